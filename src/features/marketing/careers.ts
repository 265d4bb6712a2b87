// The open positions and the rules around them (their own module, so the landing page
// does not download them).
import { mailboxes } from './company';

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
 * (docs/decisions.md), then every character that is not a letter, digit or hyphen removed so
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
