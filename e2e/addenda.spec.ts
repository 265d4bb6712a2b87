// Addenda end to end: record an addendum that moves the submission date; the tender shows the
// new date and the deadline history says old → new, who and through which addendum; an edit of
// the tender's inquiry deadline is kept too. The tab and the dialog have no axe violations in
// light and dark at 1280 and 375 px.
import { apiUser, localDate } from './api-helpers';
import { createAccount, failedResource, openSignedIn } from './auth-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

test('record an addendum that moves the submission date and see the history', async ({
  page,
  allowConsoleErrors,
}) => {
  test.slow();
  // The second addendum numbered 2 is refused by the database (409), as the test intends.
  allowConsoleErrors(failedResource(409, 'Conflict'));
  const account = await createAccount('addenda');
  const user = await apiUser(account);
  const [tender] = await user.rest<{ id: string }[]>('tenders', {
    method: 'POST',
    prefer: 'return=representation,missing=default',
    body: [
      {
        reference_number: 'ADD-2026-01',
        title: 'Quay extension',
        client: 'Port Authority',
        status: 'in-development',
        inquiry_submission_date: '2030-03-01',
        tender_submission_date: '2030-03-15',
      },
    ],
  });
  await openSignedIn(page, account);
  await page.goto(`/app/tenders/${tender!.id}?tab=addenda`);
  await expect(page.getByText('No addenda recorded.')).toBeVisible();
  await expect(page.getByText('No deadline has changed since the tender was created.')).toBeVisible();

  await page.getByRole('button', { name: 'Record addendum' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record addendum' });
  await expect(dialog.getByLabel('Date')).toHaveValue(localDate(0));
  await dialog.getByLabel('Number').fill('2');
  await dialog.getByLabel('Summary').fill('A second quay section; the submission moves two weeks.');
  await dialog.getByLabel('Moves the submission deadline').check();
  await dialog.getByLabel('New submission deadline').fill('2030-03-29');
  await expectNoAxeViolations(page, 'the addendum dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Addendum recorded')).toBeVisible();

  await expect(page.getByRole('list', { name: 'Addenda' })).toContainText('Addendum 2');
  const history = page.getByRole('list', { name: 'Deadline history' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText('Submission deadline: Mar 15, 2030 → Mar 29, 2030');
  await expect(history).toContainText('by addendum 2');

  // The same number again is refused under its field, and nothing typed is lost.
  await page.getByRole('button', { name: 'Record addendum' }).click();
  await dialog.getByLabel('Number').fill('2');
  await dialog.getByLabel('Summary').fill('Typed text');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This tender already has an addendum with this number')).toBeVisible();
  await expect(dialog.getByLabel('Summary')).toHaveValue('Typed text');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /Discard/ })
    .click();

  await expectNoAxeViolations(page, 'the Addenda tab', { widths: [1280, 375] });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByText('Mar 29, 2030')).toBeVisible();
});
