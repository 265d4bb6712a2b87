import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqList } from '@/features/marketing/components/faq-page';
import { faqs } from '@/features/marketing/model';

describe('FAQ accordion', () => {
  it('lists eight questions, all closed at first', () => {
    render(<FaqList />);
    const triggers = screen.getAllByRole('button');
    expect(triggers).toHaveLength(8);
    for (const trigger of triggers) expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps one answer open at a time, and the open one can be closed', async () => {
    const user = userEvent.setup();
    render(<FaqList />);
    const first = screen.getByRole('button', { name: faqs[0].question });
    const second = screen.getByRole('button', { name: faqs[1].question });

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(faqs[0].answer)).toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(faqs[0].answer)).not.toBeInTheDocument();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });
});
