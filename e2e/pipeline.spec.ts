// The bid pipeline in money and decisions, end to end in a new workspace: a tender created
// with a value, scored and decided 'Bid', submitted with our price and lost to a named
// winner for a reason; another won; two open. The dashboard and the reports then show the
// exact pipeline, weighted forecast and win rates by count and by value, and the CSV holds
// the new columns. (The bond alert is e2e/bid-bonds.spec.ts.)
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { apiUser, localDate } from './api-helpers';
import { createAccount, openSignedIn } from './auth-helpers';
import { axeViolations, expect, test } from './fixtures';

const CRITERIA = [
  'Strategic fit',
  'Capability and track record',
  'Capacity to deliver',
  'Competition',
  'Client relationship',
  'Margin and risk',
];

async function chooseStatus(page: Page, status: string) {
  await page.getByRole('combobox', { name: 'Change status' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
}

test('a tender from value to outcome, and the dashboard and reports by value', async ({ page }) => {
  test.slow();
  const account = await createAccount('pipeline');
  const user = await apiUser(account);
  // Decided and open tenders beside the one made by hand (their values are exact below).
  await user.rest('tenders', {
    method: 'POST',
    prefer: 'return=representation,missing=default',
    body: [
      {
        reference_number: 'P-WON',
        title: 'School roofs',
        client: 'Education Board',
        status: 'won',
        estimated_value: 100000,
        bid_price: 90000,
      },
      {
        reference_number: 'P-OPEN',
        title: 'Depot lighting',
        client: 'Transit',
        status: 'in-development',
        estimated_value: 50000,
        probability: 40,
      },
      {
        reference_number: 'P-SUB',
        title: 'Bridge paint',
        client: 'Roads Office',
        status: 'submitted',
        estimated_value: 80000,
      },
    ].map((row) => ({ ...row, currency: 'USD' })),
  });
  await openSignedIn(page, account);

  await page.goto('/app/tenders/new');
  await page.getByLabel('Reference Number').fill('P-HAND');
  await page.getByLabel('Client').fill('Port Authority');
  await page.getByLabel('Title').fill('Harbour cranes');
  await page.getByLabel('Last Date for Inquiry Submission').fill(localDate(10));
  await page.getByLabel('Last Date for Tender Submission').fill(localDate(20));
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveText(/USD/);
  await page.getByLabel('Estimated value').fill('200,000');
  await page.getByLabel('Expected award date').fill(localDate(60));
  await page.getByRole('button', { name: 'Create Tender' }).click();
  await expect(page.getByRole('heading', { name: 'Harbour cranes', level: 1 })).toBeVisible();
  await expect(page.getByText('$200,000.00')).toBeVisible();
  await expect(page.getByText('(default for Under Review)')).toBeVisible();

  // Score every criterion 4 (75: Bid) and record the decision.
  const decision = page.getByRole('form', { name: 'Bid decision' });
  for (const criterion of CRITERIA) {
    await decision
      .getByRole('group', { name: new RegExp(`^${criterion} \\(weight`) })
      .getByText('4', { exact: true })
      .click();
  }
  await expect(decision.getByText('75')).toBeVisible();
  // Each criterion says which end is good.
  await expect(decision.getByRole('group', { name: /^Competition/ })).toContainText('5 = little competition');
  expect(await axeViolations(page), 'the scorecard').toEqual([]);
  await decision.getByRole('group', { name: 'Decision' }).getByText('Bid', { exact: true }).click();
  await decision.getByLabel('Rationale').fill('Our home port; the crane work fits the team.');
  await decision.getByRole('button', { name: 'Record decision' }).click();
  await expect(page.getByRole('button', { name: 'Change decision' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^Competition/ })).toContainText('4 / 5');
  expect(await axeViolations(page), "the recorded card with each criterion's score").toEqual([]);

  // Recorded, so In Development does not ask; then submitted with our price.
  await chooseStatus(page, 'In Development');
  await expect(page.getByText('Tender status updated to In Development')).toBeVisible();
  await chooseStatus(page, 'Submitted');
  await expect(page.getByText('Tender status updated to Submitted')).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Tender' });
  await edit.getByLabel('Our bid price').fill('180,000');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('$180,000.00')).toBeVisible();

  // Lost: the outcome dialog takes the winner, their price and the reason.
  await chooseStatus(page, 'Lost');
  const outcome = page.getByRole('dialog', { name: 'Outcome' });
  await outcome.getByLabel('Winner').fill('Apex Construction');
  await outcome.getByLabel('Winning price').fill('170,000');
  await outcome.getByRole('combobox', { name: 'Loss reason' }).click();
  await page.getByRole('option', { name: 'Price' }).click();
  await outcome.getByRole('button', { name: 'Save outcome' }).click();
  await expect(outcome).toBeHidden();
  const card = page.getByRole('region', { name: 'Outcome' });
  await expect(card).toContainText('Apex Construction');
  await expect(card).toContainText('$170,000.00');

  // Pipeline: $50,000 at its own 40 % and $80,000 at Submitted's default 50 %.
  // Win rate: 1 of 2 by count; $90,000 of $270,000 by value.
  await page.goto('/app/dashboard');
  const pipeline = page.getByRole('region', { name: 'Pipeline value' });
  await expect(pipeline).toContainText('$130,000');
  await expect(pipeline).toContainText('$60,000');
  await expect(pipeline).toContainText('33%');

  await page.goto('/app/reports?period=all');
  const rates = page.getByRole('table', { name: /^Win rate by count and by value/ });
  await expect(rates.getByRole('row').nth(1)).toContainText('50%');
  await expect(rates.getByRole('row').nth(1)).toContainText('33%');
  const byStatus = page.getByRole('table', { name: /^Pipeline value in USD/ });
  await expect(byStatus).toContainText('$130,000');
  await expect(byStatus).toContainText('$60,000');
  await expect(page.getByRole('table', { name: /^Loss reasons/ })).toContainText('Price');
  await expect(page.getByRole('table', { name: /^Competitors who beat us/ })).toContainText(
    'Apex Construction',
  );

  await page.goto('/app/tenders?sort=reference');
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const lines = (await readFile((await csv.path())!, 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/,Estimated Value,Currency,Probability,Expected Award Date,Our Bid Price,/);
  expect(lines.find((line) => line.startsWith('P-HAND,'))).toMatch(
    new RegExp(`,200000\\.00,USD,,${localDate(60)},180000\\.00,`),
  );
  expect(lines.find((line) => line.startsWith('P-OPEN,'))).toMatch(/,50000\.00,USD,40,,,/);
});
