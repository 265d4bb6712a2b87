// The marketing site's static data and the few rules around it. Pure data: no React,
// so the unit tests and every page read the same single definition.

export { PRODUCT_NAME, pageTitle } from '@/config/product';
export const TAGLINE = 'Simple tender management for SMEs.';

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

// ---------------------------------------------------------------------------
// Plans (SPEC §9)

export interface Plan {
  name: 'Starter' | 'Professional' | 'Enterprise';
  price: number;
  description: string;
  features: string[];
  popular: boolean;
  /** Where the plan's button leads: the sign-up page, or the demo form for sales. */
  cta: { label: string; target: 'sign-up' | 'demo' };
}

export const PLAN_PERIOD = '/month';

export const plans: Plan[] = [
  {
    name: 'Starter',
    price: 29,
    description: 'For small teams bidding on their first tenders.',
    features: ['Up to 5 users', '20 active tenders', 'Basic reporting', 'Email support'],
    popular: false,
    cta: { label: 'Get Started', target: 'sign-up' },
  },
  {
    name: 'Professional',
    price: 79,
    description: 'For growing businesses with a steady bid pipeline.',
    features: [
      'Up to 20 users',
      'Unlimited active tenders',
      'Advanced reporting and analytics',
      'Priority support',
    ],
    popular: true,
    cta: { label: 'Get Started', target: 'sign-up' },
  },
  {
    name: 'Enterprise',
    price: 199,
    description: 'For organisations that bid at scale across teams.',
    features: ['Unlimited users', 'Unlimited active tenders', 'Custom reporting', '24/7 dedicated support'],
    popular: false,
    cta: { label: 'Contact Sales', target: 'demo' },
  },
];

/** "$79" — whole US dollars, as the pricing cards show them. */
export const formatPrice = (price: number) => `$${price}`;

// ---------------------------------------------------------------------------
// Key benefits (the marketing promises of SPEC §1)

export type BenefitIcon = 'file' | 'kanban' | 'sparkles' | 'users' | 'chart' | 'bell';

export interface Benefit {
  title: string;
  description: string;
  icon: BenefitIcon;
}

export const benefits: Benefit[] = [
  {
    title: 'Simple tender recording',
    description:
      'Capture a tender in under a minute: reference number, client, channel, type, bid bond and both deadlines in one form.',
    icon: 'file',
  },
  {
    title: 'Kanban board for tasks',
    description:
      'Every tender gets its own board. Drag tasks from Not Started to Completed and see at a glance what is blocking a bid.',
    icon: 'kanban',
  },
  {
    title: 'No training needed',
    description:
      'A clean interface your team understands on day one. No consultants, no manuals, no lengthy onboarding.',
    icon: 'sparkles',
  },
  {
    title: 'Users and permissions',
    description:
      'Invite colleagues, assign user, manager or admin roles, and control who can see and change each tender.',
    icon: 'users',
  },
  {
    title: 'Dashboards and reporting',
    description:
      'Track active bids, win rate and outcomes month by month, and share clear reports with your leadership.',
    icon: 'chart',
  },
  {
    title: 'Deadline reminders',
    description:
      'Inquiry and submission deadlines are tracked for you, with reminders well before the closing date.',
    icon: 'bell',
  },
];

// ---------------------------------------------------------------------------
// Careers

export interface Position {
  title: string;
  slug: string;
  location: string;
  type: 'Full-time';
  department: string;
  description: string;
  responsibilities: string[];
  requirements: string[];
}

/**
 * A position's URL slug: the title lowercased with spaces turned into hyphens
 * (SPEC §2), then every character that is not a letter, digit or hyphen removed so
 * the slug is a single safe path segment ("UI/UX Designer" → "uiux-designer", not
 * "ui/ux-designer"). Runs of hyphens collapse and edge hyphens are trimmed.
 */
