// The reports end to end: the trend table and chart with exact numbers, the period in the
// URL, the status breakdown, the recent tenders and both CSV downloads.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { createAccount, openSignedIn } from './auth-helpers';
import { monthName, seedTenders } from './dashboard-seed';
import { expect, test } from './fixtures';

const downloaded = async (download: Download) => readFile((await download.path())!, 'utf8');

const trendTable = (page: Page) => page.getByRole('table', { name: /^Monthly Tender Trends/ });

test('the reports show the seeded tenders month by month, by status, and export them as CSV', async ({
  page,
}) => {
  test.slow();
  const account = await createAccount('reports');
  await seedTenders(account);
  await openSignedIn(page, account);
  await page.getByRole('link', { name: /Reports/ }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();

  // Month, Total, Submitted, Won, Lost, Submission Rate, Win Rate, Won value (the seeded tenders
  // have none: $0) — oldest first, empty months too.
  await expect(trendTable(page).getByRole('row')).toHaveText([
    'MonthTotalSubmittedWonLostSubmission RateWin RateWon value',
    `${monthName(5)}0000No dataNo data$0`,
    `${monthName(4)}0000No dataNo data$0`,
    `${monthName(3)}10000%No data$0`,
    `${monthName(2)}2211100%50%$0`,
    `${monthName(1)}2210100%100%$0`,
    `${monthName(0)}20000%No data$0`,
    'Total742157%67%$0',
  ]);
  const chart = page.getByRole('img', { name: /^Bar chart of total, submitted and won tenders per month/ });
  await expect(chart.locator('rect[fill="#10B981"]')).toHaveCount(6);
  // The win-rate line has a point for each month with a decided bid.
  await expect(chart.locator('circle')).toHaveCount(2);
  await expect(page.getByText('Win rate = won ÷ (won + lost)').first()).toBeVisible();

  const breakdown = page.getByRole('list', { name: 'Tenders by status' });
  await expect(breakdown.getByRole('listitem')).toHaveText([
    'Under Review1 (14%)',
    'In Development1 (14%)',
    'Submitted1 (14%)',
    'Won2 (29%)',
    'Lost1 (14%)',
    'Declined1 (14%)',
    'Cancelled by the buyer0 (0%)',
  ]);
  const recent = page.getByRole('table').filter({ hasText: 'Reference #' });
  await expect(recent.getByRole('row')).toHaveCount(8);
  await expect(recent.getByRole('row').nth(1)).toContainText('Tender UR-1');

  const [trends] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV: Monthly Tender Trends' }).click(),
  ]);
  expect(trends.suggestedFilename()).toMatch(/^tender-trends-6m-\d{4}-\d{2}-\d{2}\.csv$/);
  const trendLines = (await downloaded(trends)).split('\r\n');
  expect(trendLines[0]).toBe('\uFEFFMonth,Total,Submitted,Won,Lost,Submission Rate,Win Rate,Won Value (USD)');
  expect(trendLines.slice(3, 7)).toEqual([
    expect.stringMatching(/^\d{4}-\d{2},1,0,0,0,0%,,0\.00$/),
    expect.stringMatching(/^\d{4}-\d{2},2,2,1,1,100%,50%,0\.00$/),
    expect.stringMatching(/^\d{4}-\d{2},2,2,1,0,100%,100%,0\.00$/),
    expect.stringMatching(/^\d{4}-\d{2},2,0,0,0,0%,,0\.00$/),
  ]);
  expect(trendLines).toHaveLength(8);

  const [statuses] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV: Tender Status Breakdown' }).click(),
  ]);
  expect((await downloaded(statuses)).split('\r\n')).toEqual([
    '\uFEFFStatus,Count,Percent',
    'Under Review,1,14%',
    'In Development,1,14%',
    'Submitted,1,14%',
    'Won,2,29%',
    'Lost,1,14%',
    'Declined,1,14%',
    'Cancelled by the buyer,0,0%',
    '',
  ]);
});

test('the period is kept in the URL: 12 months, this year, all time', async ({ page }) => {
  const account = await createAccount('reports-period');
  await seedTenders(account);
  await openSignedIn(page, account, '/app/reports');
  await expect(trendTable(page).getByRole('row')).toHaveCount(8);
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Last 12 months' }).click();
  await expect(page).toHaveURL(/\/app\/reports\?period=12m$/);
  await expect(trendTable(page).getByRole('row')).toHaveCount(14);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText('Last 12 months');
  await expect(trendTable(page).getByRole('row')).toHaveCount(14);
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'This year' }).click();
  await expect(page).toHaveURL(/\?period=year$/);
  // January to this month, plus header and total.
  await expect(trendTable(page).getByRole('row')).toHaveCount(new Date().getMonth() + 3);
  await expect(trendTable(page).getByRole('row').nth(1)).toContainText(`Jan ${new Date().getFullYear()}`);
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'All time' }).click();
  await expect(page).toHaveURL(/\?period=all$/);
  // From the oldest tender's month (3 months ago) to this one, plus header and total.
  await expect(trendTable(page).getByRole('row')).toHaveCount(6);
  await expect(trendTable(page).getByRole('row').nth(1)).toContainText(monthName(3));
  await page.goBack();
  await expect(page).toHaveURL(/\?period=year$/);
  await expect(trendTable(page).getByRole('row')).toHaveCount(new Date().getMonth() + 3);
});
