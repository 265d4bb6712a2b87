// The tender import wizard against a real local stack, step by step: Upload (a file of the
// wrong type refused, a CSV's rows and columns, an .xlsx's other sheet re-read), Map columns
// (headers pre-matched, a required field left out, a field moving to another column),
// Preview and validate (the counts, the rows with problems, the date order asked once and
// the preview's dates following it), Duplicates (skipped, or updating the tender), Import
// and its Report (the counts, the failed rows file); a `user` cannot import at all.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as ImportPage } from '@/app/routes/app/tender-import';
import { supabase } from '@/lib/supabase';
import { signInApp } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { chosenFile, workbookFile } from '../fixtures/import/files';
import { insertTenders, tenderRow } from '../fixtures/tenders';
import { addMember, currentWorkspaceId } from '../fixtures/workspaces';
import { signUpUser, type SignedUpUser } from '../integration/helpers';
import { renderApp, workspaceRoute } from './render-app';

const backend = await startAppStack({ db: 'memory' });

let admin: SignedUpUser;
let member: SignedUpUser;
let workspaceId: string;

beforeAll(async () => {
  admin = await signUpUser(backend, { prefix: 'import' });
  workspaceId = await currentWorkspaceId(admin.client);
  member = await addMember(backend, admin, workspaceId, 'user', 'Uma');
});
beforeEach(() => signInApp(admin));
afterEach(() => vi.restoreAllMocks());
afterAll(() => backend.stop());

/** A register as a spreadsheet saves it: semicolons, other header names, day/month dates (25/05 settles it). */
const REGISTER = [
  'Ref;Tender title;Buyer;Stage;Closing date;Value',
  'IMP-001;Harbour crane refit;Port of Northwind;In progress;03/04/2030;1.250.000,50',
  'IMP-002;School roof;City of Eastvale;Awarded;25/05/2030;98 000',
  'IMP-003;Road salt;County;Pending;01/06/2030;',
  'IMP-004;;County;Open;02/06/2030;',
].join('\r\n');

async function renderImport() {
  const rendered = renderApp([workspaceRoute('*', <ImportPage />)]);
  expect(await screen.findByRole('heading', { name: 'Import tenders', level: 1 })).toBeInTheDocument();
  await screen.findByLabelText('File');
  return rendered;
}

const fileInput = () => screen.getByLabelText<HTMLInputElement>('File');
const nextButton = () => screen.getByRole('button', { name: 'Next' });
const currentStep = () =>
  within(screen.getByRole('list', { name: 'Import steps' })).getByRole('listitem', { current: 'step' });
const fieldFor = (header: string) =>
  screen.getByRole<HTMLSelectElement>('combobox', { name: `Field for column ${header}` });

/** Chooses the file and waits for the Upload step to say what it read. */
async function upload(user: ReturnType<typeof userEvent.setup>, file: File, read: string) {
  await user.upload(fileInput(), file);
  expect(await screen.findByText(read)).toBeInTheDocument();
}

/** The preview's rows below its header, each as the texts of its cells. */
const previewRows = () =>
  within(screen.getByRole('table', { name: 'The first rows as they will be stored' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

const regionLines = (name: string) => () =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const problemLines = regionLines('Rows with problems');
const warningLines = regionLines('Values left empty');
const duplicateLines = regionLines('Rows with a reference number that exists');
const repeatedLines = regionLines('Skipped and updated rows');

/** The report's counts: each figure under its label. */
function reportCounts(): Record<string, string | null> {
  const list = screen.getAllByRole('term')[0]!.closest('dl')!;
  const terms = within(list).getAllByRole('term');
  const figures = within(list).getAllByRole('definition');
  return Object.fromEntries(terms.map((term, i) => [term.textContent, figures[i]!.textContent]));
}

/** From Upload to the Duplicates step, the mapping and dates as the wizard guessed them. */
async function toDuplicates(user: ReturnType<typeof userEvent.setup>, file: File, read: string) {
  await upload(user, file, read);
  await user.click(nextButton());
  await user.click(nextButton());
  await user.click(nextButton());
  await user.click(nextButton());
  expect(currentStep()).toHaveTextContent('5. Duplicates');
}

/** Captures what downloadFile hands to the browser (jsdom has no object URLs, nor downloads). */
function captureDownloads() {
  const files: { name: string; text: Promise<string> }[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    // Decoded keeping the BOM (Blob.text() would drop it).
    files.push({
      name: '',
      text: blob.arrayBuffer().then((bytes) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)),
    });
    return 'blob:test';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.at(-1)!.name = this.download;
  });
  return {
    files,
    restore: () => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    },
  };
}

