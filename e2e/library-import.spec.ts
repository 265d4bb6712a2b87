// Bringing old answers in, end to end: a small CSV and a small Word document (made here with
// the docx package) go through the library's import view and their entries appear in the
// library; the .docx is read in its worker in a real browser; a spreadsheet row without an
// answer is left out and comes back in the failed-rows file. axe on the steps, light and dark.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { createAccount, openSignedIn } from './auth-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

const CSV = [
  'Question;Answer;Category;Tags',
  'Quality policy;We hold ISO 9001.;Quality;iso, quality',
  'Carbon reduction plan;Net zero by 2040.;Carbon;carbon; net zero',
  'Fleet policy;;;fleet',
].join('\r\n');

async function wordFile(): Promise<Buffer> {
  const heading = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_1 });
  const document = new Document({
    sections: [
      {
        children: [
          heading('Modern slavery statement'),
          new Paragraph({
            children: [new TextRun('We audit our '), new TextRun({ text: 'supply chain', bold: true })],
          }),
          heading('Social value'),
          new Paragraph({ text: 'Apprenticeships every year', bullet: { level: 0 } }),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

async function importFile(page: Page, name: string, buffer: Buffer, read: RegExp) {
  await page.getByRole('link', { name: 'Import answers' }).click();
  await expect(page.getByRole('heading', { name: 'Import answers', level: 1 })).toBeVisible();
  await page
    .getByLabel('File', { exact: true })
    .setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
  await expect(page.getByRole('status').filter({ hasText: read })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
}

test('import answers from a CSV and a Word document and find them in the library', async ({ page }) => {
  test.slow();
  await openSignedIn(page, await createAccount('library-import'), '/app/library');

  await importFile(page, 'answers.csv', Buffer.from(CSV, 'utf8'), /answers\.csv: 3 rows, 4 columns/);
  await expect(page.getByRole('combobox', { name: 'Field for column Question' })).toHaveValue('title');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByText("Line 3: 'Carbon' is a new category: it is added to the library's categories"),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the preview of a spreadsheet', { widths: [1280, 375] });
  await page.getByRole('combobox', { name: 'Import as' }).selectOption('approved');
  await page.getByRole('button', { name: 'Import 2 answers' }).click();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible();
  const leftOut = page.locator('dl > div').filter({ has: page.getByRole('term').getByText('Left out') });
  await expect(leftOut.getByRole('definition')).toHaveText('1');
  await expectNoAxeViolations(page, 'the Report step', { widths: [1280, 375] });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download failed rows' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^answers-import-failed-\d{4}-\d{2}-\d{2}\.csv$/);
  expect((await readFile((await download.path())!, 'utf8')).split('\r\n').slice(0, 3)).toEqual([
    '\uFEFFQuestion,Answer,Category,Tags,Line,Reason',
    'Fleet policy,,,fleet,4,the answer is empty',
    '',
  ]);
  await page.getByRole('link', { name: 'Go to the answer library' }).click();
  const answers = page.getByRole('list', { name: 'Answers' });
  await expect(answers.getByText('Carbon reduction plan')).toBeVisible();
  await expect(answers.getByText('Quality policy')).toBeVisible();

  await importFile(page, 'answers.docx', await wordFile(), /answers\.docx: 1 heading level/);
  await expect(page.getByRole('combobox', { name: 'Questions are the headings of' })).toHaveValue('1');
  await expect(page.getByText('2 answers found.')).toBeVisible();
  await expectNoAxeViolations(page, 'the Split on headings step', { widths: [1280, 375] });
  await page.getByRole('button', { name: 'Next' }).click();
  const preview = page.getByRole('table', { name: 'The first answers as they will be stored' });
  await expect(preview.getByRole('row').nth(1)).toContainText('We audit our supply chain');
  await expect(preview.getByRole('row').nth(1).locator('strong')).toHaveText('supply chain');
  await page.getByRole('button', { name: 'Import 2 answers' }).click();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the answer library' }).click();
  await expect(answers.getByText('Modern slavery statement')).toBeVisible();
  await expect(answers.getByText('Social value', { exact: true })).toBeVisible();
  await expect(answers.locator(':scope > li')).toHaveCount(4);
});
