// Bid bonds end to end: a bond expiring before the expected award date raises its alert in
// the bell and a warning on its card; the tender page with the card, and the card's form,
// have no axe violations in light and dark at 1280 and 375 px.
import type { Page } from '@playwright/test';
import { apiUser, localDate, type ApiUser } from './api-helpers';
import { createAccount, openSignedIn } from './auth-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

interface Row {
  id: string;
  workspace_id: string;
}

async function seedBonds(user: ApiUser) {
  const tenders = await user.rest<Row[]>('tenders', {
    method: 'POST',
    prefer: 'return=representation,missing=default',
    body: [
      {
        reference_number: 'BB-AWARD',
        title: 'Harbour cranes',
        client: 'Port Authority',
        status: 'submitted',
        bid_bond: true,
        expected_award_date: localDate(20),
        bid_validity_end: localDate(2),
      },
      {
        reference_number: 'BB-OK',
        title: 'Road resurfacing',
        client: 'City Council',
        status: 'in-development',
        bid_bond: true,
        tender_submission_date: localDate(10),
      },
      {
        reference_number: 'BB-BACK',
        title: 'School roofs',
        client: 'Education Board',
        status: 'lost',
        bid_bond: true,
      },
    ],
  });
  const [award, ok, back] = tenders as [Row, Row, Row];
  await user.rest('bid_bonds', {
    method: 'POST',
    prefer: 'return=minimal',
    body: [
      {
        tender_id: award.id,
        workspace_id: award.workspace_id,
        amount: 125000.5,
        currency: 'EUR',
        status: 'issued',
        issuer: 'First Harbour Bank',
        reference: 'G-2026-118',
        issue_date: localDate(-10),
        expiry_date: localDate(3),
      },
      {
        tender_id: ok.id,
        workspace_id: ok.workspace_id,
        amount: 40000,
        currency: 'USD',
        status: 'requested',
        issuer: 'Mutual Surety Co.',
        reference: '',
        issue_date: null,
        expiry_date: null,
      },
      {
        tender_id: back.id,
        workspace_id: back.workspace_id,
        amount: 9000,
        currency: 'GBP',
        status: 'returned',
        issuer: 'Kingsway Insurance',
        reference: 'KI-77',
        issue_date: localDate(-90),
        expiry_date: localDate(-5),
      },
    ],
  });
  return award;
}

/** In light and dark, at 1280 and 375 px: no axe violation on the page as it is, once loaded. */
const checkAxe = (page: Page, name: string) =>
  expectNoAxeViolations(page, name, {
    widths: [1280, 375],
    before: () => expect(page.getByText(/Loading.*\.\.\./)).toHaveCount(0),
  });

test('a bid bond expiring before the expected award date raises its alert; the screens pass axe', async ({
  page,
}) => {
  test.slow();
  const account = await createAccount('bonds');
  const award = await seedBonds(await apiUser(account));
  await openSignedIn(page, account);

  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('menu')).toContainText('Bid bond expires too early');
  await page.keyboard.press('Escape');

  await page.goto(`/app/tenders/${award.id}`);
  const card = page.getByRole('heading', { name: 'Bid bond', level: 2 });
  await expect(card).toBeVisible();
  await expect(
    page.getByText('Expires before the expected award date: ask the issuer for an extension.'),
  ).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await checkAxe(page, 'the tender page with its Bid bond card');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Edit bid bond' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit bid bond' })).toBeVisible();
  await checkAxe(page, 'the bid bond dialog');
  // The Bid bonds page and the reports card are in the a11y sweep (e2e/a11y-sweep.spec.ts).
});
