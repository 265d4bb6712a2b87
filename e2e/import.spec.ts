// Import end to end: a CSV (semicolon-separated, other header names, day/month dates chosen
// once) and an .xlsx workbook with good and bad rows go through the wizard; the values matched,
// the report's counts, the failed rows file, and an open row with its default tasks (asked
// for) in the list. Then our own 'Export CSV' file, outcomes included, imports into a new
// workspace and exports back identical. Axe on every step, light and dark.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import writeExcelFile from 'write-excel-file/node';
import { createAccount, openSignedIn } from './auth-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

const CSV = [
  'Ref;Tender title;Buyer;Stage;Closing date;Value',
  'IMP-001;Harbour crane refit;Port of Northwind;In progress;03/04/2030;1.250.000,50',
  'IMP-002;School roof;City of Eastvale;Awarded;25/05/2030;98 000',
  'IMP-003;Road salt;County;Pending;01/06/2030;',
  'IMP-004;;County;Open;02/06/2030;',
].join('\r\n');

async function upload(page: Page, name: string, buffer: Buffer) {
  await page
    .getByLabel('File', { exact: true })
    .setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
  await expect(page.getByRole('status').filter({ hasText: name })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
}

/** A count of the report: the figure under its label. */
const count = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');

async function downloadText(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
}

test('import a CSV and an xlsx with good and bad rows, and download the failed rows', async ({ page }) => {
  test.slow();
  await openSignedIn(page, await createAccount('import'), '/app/tenders');
  await page.getByRole('link', { name: 'Import' }).click();
  await expect(page.getByRole('heading', { name: 'Import tenders', level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '1. Upload' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expectNoAxeViolations(page, 'the Upload step', { widths: [1280, 375] });
  await page.setViewportSize({ width: 1280, height: 900 });

  await upload(page, 'register.csv', Buffer.from(CSV, 'utf8'));
  await expect(page.getByRole('combobox', { name: 'Field for column Ref' })).toHaveValue('reference_number');
  await expect(page.getByRole('combobox', { name: 'Field for column Buyer' })).toHaveValue('client');
  await expect(page.getByRole('combobox', { name: 'Field for column Closing date' })).toHaveValue(
    'tender_submission_date',
  );
  await expectNoAxeViolations(page, 'the Map columns step', { widths: [1280, 375] });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Match values', level: 2 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: "Status for 'In progress'" })).toHaveValue(
    'in-development',
  );
  await expect(page.getByRole('combobox', { name: "Status for 'Pending'" })).toHaveValue('');
  await expectNoAxeViolations(page, 'the Match values step', { widths: [1280, 375] });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Next' }).click();

  // 03/04/2030 reads either way (25/05/2030 alone would settle it, so the order is not asked).
  await expect(
    page.getByText(
      '3 rows ready to import. 1 row of them with values left empty. 1 row with problems will not be imported.',
    ),
  ).toBeVisible();
  const problems = page.getByRole('region', { name: 'Rows with problems' });
  await expect(problems.getByRole('listitem')).toHaveText(['Line 5: missing title']);
  await expect(page.getByRole('region', { name: 'Values left empty' }).getByRole('listitem')).toHaveText([
    "Line 4: unknown status 'Pending': left empty",
  ]);
  const preview = page.getByRole('table', { name: 'The first rows as they will be stored' });
  await expect(preview.getByRole('row').nth(1)).toContainText(
    'IMP-001In DevelopmentPort of NorthwindHarbour crane refit2030-04-031250000.5',
  );
  await expectNoAxeViolations(page, 'the Preview step', { widths: [1280, 375] });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(
    page.getByText('None of the 3 rows has a reference number this workspace or an earlier row already has.'),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: 'Create tasks and checklists for open tenders' }).check();
  await expectNoAxeViolations(page, 'the Duplicates step');

  // The Import step while its batch is on its way: the request is held (then sent as it was).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/rpc/import_tenders', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(page.getByText('0 of 3 rows done')).toBeVisible();
  await expectNoAxeViolations(page, 'the Import step', { widths: [1280, 375] });
  await page.setViewportSize({ width: 1280, height: 900 });
  release();

  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible();
  await expect(count(page, 'Imported')).toHaveText('3');
  await expect(count(page, 'Failed')).toHaveText('1');
  await expectNoAxeViolations(page, 'the Report step', { widths: [1280, 375] });
  await page.setViewportSize({ width: 1280, height: 900 });
  const failed = await downloadText(page, 'Download failed rows');
  expect(failed.name).toMatch(/^tenders-import-failed-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(failed.text.split('\r\n').slice(0, 3)).toEqual([
    '\uFEFFRef,Tender title,Buyer,Stage,Closing date,Value,Line,Reason',
    'IMP-004,,County,Open,02/06/2030,,5,missing title',
    '',
  ]);

  // An open row, with the default tasks of a tender created by hand (asked for).
  await page.getByRole('link', { name: 'View tenders' }).click();
  await page.getByRole('link', { name: 'Harbour crane refit' }).click();
  await expect(page.getByRole('button', { name: 'Review tender documents', exact: true })).toBeVisible();

  // An .xlsx: its second sheet, chosen; a row already imported is skipped.
  await page.goto('/app/tenders/import');
  const workbook = await writeExcelFile([
    { sheet: 'Notes', data: [[{ value: 'Nothing here' }]] },
    {
      sheet: 'Tenders',
      data: [
        [{ value: 'Reference #' }, { value: 'Title' }, { value: 'Client' }, { value: 'Submission Date' }],
        [
          { value: 'IMP-001' },
          { value: 'Harbour crane refit' },
          { value: 'Port' },
          { value: new Date(Date.UTC(2030, 3, 3)), format: 'dd/mm/yyyy' },
        ],
        [
          { value: 'XL-1' },
          { value: 'Depot lighting' },
          { value: 'Transit' },
          { value: new Date(Date.UTC(2030, 6, 1)), format: 'dd/mm/yyyy' },
        ],
        [{ value: 'XL-2' }, { value: 'Bus shelters' }, { value: 'Transit' }, { value: 'soon' }],
      ],
    },
  ]).toBuffer();
  await page
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'register.xlsx', mimeType: 'application/octet-stream', buffer: workbook });
  await page.getByLabel('Sheet').selectOption('Tenders');
  await expect(
    page.getByRole('status').filter({ hasText: 'register.xlsx: 3 rows, 4 columns' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('region', { name: 'Values left empty' }).getByRole('listitem')).toHaveText([
    "Line 4: a date that cannot be read: 'soon': left empty",
  ]);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByText('1 row of 3 has a reference number this workspace or an earlier row already has.'),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Rows with a reference number that exists' }).getByRole('listitem'),
  ).toHaveText(['Line 2: IMP-001 exists already: skipped, the tender kept as it is']);
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(count(page, 'Imported')).toHaveText('2');
  await expect(count(page, 'Skipped')).toHaveText('1');
  await expect(count(page, 'Failed')).toHaveText('0');
  await expect(
    page.getByRole('region', { name: 'Skipped and updated rows' }).getByRole('listitem'),
  ).toHaveText(['Line 2: skipped: the reference number exists already, and that tender was kept']);
  await expectNoAxeViolations(page, 'the Report step with its lists', { widths: [1280, 375] });
});

test('our own export, outcomes included, imports into a new workspace and exports back identical', async ({
  page,
}) => {
  test.slow();
  // The demo workspace's 40 tenders, every field in use.
  await openSignedIn(
    page,
    { email: 'demo@example.com', password: 'demo-password' },
    '/app/tenders?sort=reference',
  );
  const exported = await downloadText(page, 'Export CSV');
  expect(exported.text.split('\r\n')[0]).toContain('Award Date,Winner,Winning Price,Our Rank,Loss Reason');

  await openSignedIn(page, await createAccount('roundtrip'), '/app/tenders/import');
  await upload(page, exported.name, Buffer.from(exported.text, 'utf8'));
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^40 rows ready to import\.$/)).toBeVisible();
  // Every column of the export mapped: at 1280 px the title and client keep 12rem (the table
  // scrolls sideways) rather than squeezing to a few letters.
  await page.setViewportSize({ width: 1280, height: 900 });
  const firstRow = page
    .getByRole('table', { name: 'The first rows as they will be stored' })
    .getByRole('row')
    .nth(1);
  for (const column of [3, 4]) {
    const box = await firstRow.getByRole('cell').nth(column).boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(190);
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Import 40 rows' }).click();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible();

  await page.goto('/app/tenders?sort=reference');
  const again = await downloadText(page, 'Export CSV');
  expect(again.text).toBe(exported.text);
});
