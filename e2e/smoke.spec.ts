import { DEMO_USER, expect, test } from './fixtures';
import { fillSignUp, newAccount, signIn, signOut } from './auth-helpers';

test('sign up, see the app shell, sign out, sign in as the demo user', async ({ page, consoleErrors }) => {
  const account = newAccount('smoke');
  await page.goto('/sign-up');
  await fillSignUp(page, account);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('search')).toBeVisible();

  await signOut(page);
  await signIn(page, DEMO_USER);
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toContainText('demo@example.com');
  expect(consoleErrors).toEqual([]);
});
