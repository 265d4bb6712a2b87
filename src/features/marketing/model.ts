// The marketing site's static data and the few rules around it. Pure data: no React,
// so the unit tests and every page read the same single definition.

export { PRODUCT_NAME, pageTitle } from '@/config/product';

// ---------------------------------------------------------------------------
// Plans (US dollars per month)

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
// Key benefits (the six promises of the landing page)

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