describe('Upload', () => {
  it('refuses a file of the wrong type, then reads a CSV and lets the user on', async () => {
    await renderImport();
    expect(currentStep()).toHaveTextContent('1. Upload');
    expect(fileInput()).toHaveAttribute('accept', expect.stringContaining('.csv,.xlsx'));
    expect(nextButton()).toBeDisabled();
    // The file dialog's "All files" lets any file through the input's accept list.
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(fileInput(), chosenFile('register.txt', REGISTER));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a .csv or .xlsx file.');
    expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
    expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining('Choose a .csv or .xlsx file.'));
    expect(nextButton()).toBeDisabled();

    await upload(anyFile, chosenFile('register.csv', REGISTER), 'register.csv: 4 rows, 6 columns');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fileInput()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByLabelText('Sheet')).not.toBeInTheDocument();
    expect(nextButton()).toBeEnabled();
    await anyFile.click(nextButton());
    expect(currentStep()).toHaveTextContent('2. Map columns');
  });

  it("offers an .xlsx file's sheets and reads the one chosen", async () => {
    const { user } = await renderImport();
    const workbook = await workbookFile([
      {
        sheet: 'Tenders',
        data: [
          ['Reference #', 'Title', 'Client', 'Submission Date'],
          ['XL-1', 'Depot lighting', 'Transit', new Date(Date.UTC(2030, 6, 1))],
          ['XL-2', 'Bus shelters', 'Transit', null],
          ['XL-3', 'Ticket machines', 'Transit', null],
        ],
      },
      {
        sheet: 'Notes',
        data: [
          ['Note', 'By'],
          ['Imported from the portal', 'Ada'],
        ],
      },
    ]);
    await upload(user, workbook, 'tenders.xlsx: 3 rows, 4 columns');
    const sheet = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sheet' });
    expect(sheet).toHaveValue('Tenders');
    expect([...sheet.options].map((option) => option.text)).toEqual(['Tenders', 'Notes']);

    await user.selectOptions(sheet, 'Notes');
    expect(await screen.findByText('tenders.xlsx: 1 row, 2 columns')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sheet' })).toHaveValue('Notes');
    await user.click(nextButton());
    expect(fieldFor('Note')).toHaveValue('');
    expect(fieldFor('By')).toHaveValue('');
    expect(screen.queryByRole('combobox', { name: 'Field for column Reference #' })).not.toBeInTheDocument();
    expect(screen.getByText('Map the required fields: Reference #, Client, Title')).toBeInTheDocument();
  });
});

