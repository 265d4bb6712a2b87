import { describe, expect, it } from 'vitest';
import { applyMailto, findPosition, positions, slugify } from '@/features/marketing/careers';
import { faqs } from '@/features/marketing/faq';
import { LEGAL_LAST_UPDATED } from '@/features/marketing/company';
import { benefits, formatPrice, pageTitle, PLAN_PERIOD, plans } from '@/features/marketing/model';

describe('slugify', () => {
  it('lowercases the title and turns spaces into hyphens', () => {
    expect(slugify('Senior Frontend Developer')).toBe('senior-frontend-developer');
    expect(slugify('Product Manager')).toBe('product-manager');
  });

  it('drops characters that are not letters, digits or hyphens, so the slug is one path segment', () => {
    expect(slugify('UI/UX Designer')).toBe('uiux-designer');
    expect(slugify('C++ & Rust Engineer (m/f/d)')).toBe('c-rust-engineer-mfd');
  });

  it('collapses repeated whitespace and trims edge hyphens', () => {
    expect(slugify('  Head   of  Sales  ')).toBe('head-of-sales');
    expect(slugify('- Odd - Title -')).toBe('odd-title');
  });
});

describe('positions', () => {
  it('lists the four full-time roles with their location and department', () => {
    expect(
      positions.map(({ title, location, department, type }) => [title, location, department, type]),
    ).toEqual([
      ['Senior Frontend Developer', 'Remote', 'Engineering', 'Full-time'],
      ['Customer Success Manager', 'New York', 'Customer Success', 'Full-time'],
      ['Product Manager', 'San Francisco', 'Product', 'Full-time'],
      ['UI/UX Designer', 'Remote', 'Design', 'Full-time'],
    ]);
  });

  it('gives each a unique, path-safe slug that finds it again', () => {
    const slugs = positions.map((position) => position.slug);
    expect(new Set(slugs).size).toBe(4);
    for (const position of positions) {
      expect(position.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(findPosition(position.slug)).toBe(position);
      expect(position.responsibilities.length).toBeGreaterThan(0);
      expect(position.requirements.length).toBeGreaterThan(0);
    }
  });

  it('finds nothing for an unknown or missing slug', () => {
    expect(findPosition('ui/ux-designer')).toBeUndefined();
    expect(findPosition(undefined)).toBeUndefined();
  });

  it('builds the apply-by-email link with the title in the subject', () => {
    expect(applyMailto('Product Manager')).toBe(
      'mailto:careers@tenderflow.app?subject=Application:%20Product%20Manager',
    );
    expect(decodeURIComponent(applyMailto('UI/UX Designer').split('subject=')[1])).toBe(
      'Application: UI/UX Designer',
    );
  });
});

describe('plans', () => {
  it('has Starter $29, Professional $79 (most popular) and Enterprise $199 per month', () => {
    expect(plans.map((plan) => [plan.name, formatPrice(plan.price), plan.popular])).toEqual([
      ['Starter', '$29', false],
      ['Professional', '$79', true],
      ['Enterprise', '$199', false],
    ]);
    expect(PLAN_PERIOD).toBe('/month');
  });

  it('lists each plan’s features, in order', () => {
    expect(plans[0].features).toEqual([
      'Up to 5 users',
      '20 active tenders',
      'Basic reporting',
      'Email support',
    ]);
    expect(plans[1].features).toEqual([
      'Up to 20 users',
      'Unlimited active tenders',
      'Advanced reporting and analytics',
      'Priority support',
    ]);
    expect(plans[2].features).toEqual([
      'Unlimited users',
      'Unlimited active tenders',
      'Custom reporting',
      '24/7 dedicated support',
    ]);
  });

  it('sends Enterprise to the demo form with Contact Sales, the others to sign-up', () => {
    expect(plans.map((plan) => plan.cta)).toEqual([
      { label: 'Get Started', target: 'sign-up' },
      { label: 'Get Started', target: 'sign-up' },
      { label: 'Contact Sales', target: 'demo' },
    ]);
  });
});

describe('static copy', () => {
  it('has six key benefits and eight FAQ entries', () => {
    expect(benefits).toHaveLength(6);
    expect(faqs).toHaveLength(8);
    expect(faqs.some((faq) => faq.answer.includes('GDPR'))).toBe(true);
    expect(faqs.some((faq) => /quarter/i.test(faq.answer))).toBe(true);
  });

  it('formats page titles and the legal date', () => {
    expect(pageTitle('About')).toBe('About · TenderFlow');
    expect(LEGAL_LAST_UPDATED).toBe('April 4, 2025');
  });
});
