// The compliance checklist end to end: paste requirements (lines and a spreadsheet row marked
// optional), edit one in place, work through them, see the progress; marking the tender Submitted with a
// mandatory one incomplete asks first, naming it, and the confirmation is recorded. axe on the
// tab, the paste dialog, a requirement edited in place and the confirmation, light and dark.
import { apiUser } from './api-helpers';
import { createAccount, openSignedIn } from './auth-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

test('fill a checklist and meet the confirmation on submit', async ({ page }) => {
  test.slow();
  const account = await createAccount('requirements');
  const user = await apiUser(account);
  const [tender] = await user.rest<{ id: string }[]>('tenders', {
    method: 'POST',
    prefer: 'return=representation,missing=default',
    body: [
      {
        reference_number: 'REQ-2026-01',
        title: 'School roofs',
        client: 'Education Board',
        status: 'in-development',
      },
    ],
  });
  await openSignedIn(page, account);
  await page.goto(`/app/tenders/${tender!.id}?tab=requirements`);
  await expect(page.getByText('No requirements yet. Paste them from the tender documents.')).toBeVisible();

  await page.getByRole('button', { name: 'Add requirements' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add requirements' });
  await dialog
    .getByLabel('Requirements')
    .fill('ISO 9001 certificate\nMethod statement\nCase studies\t§4.2\tOptional\n');
  await expect(dialog.getByText('3 requirements to add')).toBeVisible();
  await expectNoAxeViolations(page, 'the paste dialog');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();

  const list = page.getByRole('list', { name: 'Requirements' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').nth(2)).toContainText('Optional · §4.2');
  await expect(page.getByText('0 of 3 complete · mandatory 0 of 2')).toBeVisible();

  // A requirement is edited in place: its words, and optional made mandatory.
  await list.getByRole('button', { name: 'Edit requirement: Case studies' }).click();
  const editing = list.getByRole('listitem').nth(2);
  await editing.getByLabel('Requirement').fill('Three case studies');
  await editing.getByLabel('Mandatory').check();
  await expectNoAxeViolations(page, 'a requirement edited in place', { widths: [1280, 375] });
  await page.setViewportSize({ width: 1280, height: 900 });
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(list.getByRole('listitem').nth(2)).toContainText('Three case studiesMandatory · §4.2');
  await expect(page.getByText('0 of 3 complete · mandatory 0 of 3')).toBeVisible();
  await list.getByRole('listitem').nth(2).getByLabel('Status').selectOption('not-applicable');
  await list.getByRole('listitem').nth(0).getByLabel('Status').selectOption('complete');
  await expect(page.getByText('1 of 2 complete · mandatory 1 of 2')).toBeVisible();
  await expectNoAxeViolations(page, 'the Requirements tab', { widths: [1280, 375] });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('tab', { name: 'Overview' }).click();
  await page.getByRole('combobox', { name: 'Change status' }).click();
  await page.getByRole('option', { name: 'Submitted' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Submit with mandatory requirements incomplete?' });
  await expect(confirm).toContainText('These mandatory requirements are not complete: Method statement.');
  // The pointer stays where the status was picked, which can be over the dialog's button; axe
  // checks the dialog as it opens, not its hover state.
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page, 'the submit confirmation');
  await confirm.getByRole('button', { name: 'Mark as Submitted' }).click();
  await expect(page.getByRole('combobox', { name: 'Change status' })).toHaveText('Submitted');

  const overrides = await user.rest<{ incomplete: string[]; confirmed_by: string }[]>(
    `requirement_overrides?tender_id=eq.${tender!.id}&select=incomplete,confirmed_by`,
  );
  expect(overrides).toEqual([{ incomplete: ['Method statement'], confirmed_by: user.userId }]);

  // The list's Requirements column (from 1280 px wide).
  await page.goto('/app/tenders');
  await expect(page.getByRole('row', { name: /School roofs/ })).toContainText('1/2 complete');
  await expect(page.getByRole('row', { name: /School roofs/ })).toContainText('mandatory 1/2');
});