describe('Map columns', () => {
  it('pre-matches the headers, asks for the required fields, and moves a field to the column given it', async () => {
    const { user } = await renderImport();
    await upload(user, chosenFile('register.csv', REGISTER), 'register.csv: 4 rows, 6 columns');
    await user.click(nextButton());
    expect(currentStep()).toHaveTextContent('2. Map columns');
    expect(fieldFor('Ref')).toHaveValue('reference_number');
    expect(fieldFor('Tender title')).toHaveValue('title');
    expect(fieldFor('Buyer')).toHaveValue('client');
    expect(fieldFor('Stage')).toHaveValue('status');
    expect(fieldFor('Closing date')).toHaveValue('tender_submission_date');
    expect(fieldFor('Value')).toHaveValue('estimated_value');
    expect(screen.queryByText(/^Map the required fields/)).not.toBeInTheDocument();
    expect(nextButton()).toBeEnabled();

    await user.selectOptions(fieldFor('Tender title'), "Don't import");
    expect(fieldFor('Tender title')).toHaveDisplayValue("Don't import");
    expect(screen.getByText('Map the required fields: Title')).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    expect(nextButton()).toHaveAccessibleDescription('Map the required fields: Title');

    // Client, given to the first column, leaves Buyer; Title then goes to Buyer.
    await user.selectOptions(fieldFor('Tender title'), 'Client (required)');
    expect(fieldFor('Tender title')).toHaveValue('client');
    expect(fieldFor('Buyer')).toHaveValue('');
    expect(screen.getByText('Map the required fields: Title')).toBeInTheDocument();
    await user.selectOptions(fieldFor('Buyer'), 'title');
    expect(fieldFor('Buyer')).toHaveValue('title');
    expect(fieldFor('Tender title')).toHaveValue('client');
    expect(screen.queryByText(/^Map the required fields/)).not.toBeInTheDocument();
    expect(nextButton()).toBeEnabled();

    await user.click(nextButton());
    expect(currentStep()).toHaveTextContent('3. Match values');
    await user.click(nextButton());
    expect(currentStep()).toHaveTextContent('4. Preview and validate');
    expect(previewRows()[0]).toEqual([
      '2',
      'IMP-001',
      'In Development',
      'Harbour crane refit',
      'Port of Northwind',
      '2030-04-03',
      '1250000.5',
    ]);
  });
});

