// Clarification questions end to end: on a tender's Clarifications tab, add three questions,
// answer one, filter, export the log as CSV; the inquiry deadline's cue counts the drafts on the
// Overview, in the list and in the dashboard's upcoming deadlines. The tab and its dialog have
// no axe violations in light and dark at 1280 and 375 px.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { apiUser, localDate } from './api-helpers';
import { createAccount, openSignedIn } from './auth-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

async function addQuestion(page: Page, clause: string, question: string) {
  await page.getByRole('button', { name: 'Add question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add question' });
  await dialog.getByLabel('Clause').fill(clause);
  await dialog.getByLabel('Question').fill(question);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('add three questions, answer one, export the log; the drafts are counted at the inquiry deadline', async ({
  page,
}) => {
  test.slow();
  const account = await createAccount('clarifications');
  const user = await apiUser(account);
  const [tender] = await user.rest<{ id: string }[]>('tenders', {
    method: 'POST',
    prefer: 'return=representation,missing=default',
    body: [
      {
        reference_number: 'CLAR-2026-01',
        title: 'Harbour cranes',
        client: 'Port Authority',
        status: 'in-development',
        inquiry_submission_date: localDate(6),
        tender_submission_date: localDate(20),
      },
    ],
  });
  await openSignedIn(page, account);
  await page.goto(`/app/tenders/${tender!.id}`);
  await page.getByRole('tab', { name: 'Clarifications' }).click();
  await expect(page).toHaveURL(/\?tab=clarifications$/);
  await expect(page.getByText('No clarification questions yet.')).toBeVisible();

  await addQuestion(page, '4.2', 'Is the steel to be hot-dip galvanised?');
  await addQuestion(page, 'Annex B', 'Can we visit the site?');
  await addQuestion(page, '', 'Which crane class is expected?');
  const log = page.getByRole('list', { name: 'Clarification questions' });
  await expect(log.getByRole('listitem')).toHaveCount(3);
  await expect(log.getByRole('heading', { name: 'Question 3' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit question 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit question 1' });
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Answered' }).click();
  await dialog.getByLabel('Answer', { exact: true }).fill('Yes, to EN ISO 1461.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(log.getByText('Yes, to EN ISO 1461.')).toBeVisible();

  await page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: 'Draft' }).click();
  await expect(log.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: 'All' }).click();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('clarifications-CLAR-2026-01.csv');
  const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n');
  expect(lines[0]).toBe('\uFEFFNumber,Clause,Question,Asked by,Asked on,Status,Answer,Answered on');
  expect(lines[1]).toMatch(/^1,4\.2,Is the steel to be hot-dip galvanised\?,.+,\d{4}-\d{2}-\d{2},Answered,/);
  expect(lines[2]).toMatch(/^2,Annex B,Can we visit the site\?,.+,,Draft,,$/);
  expect(lines[3]).toMatch(/^3,,Which crane class is expected\?,.+,,Draft,,$/);

  await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();
  await expectNoAxeViolations(page, 'the Clarifications tab', { widths: [1280, 375] });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByRole('dialog', { name: 'Add question' })).toBeVisible();
  await expectNoAxeViolations(page, 'the question dialog');
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page).not.toHaveURL(/tab=/);
  await expect(page.getByText('2 questions still drafts')).toBeVisible();

  // The same cue in the list and in the dashboard's upcoming deadlines (the inquiry deadline is 6 days away).
  await page.goto('/app/tenders');
  await expect(page.getByRole('row', { name: /Harbour cranes/ })).toContainText('2 questions still drafts');
  await page.goto('/app/dashboard');
  await expect(page.getByRole('list', { name: 'Upcoming deadlines' }).getByRole('listitem')).toContainText([
    '2 questions still drafts',
  ]);
});
