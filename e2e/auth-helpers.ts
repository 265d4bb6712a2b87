import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from './fixtures';

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  company: string;
}

/** A fresh account's details (not yet created). */
export const newAccount = (prefix = 'e2e'): TestAccount => ({
  email: uniqueEmail(prefix),
  password: 'correct-horse-battery',
  firstName: 'Grace',
  lastName: 'Hopper',
  company: 'Compilers Ltd',
});

/** Creates the account straight through the auth API (autoconfirm is on in the local stack). */
/** Fills the sign-up form with the account's details (not submitted). */
export async function fillSignUp(page: Page, account: TestAccount) {
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Company').fill(account.company);
  await page.getByLabel('Password').fill(account.password);
}

export async function createAccount(prefix = 'e2e', names: Partial<TestAccount> = {}): Promise<TestAccount> {
  const account = { ...newAccount(prefix), ...names };
  const response = await fetch(`${process.env.E2E_SUPABASE_URL}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: process.env.E2E_ANON_KEY ?? '', 'content-type': 'application/json' },
    body: JSON.stringify({
      email: account.email,
      password: account.password,
      data: {
        first_name: account.firstName,
        last_name: account.lastName,
        company: account.company,
        full_name: `${account.firstName} ${account.lastName}`,
      },
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return account;
}

/** Fills and submits the sign-in form (the page must be on /sign-in). */
export async function submitSignIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the UI and waits for the dashboard. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/sign-in');
  await submitSignIn(page, account);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

export interface PasswordSession {
  access_token: string;
  expires_in: number;
  expires_at?: number;
  user: { id: string };
}

/** A session from the auth API's password grant, as the sign-in form gets one. */
export async function passwordSession(account: {
  email: string;
  password: string;
}): Promise<PasswordSession> {
  const response = await fetch(`${process.env.E2E_SUPABASE_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: process.env.E2E_ANON_KEY ?? '', 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as PasswordSession;
}

/**
 * Opens `path` already signed in: the session comes from the auth API (as a sign-in would
 * make it) and is stored where supabase-js keeps it, so the page starts signed in. For tests
 * about what happens after sign-in; the sign-in form itself is tested through `signIn`.
 */
export async function openSignedIn(
  page: Page,
  account: { email: string; password: string },
  path = '/app/dashboard',
) {
  const session = await passwordSession(account);
  session.expires_at ??= Math.floor(Date.now() / 1000) + session.expires_in;
  // An empty page of the app's origin (never sent to the server), to reach its storage.
  const blank = '/__e2e-blank';
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,">' }),
  );
  await page.goto(blank);
  // supabase-js's storage key for its API's URL, sb-<first label of its host>-auth-token: the
  // page's own host (the API on the app's origin), which is the stack's too (127.0.0.1).
  const key = `sb-${new URL(page.url()).hostname.split('.')[0]}-auth-token`;
  await page.evaluate(([name, value]) => localStorage.setItem(name, value), [key, JSON.stringify(session)]);
  await page.unroute(blank);
  await page.goto(path);
  if (path === '/app/dashboard') {
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  }
}

/** Signs out through the avatar menu and waits for the sign-in screen. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
}

/** The browser's own console line for a failed request the test caused on purpose. */
export const failedResource = (status: number, text: string) =>
  `Failed to load resource: the server responded with a status of ${status} (${text})`;

/** The newest dev-mailbox message sent to `to`. */
export async function latestMail(to: string): Promise<{ to: string; subject: string; link: string }> {
  let found: { to: string; subject: string; link: string } | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${process.env.E2E_SUPABASE_URL}/__dev/mail`);
      const mails = (await response.json()) as { to: string; subject: string; link: string }[];
      found = mails.find((mail) => mail.to === to);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}
