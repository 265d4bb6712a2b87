import { describe, expect, it } from 'vitest';
import {
  contactFormSchema,
  faqResultsLabel,
  faqs,
  filterFaqs,
  helpTab,
  support,
  webinarRegistrationHref,
  webinars,
} from '@/features/help/model';

describe('the FAQs and their search', () => {
  it('has five entries', () => {
    expect(faqs).toHaveLength(5);
    expect(new Set(faqs.map((faq) => faq.id)).size).toBe(5);
  });

  it('shows every entry for an empty or blank query', () => {
    expect(filterFaqs('')).toEqual(faqs);
    expect(filterFaqs('   ')).toEqual(faqs);
  });

  it('matches question text and answer text, ignoring case and surrounding spaces', () => {
    expect(filterFaqs('INVITE').map((faq) => faq.id)).toEqual(['invite-team']);
    // Only in an answer:
    expect(filterFaqs('kanban view').map((faq) => faq.id)).toEqual(['track-tasks']);
    expect(filterFaqs('  Notification Bell ').map((faq) => faq.id)).toEqual(['deadline-reminders']);
    expect(filterFaqs('settings').map((faq) => faq.id)).toEqual(['deadline-reminders', 'account-settings']);
  });

  it('finds nothing for text in no entry, and treats the query as text, not a pattern', () => {
    expect(filterFaqs('blockchain')).toEqual([]);
    expect(filterFaqs('.*')).toEqual([]);
    expect(filterFaqs('(')).toEqual([]);
  });

  it('announces the number of matches', () => {
    expect(faqResultsLabel(0)).toBe('No results found');
    expect(faqResultsLabel(1)).toBe('1 result found');
    expect(faqResultsLabel(5)).toBe('5 results found');
  });
});

describe('tabs, support and resources', () => {
  it('reads the tab from the URL, FAQs by default', () => {
    expect(helpTab('contact')).toBe('contact');
    expect(helpTab('resources')).toBe('resources');
    expect(helpTab(null)).toBe('faqs');
    expect(helpTab('nope')).toBe('faqs');
  });

  it('states the 24-hour email response and the phone hours', () => {
    expect(support.emailResponse).toMatch(/24 hours/);
    expect(support.phoneHours).toBe('Mon-Fri 9am-5pm ET');
    expect(support.liveChat).toBe('Live Chat, available in-app');
  });

  it('registers for each of the three webinars by a real email with the title in the subject', () => {
    expect(webinars).toHaveLength(3);
    for (const webinar of webinars) {
      const href = new URL(webinarRegistrationHref(webinar));
      expect(href.protocol).toBe('mailto:');
      expect(href.pathname).toBe(support.email);
      expect(href.searchParams.get('subject')).toBe(`Webinar registration: ${webinar.title}`);
    }
  });
});

describe('the contact form', () => {
  it('requires name, a valid email and a message', () => {
    const result = contactFormSchema.safeParse({ name: ' ', email: 'not-an-email', message: '' });
    expect(Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]))).toEqual({
      name: 'Name is required',
      email: 'Enter a valid email address',
      message: 'Message is required',
    });
    expect(contactFormSchema.parse({ name: ' Ada ', email: ' ada@example.com ', message: ' Hi ' })).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hi',
    });
  });
});
