import { DEMO_USER, expect, expectNoAxeViolations, test } from './fixtures';
import { createAccount, failedResource, openSignedIn, signOut, submitSignIn } from './auth-helpers';

test('a wrong password gets the generic message once, inline (no toast), keeping the email', async ({
  page,
  allowConsoleErrors,
}) => {
  const account = await createAccount('wrongpw');
  await page.goto('/sign-in');
  await submitSignIn(page, { email: account.email, password: 'not-the-password' });
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
  await expect(page.getByText('Invalid email or password.')).toHaveCount(1);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveValue(account.email);

  // An unknown address reads exactly the same.
  await page.getByLabel('Email').fill('nobody-at-all@example.com');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
  allowConsoleErrors(failedResource(400, 'Bad Request'));
});

test('signing out lands on /sign-in and /app then asks to sign in again', async ({ page, consoleErrors }) => {
  await openSignedIn(page, await createAccount('signout'));
  await signOut(page);
  await page.goto('/app');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fapp$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/sign-in/);
  expect(consoleErrors).toEqual([]);
});

test('a deep link to /app/reports returns there after sign-in', async ({ page, consoleErrors }) => {
  const account = await createAccount('deeplink');
  await page.goto('/app/reports');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fapp%2Freports$/);
  await submitSignIn(page, account);
  await expect(page).toHaveURL(/\/app\/reports$/);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a return-to address outside the app is ignored', async ({ page, consoleErrors }) => {
  await page.goto('/sign-in?redirect=%2F%2Fevil.example%2Fapp');
  await submitSignIn(page, DEMO_USER);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/app\/dashboard$/);
  expect(consoleErrors).toEqual([]);
});

test('the sign-in screen links to password reset, sign-up and home', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await page.goto('/signin');
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByRole('link', { name: /close/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('sign-in and forgot-password screens have no axe violations (light and dark)', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page, 'sign-in');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expectNoAxeViolations(page, 'sign-in with errors');
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expectNoAxeViolations(page, 'forgot password');
  await page.goto('/reset-password');
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
  await expectNoAxeViolations(page, 'invalid reset link');
  expect(consoleErrors).toEqual([]);
});
