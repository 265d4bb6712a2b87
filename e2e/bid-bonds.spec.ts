// Bid bonds end to end: a bond expiring before the expected award date raises its alert in
// the bell; the tender's Bid bond card (and its form), the Bid bonds page and the reports card
// have no axe violations in light and dark at 1280 and 375 px (screenshots in test-results).
import type { Page } from '@playwright/test';
import { apiUser, localDate, type ApiUser } from './api-helpers';
import { createAccount, openSignedIn } from './auth-helpers';
import { axeViolations, expect, test } from './fixtures';

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

const THEMES = ['light', 'dark'] as const;
const WIDTHS = [1280, 375] as const;

type Axe = { run(context: Element, options: object): Promise<{ violations: { id: string }[] }> };

/** The card under the heading with this text. */
const cardOf = (page: Page, heading: string) =>
  page
    .getByRole('heading', { name: heading, level: 2 })
    .locator('xpath=ancestor::div[contains(@class, "bg-card")][1]');

/** axe (WCAG 2.x A and AA) within one card: a screen shared with other features' cards. */
async function axeWithin(page: Page, heading: string) {
  await axeViolations(page); // injects axe-core
  return page.evaluate(async (text) => {
    const title = [...document.querySelectorAll('h2')].find((h2) => h2.textContent === text);
    const card = title?.closest('.bg-card');
    if (!card) return [`no card titled ${text}`];
    const results = await (window as unknown as { axe: Axe }).axe.run(card, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return results.violations.map((violation) => violation.id);
  }, heading);
}

/**
 * In light and dark, at 1280 and 375 px: no axe violation (on the page, or only within
 * `within`), and a screenshot of the page (`full`) or of the viewport, and of `within`.
 */
async function checkAndShoot(
  page: Page,
  name: string,
  { full = true, within }: { full?: boolean; within?: string } = {},
) {
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByText(/Loading.*\.\.\./)).toHaveCount(0);
      const label = `${name} in ${theme} at ${width} px`;
      if (within) expect(await axeWithin(page, within), label).toEqual([]);
      else expect(await axeViolations(page), label).toEqual([]);
      const path = `test-results/bid-bonds/${name}-${theme}-${width}`;
      await page.screenshot({ path: `${path}.png`, fullPage: full });
      if (within) await cardOf(page, within).screenshot({ path: `${path}-card.png` });
    }
  }
}

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
  await checkAndShoot(page, 'tender');
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await cardOf(page, 'Bid bond').screenshot({
        path: `test-results/bid-bonds/tender-card-${theme}-${width}.png`,
      });
    }
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Edit bid bond' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit bid bond' })).toBeVisible();
  await checkAndShoot(page, 'dialog', { full: false });
  await page.keyboard.press('Escape');

  await page.goto('/app/bid-bonds');
  await expect(page.getByRole('heading', { name: 'Bid bonds', level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Harbour cranes');
  await checkAndShoot(page, 'page');

  await page.goto('/app/reports');
  await expect(page.getByRole('heading', { name: 'Bid bonds outstanding' })).toBeVisible();
  await page.getByRole('heading', { name: 'Bid bonds outstanding' }).scrollIntoViewIfNeeded();
  await checkAndShoot(page, 'reports', { within: 'Bid bonds outstanding' });
});
