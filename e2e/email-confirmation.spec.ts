import type { Page } from '@playwright/test';
import { newAccount, type TestAccount } from './auth-helpers';
import { expect, test } from './fixtures';

// e2e/global-setup.ts starts the stack so that `confirm-…` addresses sign up the way a
// project with email confirmations on does: no session until the emailed link is opened.
const mailsTo = async (to: string) => {
  const response = await fetch(`${process.env.E2E_SUPABASE_URL}/__dev/mail?to=${encodeURIComponent(to)}`);
  return (await response.json()) as { subject: string; link: string }[];
};

async function fillSignUp(page: Page, account: TestAccount) {
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Company').fill(account.company);
  await page.getByLabel('Password').fill(account.password);
}

test('with confirmations on, sign-up says to check the inbox, Resend mails the link again, and the link signs in', async ({
  page,
}) => {
  test.slow();
  const account = newAccount('confirm');
  await page.goto('/sign-up');
  await fillSignUp(page, account);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(
    page.getByText('Account created successfully! Please check your email to confirm your account.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: account.email })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect.poll(async () => (await mailsTo(account.email)).length).toBe(1);

  await page.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText('We sent the confirmation link again.')).toBeVisible();
  await expect.poll(async () => (await mailsTo(account.email)).length).toBe(2);

  // The newest link (the list is newest first) replaces the first one.
  const [newest] = await mailsTo(account.email);
  expect(newest!.subject).toBe('Confirm Your Signup');
  await page.goto(newest!.link);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});
