import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqList } from '@/features/marketing/components/faq-page';
import { faqs } from '@/features/marketing/faq';

// The one-open-at-a-time behaviour is the browser's (<details name>), which jsdom does
// not implement: e2e/public-prerender.spec.ts checks it in Chromium, with and without JavaScript.
describe('FAQ', () => {
  it('lists eight questions as disclosures of one group, all closed, every answer in the page', () => {
    const { container } = render(<FaqList />);
    const disclosures = container.querySelectorAll('details');
    expect(disclosures).toHaveLength(8);
    faqs.forEach((faq, index) => {
      const disclosure = disclosures[index];
      expect(disclosure).toHaveAttribute('name', 'faq');
      expect(disclosure).not.toHaveAttribute('open');
      expect(disclosure.querySelector('summary')).toHaveTextContent(faq.question);
      expect(disclosure).toHaveTextContent(faq.answer);
    });
  });

  it('opens an answer from its question, and closes it again', async () => {
    const user = userEvent.setup();
    const { container } = render(<FaqList />);
    const security = container.querySelectorAll('details')[4];
    await user.click(screen.getByText(faqs[4].question));
    expect(security).toHaveAttribute('open');
    await user.click(screen.getByText(faqs[4].question));
    expect(security).not.toHaveAttribute('open');
  });
});
