import { apiUser, insertTenders } from './api-helpers';
import { createAccount, openSignedIn } from './auth-helpers';
import { expect, test } from './fixtures';

test('the profile card shows who the user is and their numbers, and Edit profile opens Settings', async ({
  page,
}) => {
  const account = await createAccount('profile-card');
  await insertTenders(await apiUser(account), [
    { reference_number: 'P-1', title: 'Won one', client: 'City', status: 'won' },
    { reference_number: 'P-2', title: 'Open one', client: 'City' },
  ]);
  await openSignedIn(page, account);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect(page.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
  await expect(page.getByRole('main').getByText(account.email)).toBeVisible();
  await expect(page.getByText('Administrator')).toBeVisible();
  const number = (label: string) =>
    page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
  await expect(number('Tenders created')).toHaveText('2');
  await expect(number('Tenders won')).toHaveText('1');
  await expect(number('Tasks completed')).toHaveText('0');

  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/app\/settings\?tab=profile$/);
  await expect(page.getByLabel('Full name')).toHaveValue('Grace Hopper');
});
