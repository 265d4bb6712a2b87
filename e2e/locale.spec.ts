import { fillSignUp, newAccount } from './auth-helpers';
import { expect, test } from './fixtures';

// A UK bid manager: the browser says en-GB, so the new workspace's tenders start in pounds and
// every date is written day first, in the order the date fields take.
test.use({ locale: 'en-GB' });

test('an en-GB sign-up: tenders start in pounds, and every date is written day first, as the date fields take it', async ({
  page,
}) => {
  const account = newAccount('gb');
  await page.goto('/sign-up');
  await fillSignUp(page, account);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  await page.getByRole('link', { name: /All Tenders/ }).click();
  await page.getByRole('link', { name: 'Create a tender' }).click();
  await expect(page.getByRole('combobox', { name: 'Currency' })).toContainText('GBP');
  await page.getByLabel('Reference Number').fill('RFQ-GB-1');
  await page.getByLabel('Client').fill('Ridgeline Council');
  await page.getByLabel('Title').fill('Car park resurfacing');
  const submission = page.getByLabel('Last Date for Tender Submission');
  await submission.fill('2030-03-29');
  await expect(submission).toHaveAccessibleDescription('Format: DD/MM/YYYY · 29 Mar 2030');
  await page.getByRole('button', { name: 'Create Tender' }).click();

  await expect(page.getByRole('heading', { name: 'Car park resurfacing', level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('29 Mar 2030');
  await expect(page.getByRole('main')).not.toContainText('Mar 29, 2030');
  await page.getByRole('link', { name: /All Tenders/ }).click();
  await expect(page.getByRole('row', { name: /Car park resurfacing/ })).toContainText('29 Mar 2030');
});
