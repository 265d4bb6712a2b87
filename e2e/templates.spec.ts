// Checklist templates end to end: an admin gives Framework Agreement a task and a requirement
// of its own in Settings → Templates, then creates a tender of that type and finds them on it,
// the task after the standard ones it adds to. The tab and its dialog have no axe violations in light and
// dark at 1280 and 375 px.
import { localDate } from './api-helpers';
import { createAccount, openSignedIn } from './auth-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

test('edit a template and create a tender of that type', async ({ page }) => {
  test.slow();
  await openSignedIn(page, await createAccount('templates'), '/app/settings?tab=templates');
  const tasks = page.getByRole('region', { name: 'Default tasks' });
  const requirements = page.getByRole('region', { name: 'Default requirements' });
  await expect(tasks.getByText('Review tender documents')).toBeVisible();
  await expectNoAxeViolations(page, 'Settings → Templates', { widths: [1280, 375] });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('combobox', { name: 'Tender type' }).click();
  await page.getByRole('option', { name: 'Framework Agreement' }).click();
  await expect(tasks.getByText(/No default tasks of its own/)).toBeVisible();
  await tasks.getByRole('button', { name: 'Add task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add task template' });
  await dialog.getByLabel('Task name').fill('Price the rate card');
  await dialog.getByLabel('Due days before the submission deadline').fill('14');
  await expectNoAxeViolations(page, 'the task template dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(tasks.getByText('Due 14 days before the submission deadline')).toBeVisible();
  const gets = page.getByRole('region', { name: 'Tasks a new tender of type Framework Agreement gets' });
  await expect(gets.getByRole('listitem')).toHaveCount(9);
  await expect(gets.getByRole('listitem').last()).toContainText('Price the rate card');
  await expectNoAxeViolations(page, "Settings → Templates, a type's choice and its list");

  await requirements.getByRole('button', { name: 'Add requirement' }).click();
  const requirementDialog = page.getByRole('dialog', { name: 'Add requirement template' });
  await requirementDialog.getByLabel('Requirement').fill('Signed rate card in the buyer’s format');
  await requirementDialog.getByLabel('Source').fill('Schedule 3');
  await requirementDialog.getByRole('button', { name: 'Save' }).click();
  await expect(requirementDialog).toBeHidden();
  await expect(requirements.getByText('Mandatory · Schedule 3')).toBeVisible();

  // More at once: a pasted list, as on a tender; then one edited in place.
  await requirements.getByRole('button', { name: 'Paste requirements' }).click();
  const paste = page.getByRole('dialog', { name: 'Add requirements' });
  await paste
    .getByLabel('Requirements')
    .fill('Framework pricing schedule\nSocial value plan\tSection 9\tOptional\n');
  await expect(paste.getByText('2 requirements to add')).toBeVisible();
  await expectNoAxeViolations(page, 'the paste dialog of the templates');
  await paste.getByRole('button', { name: 'Add' }).click();
  await expect(paste).toBeHidden();
  await expect(requirements.getByText('Optional · Section 9')).toBeVisible();
  await requirements.getByRole('button', { name: 'Edit Social value plan' }).click();
  await requirements.getByLabel('Requirement').fill('Social value plan (10% of the score)');
  await expectNoAxeViolations(page, 'a default requirement edited in place', { widths: [1280, 375] });
  await page.setViewportSize({ width: 1280, height: 900 });
  await requirements.getByRole('button', { name: 'Save' }).click();
  await expect(requirements.getByText('Social value plan (10% of the score)')).toBeVisible();

  await page.goto('/app/tenders/new');
  await page.getByLabel('Reference Number').fill('FA-2026-07');
  await page.getByLabel('Client').fill('Regional Council');
  await page.getByLabel('Title').fill('Road maintenance framework');
  await page.getByLabel('Last Date for Inquiry Submission').fill(localDate(10));
  await page.getByLabel('Last Date for Tender Submission').fill(localDate(30));
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Framework Agreement', exact: true }).click();
  await page.getByRole('button', { name: 'Create Tender' }).click();

  await expect(page.getByRole('heading', { name: 'Road maintenance framework', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Price the rate card', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review tender documents', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Requirements' }).click();
  await expect(page.getByText('Signed rate card in the buyer’s format')).toBeVisible();
  await expect(page.getByText('Social value plan (10% of the score)')).toBeVisible();
  await expect(page.getByText('Framework pricing schedule')).toBeVisible();
});
