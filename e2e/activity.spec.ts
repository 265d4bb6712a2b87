// The Activity tab end to end: a tender renamed through its Edit dialog and a task moved in
// the List View appear on the tab in plain words, with who, under today; the workspace's
// activity page lists them with their tender and filters by kind and person in its address.
// Both have no axe violations in light and dark at 1280 and 375 px.
import { apiUser } from './api-helpers';
import { createAccount, openSignedIn } from './auth-helpers';
import { toast } from './documents-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

test('a tender and a task changed through the app are on the Activity tab', async ({ page }) => {
  test.slow();
  const account = await createAccount('activity');
  const user = await apiUser(account);
  const [tender] = await user.rest<{ id: string; workspace_id: string }[]>('tenders', {
    method: 'POST',
    prefer: 'return=representation,missing=default',
    body: [{ reference_number: 'ACT-2026-01', title: 'Quay crane', client: 'Port Authority' }],
  });
  await user.rest('tasks', {
    method: 'POST',
    prefer: 'missing=default',
    body: [{ tender_id: tender!.id, workspace_id: tender!.workspace_id, name: 'Site visit' }],
  });
  const who = `${account.firstName} ${account.lastName}`;

  await openSignedIn(page, account);
  await page.goto(`/app/tenders/${tender!.id}?view=list`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Tender' });
  await dialog.getByLabel('Title').fill('Quay crane repair');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Tender updated successfully')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status of Site visit' }).click();
  await page.getByRole('option', { name: 'In Progress' }).click();
  await expect(toast(page, 'Task status updated to In Progress')).toBeVisible();

  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page).toHaveURL(/tab=activity/);
  const panel = page.getByRole('tabpanel', { name: 'Activity' });
  const entries = panel.getByRole('listitem');
  await expect(entries.first()).toContainText(`${who} moved "Site visit" from Not Started to In Progress`);
  await expect(entries.nth(1)).toContainText(`${who} renamed the tender "Quay crane" to "Quay crane repair"`);
  await expect(panel.getByText(`${who} added the task "Site visit"`)).toBeVisible();
  await expect(panel.getByText(`${who} created the tender "Quay crane"`)).toBeVisible();

  await expectNoAxeViolations(page, 'the Activity tab', { widths: [1280, 375] });

  // The workspace's page: every tender's entries, each naming its tender; filtered by kind in the URL.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: /^Activity/ }).click();
  await expect(page).toHaveURL(/\/app\/activity$/);
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  const log = page.getByRole('list').filter({ hasText: 'moved "Site visit"' });
  await expect(log.getByRole('listitem').first()).toContainText(
    `${who} moved "Site visit" from Not Started to In Progress · Quay crane repair`,
  );
  // Signing up made the workspace: no one signed in yet, so TenderFlow signs the entry.
  await expect(page.getByText(`TenderFlow added ${who} to the workspace as Admin`)).toBeVisible();
  await page.getByLabel('Kind').selectOption({ label: 'Tenders' });
  await expect(page).toHaveURL(/kind=tender/);
  await expect(page.getByText(/moved "Site visit"/)).toHaveCount(0);
  await expect(page.getByText(`${who} renamed the tender "Quay crane" to "Quay crane repair"`)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Kind')).toHaveValue('tender');
  await expect(page.getByText(/added the task/)).toHaveCount(0);
  await page.getByLabel('Person').selectOption({ label: who });
  await expect(page).toHaveURL(/person=/);
  await expect(page.getByText(`${who} created the tender "Quay crane"`)).toBeVisible();
  await expectNoAxeViolations(page, 'the activity page', { widths: [1280, 375] });
});
