import type { Page } from '@playwright/test';
import { apiUser, insertTenders, localDate } from './api-helpers';
import { createAccount, openSignedIn } from './auth-helpers';
import { expect, test } from './fixtures';

// docs/security-checks.md E7: the backend stops answering mid-session. The shared stack cannot be
// stopped, so the browser's requests to it are refused (as a stopped server refuses them).
const SERVICES = ['**/rest/v1/**', '**/auth/v1/**', '**/storage/v1/**'];
const NETWORK = 'Could not reach the server. Check your connection and try again.';
// Three retries, 1 s + 2 s + 4 s apart, plus the requests themselves.
const RETRY_BUDGET = { timeout: 15_000 };

async function stopBackend(page: Page, patterns = SERVICES) {
  for (const pattern of patterns) await page.route(pattern, (route) => route.abort('connectionrefused'));
}
async function restartBackend(page: Page, patterns = SERVICES) {
  for (const pattern of patterns) await page.unroute(pattern);
}
/** The browser reports the connection back (TanStack Query refetches on 'online'). */
const reconnect = (page: Page) =>
  page.evaluate(() => {
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
  });
/** The user comes back to the tab. */
const refocus = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
/** A client-side navigation (no reload), as a link in the app does. */
const goInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
const column = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name} \\d+`) });

async function accountWithTender() {
  const account = await createAccount('faults');
  const user = await apiUser(account);
  const [tender] = await insertTenders(user, [
    { reference_number: 'RFP-F-1', title: 'Harbour dredging', client: 'Port Authority' },
  ]);
  return { account, user, tender: tender! };
}

test('dashboard, tender list and detail show their error in place with Try again, and recover without a reload', async ({
  page,
  allowConsoleErrors,
}) => {
  test.slow();
  allowConsoleErrors(/ERR_CONNECTION_REFUSED|Failed to fetch|Error/);
  const { account, tender } = await accountWithTender();
  // The data services go down just after the shell loaded the workspace.
  const data = ['**/rest/v1/rpc/dashboard_summary**', '**/rest/v1/tenders?**'];
  await stopBackend(page, data);
  await openSignedIn(page, account);
  await expect(page.getByText('Failed to load dashboard data. Please try again later.').first()).toBeVisible(
    RETRY_BUDGET,
  );
  await expect(page.getByRole('alert').getByRole('button', { name: 'Try again' }).first()).toBeVisible();
  await restartBackend(page, data);
  await refocus(page);
  await expect(page.getByText('Failed to load dashboard data. Please try again later.')).toHaveCount(0);
  await expect(page.getByText('Harbour dredging')).toBeVisible();

  await stopBackend(page);
  await goInApp(page, '/app/tenders');
  const listError = page.getByRole('alert').filter({ hasText: 'Try again' });
  await expect(listError).toBeVisible(RETRY_BUDGET);
  await goInApp(page, `/app/tenders/${tender.id}`);
  await expect(page.getByText('Failed to load tender details')).toBeVisible(RETRY_BUDGET);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

  await restartBackend(page);
  await reconnect(page);
  await expect(page.getByRole('heading', { name: 'Harbour dredging', level: 1 })).toBeVisible();
  await goInApp(page, '/app/tenders');
  await expect(page.getByRole('row', { name: /Harbour dredging/ })).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
});

test('a New Tender save that cannot reach the server keeps every value and succeeds once it is back', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/ERR_CONNECTION_REFUSED|Failed to fetch|Error/);
  await openSignedIn(page, await createAccount('faults-form'), '/app/tenders/new');
  await expect(page.getByRole('heading', { name: 'New Tender', level: 1 })).toBeVisible();
  const values: [string, string][] = [
    ['Reference Number', 'RFP-OFF-1'],
    ['Client', 'Harbour Board'],
    ['Title', 'Offline crane survey'],
    ['Description', 'Typed while the server was down'],
    ['Last Date for Inquiry Submission', localDate(3)],
    ['Last Date for Tender Submission', localDate(9)],
  ];
  for (const [label, value] of values) await page.getByLabel(label).fill(value);
  await page.getByRole('switch', { name: 'Bid Bond Required' }).click();

  await stopBackend(page);
  await page.getByRole('button', { name: 'Create Tender' }).click();
  await expect(toast(page, NETWORK)).toBeVisible();
  for (const [label, value] of values) await expect(page.getByLabel(label)).toHaveValue(value);
  await expect(page.getByRole('switch', { name: 'Bid Bond Required' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Create Tender' })).toBeEnabled();

  await restartBackend(page);
  await page.getByRole('button', { name: 'Create Tender' }).click();
  await expect(toast(page, 'Tender created successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Offline crane survey', level: 1 })).toBeVisible();
});

test('a Kanban drag that cannot be saved snaps back and says so', async ({ page, allowConsoleErrors }) => {
  test.slow();
  allowConsoleErrors(/ERR_CONNECTION_REFUSED|Failed to fetch|Error/);
  const account = await createAccount('faults-kanban');
  const user = await apiUser(account);
  const created = await user.rest<{ id: string }>('rpc/save_tender', {
    method: 'POST',
    body: {
      p_tender: {
        reference_number: 'RFP-K-1',
        client: 'Port Authority',
        title: 'Kanban outage',
        inquiry_submission_date: localDate(10),
        tender_submission_date: localDate(20),
      },
    },
  });
  await openSignedIn(page, account, `/app/tenders/${created.id}`);
  await expect(column(page, 'Not Started')).toContainText('Attend site visit');

  await stopBackend(page);
  const handle = page.getByRole('button', { name: 'Move Attend site visit' });
  const target = column(page, 'In Progress');
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, from.y + from.height / 2, { steps: 15 });
  await page.mouse.up();

  await expect(toast(page, NETWORK)).toBeVisible();
  await expect(column(page, 'Not Started')).toContainText('Attend site visit');
  await expect(target).not.toContainText('Attend site visit');

  await restartBackend(page);
  const [task] = await user.rest<{ status: string }[]>(
    `tasks?tender_id=eq.${created.id}&name=eq.Attend%20site%20visit&select=status`,
  );
  expect(task?.status).toBe('not-started');
});
