// The dashboard end to end: a new user's empty states, exact numbers after tenders with
// chosen statuses and dates, two data requests, a failed part's toast, axe light and dark.
import type { Page } from '@playwright/test';
import { createAccount, openSignedIn } from './auth-helpers';
import { seedTenders } from './dashboard-seed';
import { expect, expectNoAxeViolations, test } from './fixtures';

const card = (page: Page, title: string) =>
  page.locator('.rounded-lg').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('a new user sees every empty state: dashboard, bell, reports and notifications', async ({ page }) => {
  await openSignedIn(page, await createAccount('dash-empty'));
  await expect(page.getByText('Overview of your bidding activities and tender status')).toBeVisible();
  await expect(page.getByText('No tender data available')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create your first tender' })).toBeVisible();
  await expect(page.getByText('No tenders found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Tender' })).toHaveAttribute('href', '/app/tenders/new');
  await expect(page.getByText('No deadline is overdue or due in the next 7 days.')).toBeVisible();
  await expect(page.getByText('Win rate: No data')).toBeVisible();
  await expect(page.getByText('of 0 tasks')).toBeVisible();
  await expect(page.getByTestId('notifications-badge')).toHaveCount(0);

  await page.goto('/app/reports');
  await expect(page.getByText('No tenders found')).toBeVisible();
  await expect(page.getByText('No tenders were created in this period')).toBeVisible();
  await expect(page.getByRole('row', { name: /^Total/ })).toHaveText(/Total0000No dataNo data/);

  await page.goto('/app/notifications');
  await expect(page.getByText('No new notifications')).toBeVisible();
});

test('the dashboard shows exactly the numbers of the tenders, in two requests', async ({ page }) => {
  const account = await createAccount('dash-numbers');
  await seedTenders(account);
  await openSignedIn(page, account);
  // A fresh load: count the dashboard's own data requests (not the shell's).
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/rest/v1/rpc/dashboard_summary') || /\/rest\/v1\/tenders\?select=id%2Ctitle/.test(url))
      requests.push(url);
    if (/\/rest\/v1\/tenders\?select=\*/.test(url)) requests.push(`every row: ${url}`);
  });
  await page.reload();

  const summary = page.getByRole('region', { name: 'Summary' });
  const stat = (label: string) => summary.getByRole('listitem').filter({ hasText: label });
  await expect(stat('Total Tenders')).toContainText('72 in progress');
  await expect(stat('Submitted or decided')).toContainText('4Submission rate: 57%');
  await expect(stat('Won Tenders')).toContainText('2Win rate: 67%');
  await expect(stat('Tasks Completed')).toContainText('0of 0 tasks');
  await expect(summary).toContainText('decided bids only');

  await expect(card(page, 'Tender Status').getByRole('listitem')).toHaveText([
    'Under Review1 (14%)',
    'In Development1 (14%)',
    'Submitted1 (14%)',
    'Won2 (29%)',
    'Lost1 (14%)',
    'Declined1 (14%)',
    'Cancelled by the buyer0 (0%)',
  ]);
  await expect(card(page, 'Tender Status')).toContainText('Percentages are rounded, so they add up to 99%.');

  const upcoming = card(page, 'Upcoming Deadlines').getByRole('link');
  await expect(upcoming).toHaveText([
    /^Tender UR-1Inquiry deadline · .+ · UR-12 days overdue$/,
    /^Tender ID-1Inquiry deadline · .+ · ID-1today$/,
    /^Tender UR-1Submission deadline · .+ · UR-1in 5 days$/,
  ]);

  const recent = page.getByRole('list', { name: 'Recent tenders' }).getByRole('link');
  await expect(recent).toHaveCount(5);
  await expect(recent.first()).toContainText('Client UR-1');
  await expect(recent.nth(2)).toContainText('Due: ');
  expect(requests.filter((url) => url.includes('dashboard_summary'))).toHaveLength(1);
  expect(requests).toHaveLength(2);
  await upcoming.nth(1).click();
  await expect(page.getByRole('heading', { name: 'Tender ID-1', level: 1 })).toBeVisible();
});

test('a failed summary shows its own error and the spec’s toast; the recent tenders still load', async ({
  page,
  allowConsoleErrors,
}) => {
  // Failing from the first load: a reload would show the persisted summary and only toast.
  await page.route('**/rest/v1/rpc/dashboard_summary*', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ code: '22023', message: 'Unknown time zone: x', details: null, hint: null }),
    }),
  );
  allowConsoleErrors(/status of 400/, 'Unknown time zone');
  await openSignedIn(page, await createAccount('dash-fail'));
  const message = 'Failed to load dashboard data. Please try again later.';
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: message })).toContainText('Error');
  await expect(page.getByText('No tenders found')).toBeVisible();
  await page.unroute('**/rest/v1/rpc/dashboard_summary*');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('No tender data available')).toBeVisible();
});

// Each route's axe runs in a11y-sweep.spec.ts; here, the bell open over seeded alerts, and
// the dashboard and reports fitting a phone.
test('the bell open has no axe violations (light and dark), and the dashboard and reports fit 375 px', async ({
  page,
}) => {
  const account = await createAccount('dash-axe');
  await seedTenders(account);
  await openSignedIn(page, account);
  await expect(page.getByTestId('notifications-badge')).toHaveText('3');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveCount(5);
  await expectNoAxeViolations(page, 'the bell open');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['/app/dashboard', '/app/reports']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/Loading/)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} fits 375 px`).toBe(375);
  }
});
