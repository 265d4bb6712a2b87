import type { LandingSection } from './public-section-nav';

/** The header's section buttons, in order. */
export const publicNavItems: { section: LandingSection; label: string }[] = [
  { section: 'features', label: 'Features' },
  { section: 'pricing', label: 'Pricing' },
  { section: 'demo', label: 'Request Demo' },
];
