import { expect, test } from './fixtures';
import { createAccount, submitSignIn } from './auth-helpers';

// docs/security-checks.md E7: the backend is unreachable — the action says so, keeps what the
// user typed, and works again without a reload once the backend is back.
test('sign-in while the auth service is unreachable says so, keeps the input and recovers', async ({
  page,
  allowConsoleErrors,
}) => {
  const account = await createAccount('offline');
  await page.goto('/sign-in');
  await page.route('**/auth/v1/token**', (route) => route.abort('internetdisconnected'));

  await submitSignIn(page, account);
  const message = 'Could not reach the server. Check your connection and try again.';
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await expect(page.getByLabel('Password')).toHaveValue(account.password);

  await page.unroute('**/auth/v1/token**');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  // The aborted request and the app's own log of the failure are expected; nothing else is.
  allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch/);
});