describe('Preview and validate', () => {
  it('counts the rows ready and lists the rows with problems, the dates read as the file settles them', async () => {
    const { user } = await renderImport();
    await upload(user, chosenFile('register.csv', REGISTER), 'register.csv: 4 rows, 6 columns');
    await user.click(nextButton());
    await user.click(nextButton());
    await user.click(nextButton());
    expect(currentStep()).toHaveTextContent('4. Preview and validate');
    expect(
      screen.getByText(
        '3 rows ready to import. 1 row of them with values left empty. 1 row with problems will not be imported.',
      ),
    ).toBeInTheDocument();
    expect(problemLines()).toEqual(['Line 5: missing title']);
    expect(warningLines()).toEqual(["Line 4: unknown status 'Pending': left empty"]);
    const table = screen.getByRole('table', { name: 'The first rows as they will be stored' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Line', 'Reference #', 'Status', 'Client', 'Title', 'Submission Date', 'Estimated Value']);
    expect(previewRows()).toEqual([
      [
        '2',
        'IMP-001',
        'In Development',
        'Port of Northwind',
        'Harbour crane refit',
        '2030-04-03',
        '1250000.5',
      ],
      ['3', 'IMP-002', 'Won', 'City of Eastvale', 'School roof', '2030-05-25', '98000'],
      ['4', 'IMP-003', '—', 'County', 'Road salt', '2030-06-01', '—'],
    ]);
    // 25/05/2030 can only be day/month: the order is not asked.
    expect(screen.queryByRole('group', { name: 'Dates in this file' })).not.toBeInTheDocument();
    expect(nextButton()).toBeEnabled();
  });

  it('asks the date order when every date reads both ways, and stores the dates as chosen', async () => {
    const { user } = await renderImport();
    const file = chosenFile(
      'ambiguous.csv',
      'Ref,Title,Client,Closing date\nAMB-1,Depot,Transit,03/04/2030\nAMB-2,Shelters,Transit,05/06/2030\n',
    );
    await upload(user, file, 'ambiguous.csv: 2 rows, 4 columns');
    await user.click(nextButton());
    await user.click(nextButton());
    await user.click(nextButton());

    const choice = screen.getByRole('group', { name: 'Dates in this file' });
    expect(choice).toHaveTextContent(
      'Some dates can be read either way, such as 03/04/2030, 05/06/2030. How are they written?',
    );
    const dayFirst = within(choice).getByRole('radio', { name: 'Day/month/year (31/12/2026)' });
    const monthFirst = within(choice).getByRole('radio', { name: 'Month/day/year (12/31/2026)' });
    expect(dayFirst).not.toBeChecked();
    expect(monthFirst).not.toBeChecked();
    expect(
      screen.getByText('2 rows ready to import. 2 rows of them with values left empty.'),
    ).toBeInTheDocument();
    expect(warningLines()).toEqual([
      "Line 2: a date that cannot be read: '03/04/2030' (choose day/month or month/day): left empty",
      "Line 3: a date that cannot be read: '05/06/2030' (choose day/month or month/day): left empty",
    ]);
    // The order is a question to answer, not a date to leave empty.
    expect(nextButton()).toBeDisabled();
    expect(nextButton()).toHaveAccessibleDescription('Choose how the dates are written.');

    await user.click(dayFirst);
    expect(dayFirst).toBeChecked();
    expect(screen.getByText('2 rows ready to import.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Values left empty' })).not.toBeInTheDocument();
    expect(previewRows()).toEqual([
      ['2', 'AMB-1', 'Transit', 'Depot', '2030-04-03'],
      ['3', 'AMB-2', 'Transit', 'Shelters', '2030-06-05'],
    ]);
    expect(nextButton()).toBeEnabled();

    await user.click(monthFirst);
    expect(monthFirst).toBeChecked();
    expect(dayFirst).not.toBeChecked();
    expect(previewRows()).toEqual([
      ['2', 'AMB-1', 'Transit', 'Depot', '2030-03-04'],
      ['3', 'AMB-2', 'Transit', 'Shelters', '2030-05-06'],
    ]);
  });
});

/** Text as Excel's plain "CSV" saves it on a Western European Windows: Windows-1252 (£ 0xA3, € 0x80). */
const windows1252 = (text: string) =>
  Uint8Array.from([...text].map((char) => (char === '€' ? 0x80 : char.charCodeAt(0))));

/** Each tender of these references with how many tasks and requirements it has. */
async function workOf(references: string[]) {
  const { data: tenders, error } = await supabase
    .from('tenders')
    .select('id, reference_number')
    .eq('workspace_id', workspaceId)
    .in('reference_number', references);
  if (error) throw error;
  const counts: Record<string, string> = {};
  for (const tender of tenders) {
    const tasks = await supabase
      .from('tasks')
      .select('id', { count: 'exact', head: true })
      .eq('tender_id', tender.id);
    const requirements = await supabase
      .from('tender_requirements')
      .select('id', { count: 'exact', head: true })
      .eq('tender_id', tender.id);
    counts[tender.reference_number] = `${tasks.count} tasks, ${requirements.count} requirements`;
  }
  return counts;
}

describe('Match values', () => {
  it("matches each value of the choice columns, pre-matched from the app's words; an unreadable optional value imports empty, with a warning", async () => {
    const register = windows1252(
      [
        'Ref,Title,Client,Type,Channel,Status,Value,Closing date',
        'MV-1,Bridge,County,Mini-comp,Contracts Finder,Live,£1.2m,03/04/2030',
        'MV-2,Road,City,Open,Constructionline,Awaiting result,TBC,25/05/2030',
        'MV-3,Depot,Town,Framework call-off,Email,Won,€250k,01/06/2030',
      ].join('\r\n'),
    );
    const { user } = await renderImport();
    await upload(user, chosenFile('register.csv', register), 'register.csv: 3 rows, 8 columns');
    await user.click(nextButton());
    await user.click(nextButton());
    expect(currentStep()).toHaveTextContent('3. Match values');
    expect(screen.getByRole('heading', { name: 'Match values', level: 2 })).toBeInTheDocument();
    const match = (label: string) => screen.getByRole<HTMLSelectElement>('combobox', { name: label });
    expect(match("Type for 'Mini-comp'")).toHaveDisplayValue('Framework Agreement');
    expect(match("Type for 'Open'")).toHaveDisplayValue('Public Tender');
    expect(match("Type for 'Framework call-off'")).toHaveDisplayValue('Leave empty');
    expect(match("Channel for 'Contracts Finder'")).toHaveDisplayValue('Government Portal');
    expect(match("Channel for 'Constructionline'")).toHaveDisplayValue('Vendor Portal');
    expect(match("Status for 'Live'")).toHaveDisplayValue('Under Review');
    expect(match("Status for 'Awaiting result'")).toHaveDisplayValue('Submitted');
    await user.selectOptions(match("Type for 'Framework call-off'"), 'Framework Agreement');
    await user.selectOptions(match("Channel for 'Email'"), 'Leave empty');

    await user.click(nextButton());
    expect(
      screen.getByText('3 rows ready to import. 1 row of them with values left empty.'),
    ).toBeInTheDocument();
    expect(warningLines()).toEqual(["Line 3: a value that is not a number: 'TBC': left empty"]);
    await user.click(nextButton());
    await user.click(await screen.findByRole('button', { name: 'Import 3 rows' }));
    expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeInTheDocument();
    expect(reportCounts()).toEqual({ Imported: '3', Updated: '0', Skipped: '0', Failed: '0' });
    expect(warningLines()).toEqual(["Line 3: a value that is not a number: 'TBC': left empty"]);

    const { data, error } = await supabase
      .from('tenders')
      .select('reference_number, type, channel, status, estimated_value, tender_submission_date')
      .eq('workspace_id', workspaceId)
      .like('reference_number', 'MV-%')
      .order('reference_number');
    if (error) throw error;
    expect(data).toEqual([
      {
        reference_number: 'MV-1',
        type: 'framework-agreement',
        channel: 'government-portal',
        status: 'under-review',
        estimated_value: 1200000,
        tender_submission_date: '2030-04-03',
      },
      {
        reference_number: 'MV-2',
        type: 'public-tender',
        channel: 'vendor-portal',
        status: 'submitted',
        estimated_value: null,
        tender_submission_date: '2030-05-25',
      },
      {
        reference_number: 'MV-3',
        type: 'framework-agreement',
        channel: 'other',
        status: 'won',
        estimated_value: 250000,
        tender_submission_date: '2030-06-01',
      },
    ]);
  });
});

describe('Tasks and checklists', () => {
  it('imports decided tenders as records, and gives open ones their templates only when asked', async () => {
    const { user } = await renderImport();
    await toDuplicates(
      user,
      chosenFile(
        'history.csv',
        'Reference #,Title,Client,Status\nREC-1,Quay,Port,Won\nREC-2,Road,City,Under Review\n',
      ),
      'history.csv: 2 rows, 4 columns',
    );
    const tick = screen.getByRole('checkbox', { name: 'Create tasks and checklists for open tenders' });
    expect(tick).not.toBeChecked();
    await user.click(await screen.findByRole('button', { name: 'Import 2 rows' }));
    expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeInTheDocument();
    expect(await workOf(['REC-1', 'REC-2'])).toEqual({
      'REC-1': '0 tasks, 0 requirements',
      'REC-2': '0 tasks, 0 requirements',
    });

    await user.click(screen.getByRole('button', { name: 'Import another file' }));
    await toDuplicates(
      user,
      chosenFile(
        'mixed.csv',
        'Reference #,Title,Client,Status\nREC-3,Pier,Port,Lost\nREC-4,Dock,Port,In Development\n',
      ),
      'mixed.csv: 2 rows, 4 columns',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Create tasks and checklists for open tenders' }));
    await user.click(await screen.findByRole('button', { name: 'Import 2 rows' }));
    expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeInTheDocument();
    const work = await workOf(['REC-3', 'REC-4']);
    expect(work['REC-3']).toBe('0 tasks, 0 requirements');
    expect(work['REC-4']).toMatch(/^[1-9]\d* tasks, \d+ requirements$/);
  });
});

describe('Duplicates', () => {
  const tenderDup1 = async () => {
    const { data, error } = await supabase
      .from('tenders')
      .select('title, client')
      .eq('workspace_id', workspaceId)
      .eq('reference_number', 'DUP-1');
    if (error) throw error;
    return data;
  };

  it("skips the rows whose reference number exists, or updates that tender with the file's values", async () => {
    await insertTenders(supabase, [
      tenderRow(workspaceId, 'DUP-1', { title: 'Old title', client: 'Old client' }),
    ]);
    const { user } = await renderImport();
    await toDuplicates(
      user,
      chosenFile('skip.csv', 'Reference #,Title,Client\nDUP-1,New title,New client\nDUP-2,Second,Buyer\n'),
      'skip.csv: 2 rows, 3 columns',
    );
    expect(
      await screen.findByText(
        '1 row of 2 has a reference number this workspace or an earlier row already has.',
      ),
    ).toBeInTheDocument();
    expect(duplicateLines()).toEqual(['Line 2: DUP-1 exists already: skipped, the tender kept as it is']);
    const choices = screen.getByRole('group', { name: 'Rows whose reference number already exists' });
    expect(within(choices).getByRole('radio', { name: 'Skip them' })).toBeChecked();
    // The button counts the rows it imports, not the one it skips.
    await user.click(screen.getByRole('button', { name: 'Import 1 row' }));
    expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeInTheDocument();
    expect(reportCounts()).toEqual({ Imported: '1', Updated: '0', Skipped: '1', Failed: '0' });
    expect(repeatedLines()).toEqual([
      'Line 2: skipped: the reference number exists already, and that tender was kept',
    ]);
    expect(screen.queryByRole('button', { name: 'Download failed rows' })).not.toBeInTheDocument();
    expect(await tenderDup1()).toEqual([{ title: 'Old title', client: 'Old client' }]);

    await user.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(currentStep()).toHaveTextContent('1. Upload');
    expect(nextButton()).toBeDisabled();
    await toDuplicates(
      user,
      chosenFile('update.csv', 'Reference #,Title,Client\nDUP-1,New title,New client\nDUP-3,Third,Buyer\n'),
      'update.csv: 2 rows, 3 columns',
    );
    expect(
      await screen.findByText(
        '1 row of 2 has a reference number this workspace or an earlier row already has.',
      ),
    ).toBeInTheDocument();
    await user.click(
      screen.getByRole('radio', { name: "Update the existing tender with the file's values" }),
    );
    expect(duplicateLines()).toEqual(['Line 2: DUP-1 exists already: the tender is updated with this row']);
    await user.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeInTheDocument();
    expect(reportCounts()).toEqual({ Imported: '1', Updated: '1', Skipped: '0', Failed: '0' });
    expect(await tenderDup1()).toEqual([{ title: 'New title', client: 'New client' }]);
  });
});

describe('Duplicates in the file', () => {
  it('names the row that repeats an earlier one, does not count it, and says which row was kept', async () => {
    const { user } = await renderImport();
    await toDuplicates(
      user,
      chosenFile(
        'repeat.csv',
        'Reference #,Title,Client\nREP-1,First,Port\nrep-1 ,Second,Port\nREP-2,Other,Port\n',
      ),
      'repeat.csv: 3 rows, 3 columns',
    );
    expect(
      await screen.findByText(
        '1 row of 3 has a reference number this workspace or an earlier row already has.',
      ),
    ).toBeInTheDocument();
    expect(duplicateLines()).toEqual(['Line 3: rep-1 repeats line 2: skipped, line 2 is kept']);
    await user.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeInTheDocument();
    expect(reportCounts()).toEqual({ Imported: '2', Updated: '0', Skipped: '1', Failed: '0' });
    expect(repeatedLines()).toEqual(['Line 3: skipped: line 2 has the same reference number and was kept']);
  });
});

describe('Import and Report', () => {
  it('shows the progress, then the counts, and downloads the failed rows with their line and reason', async () => {
    const downloads = captureDownloads();
    try {
      const { user } = await renderImport();
      await toDuplicates(user, chosenFile('register.csv', REGISTER), 'register.csv: 4 rows, 6 columns');
      expect(
        await screen.findByText(
          'None of the 3 rows has a reference number this workspace or an earlier row already has.',
        ),
      ).toBeInTheDocument();

      // The click moves to the Import step at once; the batch's answer comes later.
      fireEvent.click(screen.getByRole('button', { name: 'Import 3 rows' }));
      expect(currentStep()).toHaveTextContent('6. Import');
      const progress = screen.getByRole('progressbar', { name: 'Import progress' });
      expect(progress).toHaveAttribute('aria-valuenow', '0');
      expect(progress).toHaveAttribute('aria-valuemax', '3');
      expect(progress).toHaveAttribute('aria-valuetext', '0 of 3 rows');
      expect(screen.getByText('0 of 3 rows done')).toBeInTheDocument();

      expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeInTheDocument();
      expect(currentStep()).toHaveTextContent('7. Report');
      expect(reportCounts()).toEqual({ Imported: '3', Updated: '0', Skipped: '0', Failed: '1' });
      expect(warningLines()).toEqual(["Line 4: unknown status 'Pending': left empty"]);
      expect(
        screen.getByText(
          'The failed rows file has each of them with its line and reason: fix them and import just that file.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'View tenders' })).toHaveAttribute('href', '/app/tenders');

      const { data, error } = await supabase
        .from('tenders')
        .select('reference_number, title, client, status, tender_submission_date, estimated_value')
        .eq('workspace_id', workspaceId)
        .like('reference_number', 'IMP-%')
        .order('reference_number');
      if (error) throw error;
      expect(data).toEqual([
        {
          reference_number: 'IMP-001',
          title: 'Harbour crane refit',
          client: 'Port of Northwind',
          status: 'in-development',
          tender_submission_date: '2030-04-03',
          estimated_value: 1250000.5,
        },
        {
          reference_number: 'IMP-002',
          title: 'School roof',
          client: 'City of Eastvale',
          status: 'won',
          tender_submission_date: '2030-05-25',
          estimated_value: 98000,
        },
        {
          reference_number: 'IMP-003',
          title: 'Road salt',
          client: 'County',
          status: 'under-review',
          tender_submission_date: '2030-06-01',
          estimated_value: null,
        },
      ]);

      await user.click(screen.getByRole('button', { name: 'Download failed rows' }));
      await waitFor(() => expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledTimes(1));
      expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
      const [file] = downloads.files;
      expect(file!.name).toMatch(/^tenders-import-failed-\d{4}-\d{2}-\d{2}\.csv$/);
      expect((await file!.text).split('\r\n')).toEqual([
        '\uFEFFRef,Tender title,Buyer,Stage,Closing date,Value,Line,Reason',
        'IMP-004,,County,Open,02/06/2030,,5,missing title',
        '',
      ]);
    } finally {
      downloads.restore();
    }
  });
});

describe('a user', () => {
  it('cannot import tenders', async () => {
    await signInApp(member);
    renderApp([workspaceRoute('*', <ImportPage />)]);
    expect(await screen.findByText('Only admins and managers can import tenders.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Import tenders', level: 1 })).toBeInTheDocument();
    expect(screen.queryByLabelText('File')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Import steps' })).not.toBeInTheDocument();
  });
});
