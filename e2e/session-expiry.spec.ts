import type { Page } from '@playwright/test';
import { createAccount, openSignedIn, signOut } from './auth-helpers';
import { expect, test } from './fixtures';

const EXPIRED = 'Your session has expired. Please sign in again.';

/** Marks the stored access token expired (and optionally replaces the refresh token), as time and a revoked token would. */
async function ageSession(page: Page, refreshToken?: string) {
  await page.evaluate((replacement) => {
    const key = Object.keys(localStorage).find((name) => /^sb-.+-auth-token$/.test(name));
    if (!key) throw new Error('no stored session');
    const session = JSON.parse(localStorage.getItem(key)!) as Record<string, unknown>;
    session.expires_at = Math.floor(Date.now() / 1000) - 60;
    if (replacement) session.refresh_token = replacement;
    localStorage.setItem(key, JSON.stringify(session));
  }, refreshToken);
}

const storedExpiry = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.+-auth-token$/.test(name));
    return key ? (JSON.parse(localStorage.getItem(key)!) as { expires_at: number }).expires_at : null;
  });

test('an expired access token is refreshed without the user noticing', async ({ page }) => {
  await openSignedIn(page, await createAccount('refresh'));
  await ageSession(page);
  const stale = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.+-auth-token$/.test(name))!;
    return (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token;
  });
  const tokens: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/')) tokens.push(request.headers().authorization ?? '');
  });
  const refreshed = page.waitForResponse((response) => response.url().includes('grant_type=refresh_token'));
  await page.reload();
  expect((await refreshed).status()).toBe(200);
  // The SPA shell sent nothing early with the expired token: the app asked once it was refreshed.
  expect(await page.evaluate(() => '__tenderflowEarlyRequests' in window)).toBe(false);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  expect(await storedExpiry(page)).toBeGreaterThan(Date.now() / 1000);
  await page.getByRole('link', { name: /All Tenders/ }).click();
  await expect(page.getByText('No tenders found')).toBeVisible();
  await expect(page.getByText(EXPIRED)).toHaveCount(0);
  expect(tokens.length).toBeGreaterThan(0);
  expect(tokens).not.toContain(`Bearer ${stale}`);
});

test('a refresh token the service rejects signs the user out to sign-in with the expiry message', async ({
  page,
  allowConsoleErrors,
}) => {
  // supabase-js logs the rejected refresh; the browser logs its 400.
  allowConsoleErrors(/Invalid Refresh Token|status of 400|AuthApiError/);
  await openSignedIn(page, await createAccount('expired'));
  await ageSession(page, 'not-a-real-refresh-token');
  await page.reload();
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole('alert').filter({ hasText: EXPIRED })).toBeVisible();
  expect(await storedExpiry(page)).toBeNull();
});

test('a sign-out the user chose does not say the session expired', async ({ page }) => {
  await openSignedIn(page, await createAccount('chosen'));
  await signOut(page);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText(EXPIRED)).toHaveCount(0);
});
