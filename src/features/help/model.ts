// Help & Support: the FAQs and their search, the support channels, the learning
// resources and webinars, and the contact form's rules.
import { z } from '@/lib/zod';

export const HELP_TABS = ['faqs', 'contact', 'resources'] as const;
export type HelpTab = (typeof HELP_TABS)[number];

export const helpTabLabels: Record<HelpTab, string> = {
  faqs: 'FAQs',
  contact: 'Contact Support',
  resources: 'Resources',
};

/** The tab named by `?tab=`; the FAQs for anything else. */
export const helpTab = (value: string | null): HelpTab => HELP_TABS.find((tab) => tab === value) ?? 'faqs';

export interface Faq {
  id: string;
  question: string;
  answer: string;
}

export const faqs: Faq[] = [
  {
    id: 'create-tender',
    question: 'How do I create a new tender?',
    answer:
      'Open All Tenders and choose New Tender. Enter the reference number, client and title, pick the inquiry and submission deadlines, then choose Create Tender. The standard tasks are added to it for you.',
  },
  {
    id: 'track-tasks',
    question: "How do I track a tender's tasks?",
    answer:
      'Open the tender and use its Tasks card. The Kanban View has a column per status: drag a task, or use its status menu, to move it. The List View groups the same tasks by status.',
  },
  {
    id: 'invite-team',
    question: 'How do I invite my team?',
    answer:
      'An administrator opens Users from the side menu and invites colleagues by email, as a User, Manager or Administrator. Each invitation link works once, within 7 days.',
  },
  {
    id: 'deadline-reminders',
    question: 'How do deadline reminders work?',
    answer:
      'Inquiry and submission deadlines that are overdue or due in the next 7 days, today and the six days after it, appear in the notification bell. Its count shows the ones you have not seen yet; Mark all as seen clears it until a new one arrives. Notifications lists the next 30 days by calendar week. You can turn these reminders off in Settings, under Notifications.',
  },
  {
    id: 'account-settings',
    question: 'How do I change my password or profile photo?',
    answer:
      'Open Settings. The Profile tab holds your photo, name, company and job title; Account Security changes your password once you confirm the current one.',
  },
];

/** The FAQs whose question or answer contains the query, ignoring case; all of them for an empty query. */
export function filterFaqs(query: string, entries: Faq[] = faqs): Faq[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return entries;
  return entries.filter((faq) => `${faq.question}\n${faq.answer}`.toLocaleLowerCase().includes(needle));
}

/** What a screen reader hears after a search. */
export const faqResultsLabel = (count: number) =>
  count === 0 ? 'No results found' : `${count} ${count === 1 ? 'result' : 'results'} found`;

export const support = {
  email: 'support@tenderflow.app',
  phone: '+1 (555) 014-2890',
  phoneHref: 'tel:+15550142890',
  emailResponse: 'We answer every email within 24 hours.',
  phoneHours: 'Mon-Fri 9am-5pm ET',
  liveChat: 'Live Chat, available in-app',
} as const;

export interface Webinar {
  title: string;
  schedule: string;
  description: string;
}

export const webinars: Webinar[] = [
  {
    title: 'Getting started with TenderFlow',
    schedule: 'First Tuesday of each month, 11am ET · 45 min',
    description: 'Set up your workspace, record your first tenders and invite your team.',
  },
  {
    title: 'Running tender tasks on the Kanban board',
    schedule: 'Second Wednesday of each month, 2pm ET · 30 min',
    description: 'Plan a bid with tasks, assign them and keep every deadline in view.',
  },
  {
    title: 'Reports and win rates',
    schedule: 'Last Thursday of each month, 11am ET · 45 min',
    description: 'Read your monthly trends and status breakdown, and export what you need.',
  },
];

/** Register by email: a real message to support, with the webinar in the subject. */
export const webinarRegistrationHref = (webinar: Webinar) =>
  `mailto:${support.email}?subject=${encodeURIComponent(`Webinar registration: ${webinar.title}`)}`;

export const contactFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200, 'Name must be at most 200 characters'),
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email({ error: 'Enter a valid email address' })),
  message: z
    .string()
    .trim()
    .min(1, 'Message is required')
    .max(5000, 'Message must be at most 5000 characters'),
});
export type ContactFormValues = z.infer<typeof contactFormSchema>;

export const MESSAGE_SENT = 'Message sent';
export const MESSAGE_SENT_DESCRIPTION = 'Our support team will get back to you soon.';
