import { apiUser, localDate } from './api-helpers';
import { createAccount, openSignedIn } from './auth-helpers';
import { expect, test } from './fixtures';

test('on Slow 3G the Create Tender button shows it is busy, and repeated clicks and Enter create one tender', async ({
  page,
}) => {
  test.slow();
  const account = await createAccount('slow');
  await openSignedIn(page, account, '/app/tenders/new');
  await expect(page.getByRole('heading', { name: 'New Tender', level: 1 })).toBeVisible();
  await page.getByLabel('Reference Number').fill('RFP-SLOW-1');
  await page.getByLabel('Client').fill('Harbour Board');
  await page.getByLabel('Title').fill('Slow network survey');
  await page.getByLabel('Last Date for Inquiry Submission').fill(localDate(3));
  await page.getByLabel('Last Date for Tender Submission').fill(localDate(9));

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 2000,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  });

  const button = page.getByRole('button', { name: 'Create Tender' });
  await button.click({ clickCount: 3 });
  await page.getByLabel('Title').press('Enter');
  await page.getByLabel('Title').press('Enter');
  const busy = page.getByRole('button', { name: 'Creating...' });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute('aria-busy', 'true');

  await expect(page.getByText('Tender created successfully!')).toBeVisible({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const tenders = await (await apiUser(account)).rest<unknown[]>('tenders?select=id');
  expect(tenders).toHaveLength(1);
});
