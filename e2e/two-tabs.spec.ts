import type { Page } from '@playwright/test';
import { apiUser, insertTenders } from './api-helpers';
import { createAccount, openSignedIn, signOut } from './auth-helpers';
import { expect, test } from './fixtures';

// Two tabs of one browser share the stored session (localStorage) and hear each other's
// auth events (supabase-js broadcasts them).
const CONFLICT = 'This tender was changed by someone else. Reload to see the latest version.';

const refocus = (page: Page) =>
  page.evaluate(() => {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    window.dispatchEvent(new Event('focus'));
  });

async function expireStoredSession(page: Page) {
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.+-auth-token$/.test(name))!;
    const session = JSON.parse(localStorage.getItem(key)!) as Record<string, unknown>;
    session.expires_at = Math.floor(Date.now() / 1000) - 60;
    localStorage.setItem(key, JSON.stringify(session));
  });
}

test('both tabs stay signed in when they refresh the same token at once, and a sign-out in one signs out the other', async ({
  page,
  context,
}) => {
  test.slow();
  await openSignedIn(page, await createAccount('tabs-auth'));
  const second = await context.newPage();
  await second.goto('/app/tenders');
  await expect(second.getByRole('heading', { name: 'Tenders', level: 1 })).toBeVisible();

  await expireStoredSession(page);
  await Promise.all([page.reload(), second.reload()]);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(second.getByRole('heading', { name: 'Tenders', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(second).toHaveURL(/\/app\/tenders$/);

  await page.bringToFront();
  await signOut(page);
  await expect(second).toHaveURL(/\/sign-in$/);
  await expect(second.getByText('Your session has expired. Please sign in again.')).toHaveCount(0);
});

test('a tender created in one tab shows in the other when it regains focus', async ({ page, context }) => {
  test.slow();
  const account = await createAccount('tabs-data');
  await openSignedIn(page, account, '/app/tenders');
  await expect(page.getByText('No tenders found')).toBeVisible();

  const second = await context.newPage();
  await second.goto('/app/tenders/new');
  await second.getByLabel('Reference Number').fill('RFP-TAB-1');
  await second.getByLabel('Client').fill('Harbour Board');
  await second.getByLabel('Title').fill('Made in the other tab');
  await second.getByLabel('Last Date for Inquiry Submission').fill('2030-01-10');
  await second.getByLabel('Last Date for Tender Submission').fill('2030-01-20');
  await second.getByRole('button', { name: 'Create Tender' }).click();
  await expect(second.getByText('Tender created successfully!')).toBeVisible();

  await page.bringToFront();
  await refocus(page);
  await expect(page.getByRole('row', { name: /Made in the other tab/ })).toBeVisible();
});

test('editing one tender in two tabs does not silently lose an edit', async ({ page, context }) => {
  test.slow();
  const account = await createAccount('tabs-edit');
  const [tender] = await insertTenders(await apiUser(account), [
    { reference_number: 'RFP-EDIT-1', title: 'Original title', client: 'Port Authority' },
  ]);
  await openSignedIn(page, account);
  const second = await context.newPage();
  for (const tab of [page, second]) {
    await tab.goto(`/app/tenders/${tender!.id}`);
    await tab.getByRole('button', { name: 'Edit' }).click();
    await expect(tab.getByRole('dialog', { name: 'Edit Tender' }).getByLabel('Title')).toHaveValue(
      'Original title',
    );
  }

  const first = page.getByRole('dialog', { name: 'Edit Tender' });
  await first.getByLabel('Title').fill('Title from tab one');
  await first.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Tender updated successfully')).toBeVisible();

  const other = second.getByRole('dialog', { name: 'Edit Tender' });
  await other.getByLabel('Title').fill('Title from tab two');
  await other.getByLabel('Client').fill('Harbour Board');
  await other.getByRole('button', { name: 'Save Changes' }).click();
  await expect(other.getByRole('alert').filter({ hasText: CONFLICT })).toBeVisible();
  await expect(other.getByLabel('Title')).toHaveValue('Title from tab two');
  await expect(other.getByLabel('Client')).toHaveValue('Harbour Board');
  const [stored] = await (
    await apiUser(account)
  ).rest<{ title: string }[]>(`tenders?id=eq.${tender!.id}&select=title`);
  expect(stored!.title).toBe('Title from tab one');

  await other.getByRole('button', { name: 'Reload' }).click();
  await expect(other.getByText(CONFLICT)).toHaveCount(0);
  // The page behind the (modal) dialog shows the latest version; the dialog hides it from the a11y tree.
  await expect(second.locator('h1', { hasText: 'Title from tab one' })).toBeVisible();
  await expect(other.getByLabel('Title')).toHaveValue('Title from tab two');
  await other.getByRole('button', { name: 'Save Changes' }).click();
  await expect(second.getByText('Tender updated successfully')).toBeVisible();
  await expect(second.getByRole('heading', { name: 'Title from tab two', level: 1 })).toBeVisible();
});
