import { axeViolations, expect, test, useTheme } from './fixtures';
import { createAccount, failedResource, fillSignUp, newAccount } from './auth-helpers';

test('a new account lands on the dashboard with its name in the sidebar and the avatar menu', async ({
  page,
  consoleErrors,
}) => {
  const account = newAccount('signup');
  await page.goto('/sign-up');
  await fillSignUp(page, account);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByText('Account created successfully!', { exact: true })).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByTestId('sidebar-user-name')).toHaveText('Grace Hopper');
  await expect(sidebar).toContainText(account.email);
  await expect(sidebar.getByRole('link', { name: /All Tenders/ })).toContainText('0');

  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByTestId('user-menu-name')).toHaveText('Grace Hopper');
  await expect(menu).toContainText(account.email);
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect(page.getByRole('main')).toContainText('Compilers Ltd');
  expect(consoleErrors).toEqual([]);
});

test('a short password is blocked in the browser with the hint', async ({ page, consoleErrors }) => {
  await page.goto('/sign-up');
  await fillSignUp(page, { ...newAccount('weak'), password: 'short1' });
  let requests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/auth/v1/signup')) requests += 1;
  });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Must be at least 8 characters')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up$/);
  expect(requests).toBe(0);
  expect(consoleErrors).toEqual([]);
});

test('an address already registered is reported with a way to sign in, keeping the form', async ({
  page,
  allowConsoleErrors,
}) => {
  const existing = await createAccount('taken');
  await page.goto('/sign-up');
  await fillSignUp(page, { ...newAccount(), email: existing.email });
  await page.getByRole('button', { name: 'Create Account' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'already exists' });
  await expect(alert).toHaveText('An account with this email already exists. Sign in instead?');
  await expect(page.getByLabel('First name')).toHaveValue('Grace');
  await alert.getByRole('link', { name: 'Sign in instead?' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  allowConsoleErrors(failedResource(422, 'Unprocessable Entity'));
});

for (const theme of ['light', 'dark'] as const) {
  test(`the sign-up screen has no axe violations (${theme})`, async ({ page, consoleErrors }) => {
    await useTheme(page, theme);
    await page.goto('/sign-up');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
