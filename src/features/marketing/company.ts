// The company details the static pages quote (their own module, so the landing page
// does not download them).

/** The date every legal page carries. */
export const LEGAL_LAST_UPDATED = 'April 4, 2025';

export const mailboxes = {
  hello: 'hello@tenderflow.app',
  support: 'support@tenderflow.app',
  privacy: 'privacy@tenderflow.app',
  legal: 'legal@tenderflow.app',
  dpo: 'dpo@tenderflow.app',
  careers: 'careers@tenderflow.app',
} as const;

export const contactDetails = {
  phone: '+1 (555) 014-2890',
  phoneHref: 'tel:+15550142890',
  phoneHours: 'Monday-Friday 9am-5pm',
  email: mailboxes.hello,
  emailPromise: 'We reply within 24 hours.',
  address: ['TenderFlow Inc.', '548 Market Street, Suite 300', 'San Francisco, CA 94104'],
} as const;
