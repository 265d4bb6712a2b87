import { axeViolations, expect, test } from './fixtures';
import { createAccount, latestMail, signIn, signOut } from './auth-helpers';

const SENT = "If an account exists for that address, we've sent a link to reset your password.";

test('forgot password → mailed link → new password → app → sign in with it', async ({
  page,
  consoleErrors,
}) => {
  const account = await createAccount('reset');
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // Sign-in has an Email field too: fill only once the reset page is there.
  await expect(page.getByRole('heading', { name: 'Forgot your password?', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();

  const mail = await latestMail(account.email);
  await page.goto(mail.link);
  await expect(page).toHaveURL(/\/reset-password/);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-secret');
  await page.getByLabel('Confirm new password', { exact: true }).fill('a-different-secret');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password', { exact: true }).fill('a-brand-new-secret');
  await page.getByRole('button', { name: 'Update password' }).click();

  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByText('Your password has been updated.')).toBeVisible();
  await signOut(page);
  await signIn(page, { email: account.email, password: 'a-brand-new-secret' });
  expect(consoleErrors).toEqual([]);
});

test('an unknown address gets the same confirmation', async ({ page, consoleErrors }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('no-such-user@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('without a recovery session the reset page says the link is invalid', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/reset-password');
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  expect(consoleErrors).toEqual([]);
});