export function slugify(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

type PositionInput = Omit<Position, 'slug' | 'type'>;

const position = (input: PositionInput): Position => ({
  ...input,
  slug: slugify(input.title),
  type: 'Full-time',
});

export const positions: Position[] = [
  position({
    title: 'Senior Frontend Developer',
    location: 'Remote',
    department: 'Engineering',
    description:
      'Build the screens our customers use every day to win work: fast, accessible React interfaces for tender tracking, Kanban boards and reporting.',
    responsibilities: [
      'Design and ship product features end to end with React and TypeScript',
      'Own the quality of our UI: accessibility, performance and test coverage',
      'Shape our component library together with design',
      'Review code and mentor other engineers',
    ],
    requirements: [
      '5+ years building production web applications',
      'Deep knowledge of React, TypeScript and modern CSS',
      'Experience with automated testing (unit, component and end-to-end)',
      'Clear written communication for a remote-first team',
    ],
  }),
  position({
    title: 'Customer Success Manager',
    location: 'New York',
    department: 'Customer Success',
    description:
      'Help small and medium businesses get value from TenderFlow from their first tender onwards, and bring what you learn back to the product team.',
    responsibilities: [
      'Onboard new customers and run product walkthroughs',
      'Be the trusted contact for a portfolio of accounts',
      'Spot risks early and grow healthy accounts',
      'Turn customer feedback into clear product requests',
    ],
    requirements: [
      '3+ years in customer success or account management for B2B software',
      'Empathy for small-business owners and their constraints',
      'Confident presenting to customers, in person and on video',
      'Familiarity with public procurement is a plus',
    ],
  }),
  position({
    title: 'Product Manager',
    location: 'San Francisco',
    department: 'Product',
    description:
      'Decide what we build next. You will talk to customers every week and turn the messy reality of bidding into a simple, focused product.',
    responsibilities: [
      'Run discovery with customers and prospects',
      'Write clear problem statements and prioritise the roadmap',
      'Work daily with engineering and design to ship quarterly releases',
      'Measure outcomes and iterate on what we learn',
    ],
    requirements: [
      '4+ years of product management for SaaS products',
      'A track record of shipping products customers love',
      'Comfort with data: you can define and read product metrics',
      'Experience with SMB customers or procurement is a plus',
    ],
  }),
  position({
    title: 'UI/UX Designer',
    location: 'Remote',
    department: 'Design',
    description:
      'Make complex bidding workflows feel effortless. You will design flows, interfaces and the design system behind TenderFlow.',
    responsibilities: [
      'Design end-to-end flows from research to polished UI',
      'Prototype and test ideas with real customers',
      'Evolve our design system for light and dark themes',
      'Champion accessibility in every design decision',
    ],
    requirements: [
      'A portfolio of shipped web application design work',
      'Strong interaction, visual and typography skills',
      'Fluency in Figma and design systems',
      'Working knowledge of WCAG accessibility guidelines',
    ],
  }),
];

export const positionBenefits = [
  'Competitive salary and equity',
  'Health, dental and vision cover',
  '25 days of paid time off plus public holidays',
  'A yearly learning budget of $1,500',
  'Home-office setup allowance',
  'Flexible working hours',
];

export const findPosition = (slug: string | undefined): Position | undefined =>
  positions.find((entry) => entry.slug === slug);

/**
 * The "Apply by email" link: `mailto:careers@…?subject=Application: <title>`. The
 * subject is percent-encoded (spaces as %20) but keeps ':' and '/' readable, both of
 * which RFC 6068 allows in a header value.
 */
export function applyMailto(title: string): string {
  const subject = encodeURIComponent(`Application: ${title}`).replace(/%3A/g, ':').replace(/%2F/g, '/');
  return `mailto:${mailboxes.careers}?subject=${subject}`;
}

// ---------------------------------------------------------------------------
// FAQ

export interface FaqEntry {
  question: string;
  answer: string;
}

export const faqs: FaqEntry[] = [
  {
    question: 'What is TenderFlow?',
    answer:
      'TenderFlow is a tender management application for small and medium businesses. It lets you record every tender you bid on, track its status from review to won or lost, and manage the tasks behind each bid on a Kanban board or a list.',
  },
  {
    question: 'How does TenderFlow help my business?',
    answer:
      'It replaces scattered spreadsheets and email threads with one place for every bid. Deadlines are tracked for you, everyone knows which tasks are open, and dashboards show your pipeline and win rate, so you submit more complete bids on time.',
  },
  {
    question: 'Can TenderFlow integrate with other tools?',
    answer:
      'Yes. TenderFlow offers an API that lets you connect it to the tools you already use, such as your CRM or accounting software. Contact us if you need help planning an integration.',
  },
  {
    question: 'Is TenderFlow suitable for small businesses?',
    answer:
      'Absolutely. TenderFlow was designed for SMEs from the start: plans begin at $29 a month for up to 5 users, and the interface needs no training, so a small team can be productive on day one.',
  },
  {
    question: 'How secure is my data?',
    answer:
      'Your data is encrypted in transit and at rest, and every record is isolated per account so only you and the people you invite can see it. TenderFlow is GDPR compliant, and you can request a copy or the deletion of your data at any time.',
  },
  {
    question: 'Do you offer a free trial or demo?',
    answer:
      'Yes. Request a demo and one of our specialists will walk you through TenderFlow with your own use case and set you up to try it with your team.',
  },
  {
    question: 'What kind of support do you offer?',
    answer:
      'Every plan includes email support. Professional customers get priority support, and Enterprise customers have 24/7 dedicated support. Our help centre and FAQ are available to everyone.',
  },
  {
    question: 'How often is TenderFlow updated?',
    answer:
      'We ship improvements and fixes continuously and publish a major release every quarter. Updates are automatic and included in every plan.',
  },
];
