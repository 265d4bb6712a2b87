// The answer library end to end: a manager (the workspace's admin) writes and approves an
// answer, links it to two requirements of a tender, adapts one and makes it the other's
// evidence, downloads the response (the .docx opened here: cover, both answers, 'Not yet
// answered'), marks the tender won and sees 'won 1' on the entry; on a phone the library's
// filters fold behind 'Filters'. axe on the library, the editor and the search, light and dark.
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { apiUser } from './api-helpers';
import { createAccount, openSignedIn } from './auth-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

const TITLE = 'Describe your quality management system';
const BODY = 'We are certified to ISO 9001 and audit every project monthly.';
const ADAPTED = 'For the Board we audit every school site weekly.';

/** The paragraphs' text of a .docx (word/document.xml without its markup). */
async function docxText(path: string): Promise<string> {
  const xml = strFromU8(unzipSync(await readFile(path))['word/document.xml']!);
  return xml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&');
}

test('write, approve, link, adapt, download the response and see the win', async ({ page }) => {
  test.slow();
  const account = await createAccount('library', { company: 'Roofwise Ltd' });
  const user = await apiUser(account);
  const [tender] = await user.rest<{ id: string; workspace_id: string }[]>('tenders', {
    method: 'POST',
    prefer: 'return=representation,missing=default',
    body: [
      {
        reference_number: 'LIB-2026-07',
        title: 'School roofs',
        client: 'Education Board',
        status: 'submitted',
      },
    ],
  });
  await user.rest('tender_requirements', {
    method: 'POST',
    body: ['Quality management', 'Quality on site', 'Three case studies'].map((requirement, i) => ({
      tender_id: tender!.id,
      workspace_id: tender!.workspace_id,
      requirement,
      position: i + 1,
    })),
  });
  await openSignedIn(page, account);

  // Write and approve.
  await page.goto('/app/library');
  await page.getByRole('button', { name: 'New answer' }).click();
  const editor = page.getByRole('dialog', { name: 'New answer' });
  await editor.getByLabel('Question or title').fill(TITLE);
  await editor.getByLabel('Answer', { exact: true }).fill(BODY);
  await editor.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Approved' }).click();
  await expectNoAxeViolations(page, 'the editor');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  const answers = page.getByRole('list', { name: 'Answers' });
  await expect(answers.getByRole('listitem').filter({ hasText: TITLE })).toContainText('Approved');
  await expectNoAxeViolations(page, 'the library');

  // The search marks the words it matched.
  await page.getByLabel('Search answers').fill('quality');
  await expect(answers.locator('mark').first()).toHaveText(/quality/i);
  await expectNoAxeViolations(page, 'the search');

  // On a phone the filters fold behind 'Filters', which counts the active ones.
  await page.setViewportSize({ width: 375, height: 800 });
  const filters = page.getByRole('button', { name: /^Filters/ });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Category')).toBeHidden();
  await filters.click();
  await page.getByLabel('Status').selectOption('approved');
  await expect(filters).toHaveAccessibleName('Filters, 1 active');
  await expect(answers.getByRole('listitem').filter({ hasText: TITLE })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(filters).toBeHidden();
  await expect(page.getByLabel('Category')).toBeVisible();

  // Link it to two requirements, adapt the second.
  await page.goto(`/app/tenders/${tender!.id}?tab=requirements`);
  // The checklist's own rows (each holds a list of its answers too).
  const rows = page.getByRole('list', { name: 'Requirements' }).locator(':scope > li');
  for (const i of [0, 1]) {
    await rows.nth(i).getByRole('button', { name: 'Find an answer' }).click();
    const find = page.getByRole('dialog', { name: 'Find an answer' });
    await find.getByRole('button', { name: `Link ${TITLE}` }).click();
    await expect(find.getByText('Linked')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(find).toBeHidden();
  }
  await rows
    .nth(1)
    .getByRole('button', { name: `Adapt ${TITLE}` })
    .click();
  const adapt = page.getByRole('dialog', { name: 'Adapt for this tender' });
  await adapt.getByLabel('Adapted answer').fill(ADAPTED);
  await adapt.getByRole('button', { name: 'Save' }).click();
  await expect(adapt).toBeHidden();
  await expect(rows.nth(1)).toContainText('Adapted for this tender');
  await expect(rows.nth(0)).toContainText('Used as is');
  // A linked answer can be the requirement's evidence.
  await rows.nth(0).getByLabel('Evidence').selectOption({ label: TITLE });
  await expect(rows.nth(0).getByLabel('Evidence')).toHaveValue(/^answer:/);

  // The response document.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download response' }).click();
  const text = await docxText(await (await downloading).path());
  for (const cover of ['LIB-2026-07', 'School roofs', 'Education Board', 'Roofwise Ltd'])
    expect(text).toContain(cover);
  expect(text).toContain(BODY);
  expect(text).toContain(ADAPTED);
  expect(text.split(BODY)).toHaveLength(2);
  expect(text).toMatch(/Not yet answered[\s\S]*Three case studies/);

  // Won: the entry counts it.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await page.getByRole('combobox', { name: 'Change status' }).click();
  await page.getByRole('option', { name: 'Won', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Change status' })).toHaveText('Won');
  await page.goto('/app/library');
  await expect(answers.getByRole('listitem').filter({ hasText: TITLE })).toContainText(
    'Used in 1 bid · won 1 · lost 0 · 0 undecided',
  );
});
