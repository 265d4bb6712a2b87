import { describe, expect, it } from 'vitest';
import { CSV_HEADER } from '@/features/tenders/exports';
import { toBatches } from '@/features/tenders/import/batches';
import { matchColumns, type ColumnMapping } from '@/features/tenders/import/headers';
import { IMPORT_FIELDS } from '@/features/tenders/import/fields';
import { validateRows, type ImportRow } from '@/features/tenders/import/rows';

const TODAY = '2026-03-15';
const table = (cells: string[][], lines = cells.map((_, i) => i + 2)) => ({ lines, cells });
const exportMapping = matchColumns(CSV_HEADER);

/** A row of our export: the given columns filled, the rest empty. */
function exportRow(values: Partial<Record<(typeof CSV_HEADER)[number], string>>): string[] {
  return CSV_HEADER.map((header) => values[header] ?? '');
}

const complete = exportRow({
  'Reference #': 'R-1',
  Title: 'Road resurfacing',
  Client: 'City of Lund',
  Status: 'Submitted',
  'Submission Date': '2026-05-01',
  Description: '\'=HYPERLINK("x")',
  Channel: 'Government Portal',
  Type: 'Public Tender',
  'Bid Bond': 'Yes',
  'Inquiry Date': '2026-04-01',
  'Created Date': '2026-03-01',
  'Estimated Value': '1250000.50',
  Currency: 'EUR',
  Probability: '60',
  'Expected Award Date': '2026-06-01',
  'Our Bid Price': '1,190,000.00',
  'Award Date': '2026-06-20',
  Winner: 'Acme Ltd',
  'Winning Price': '£1.2m',
  'Our Rank': '2',
  'Loss Reason': 'Price',
});

describe('validating rows', () => {
  it('turns a complete row of our export into every field', () => {
    const { rows, problems } = validateRows(table([complete]), exportMapping, {
      dateOrder: null,
      today: TODAY,
    });
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(1);
    // Every importable column but the creation date is a field; the columns the row fills
    // read as below, any other (a column added to the spec since) as empty.
    const importable = IMPORT_FIELDS.filter((field) => !field.spec.outcome)
      .map((field) => field.key)
      .filter((key) => key !== 'created_at');
    expect(Object.keys(rows[0]!.fields).sort()).toEqual([...importable].sort());
    expect(rows).toMatchObject([
      {
        line: 2,
        cells: complete,
        createdDate: '2026-03-01',
        fields: {
          reference_number: 'R-1',
          title: 'Road resurfacing',
          client: 'City of Lund',
          status: 'submitted',
          tender_submission_date: '2026-05-01',
          description: '=HYPERLINK("x")',
          channel: 'government-portal',
          type: 'public-tender',
          bid_bond: true,
          inquiry_submission_date: '2026-04-01',
          estimated_value: 1250000.5,
          currency: 'EUR',
          probability: 60,
          expected_award_date: '2026-06-01',
          bid_price: 1190000,
        },
        outcome: {
          award_date: '2026-06-20',
          winner: 'Acme Ltd',
          winning_price: 1_200_000,
          our_rank: 2,
          loss_reason: 'Price',
        },
        warnings: [],
      },
    ]);
  });

  it('sets only the mapped fields', () => {
    const mapping: ColumnMapping = ['reference_number', null, 'title', 'client'];
    const { rows } = validateRows(table([['R-1', 'ignored', 'Roads', 'City']]), mapping, { dateOrder: null });
    expect(rows[0]!.fields).toEqual({ reference_number: 'R-1', title: 'Roads', client: 'City' });
    expect(rows[0]!.createdDate).toBeNull();
  });

  it('leaves empty status, channel, type, bid bond and currency out; other empty fields are null', () => {
    const row = exportRow({ 'Reference #': 'R-1', Title: 'Roads', Client: 'City' });
    const { rows } = validateRows(table([row]), exportMapping, { dateOrder: null, today: TODAY });
    const given = { reference_number: 'R-1', title: 'Roads', client: 'City', description: '' };
    const { fields } = rows[0]!;
    expect(fields).toMatchObject(given);
    for (const left of ['status', 'channel', 'type', 'bid_bond', 'currency'])
      expect(fields).not.toHaveProperty(left);
    const others = Object.entries(fields).filter(([key]) => !(key in given));
    expect(others.map(([key]) => key)).toEqual(
      expect.arrayContaining(['tender_submission_date', 'estimated_value', 'bid_price']),
    );
    for (const [key, value] of others) expect([key, value]).toEqual([key, null]);
    expect(rows[0]!.createdDate).toBeNull();
  });

  it('refuses a row only for a required field missing or unreadable, giving every reason', () => {
    const row = exportRow({ 'Reference #': '  ', Title: 'x'.repeat(301), Status: 'Pending' });
    const { rows, problems } = validateRows(table([row], [7]), exportMapping, {
      dateOrder: null,
      today: TODAY,
    });
    expect(rows).toEqual([]);
    expect(problems).toEqual([
      {
        line: 7,
        cells: row,
        reasons: ['missing reference number', 'missing client', 'title longer than 300 characters'],
      },
    ]);
  });

  it('imports a row whose optional values cannot be read, those fields empty, with a warning each', () => {
    const row = exportRow({
      'Reference #': 'R-9',
      Title: 'Roads',
      Client: 'City',
      Status: 'Pending',
      Type: 'Sealed envelope',
      Channel: 'Carrier pigeon',
      'Submission Date': '2026-04-01',
      'Inquiry Date': '2026-04-02',
      'Created Date': '2026-03-16',
      'Estimated Value': 'TBC',
      Probability: '150',
      'Our Rank': 'first',
    });
    const { rows, problems } = validateRows(table([row], [7]), exportMapping, {
      dateOrder: null,
      today: TODAY,
    });
    expect(problems).toEqual([]);
    const [imported] = rows;
    // Left out: a new tender has them empty (or its default), an updated one keeps its own.
    for (const left of ['status', 'type', 'channel', 'estimated_value', 'probability']) {
      expect(imported!.fields).not.toHaveProperty(left);
    }
    expect(imported!.outcome).not.toHaveProperty('our_rank');
    expect(imported!.fields).toMatchObject({
      reference_number: 'R-9',
      tender_submission_date: '2026-04-01',
      inquiry_submission_date: null,
    });
    expect(imported!.createdDate).toBeNull();
    expect(imported!.warnings).toEqual([
      "unknown status 'Pending': left empty",
      "unknown channel 'Carrier pigeon': left empty",
      "unknown type 'Sealed envelope': left empty",
      "a value that is not a number: 'TBC': left empty",
      "a probability that is not 0–100: '150': left empty",
      "a rank that is not a whole number from 1 to 999: 'first': left empty",
      'a created date in the future: left empty',
      'the inquiry date is after the submission date: inquiry date left empty',
    ]);
  });

  it('reads each distinct value of a choice column through the Match values step', () => {
    const mapping: ColumnMapping = ['reference_number', 'title', 'client', 'type', 'status', 'bid_bond'];
    const { rows } = validateRows(
      table([['R-1', 'Roads', 'City', 'Mini-comp', 'Live', 'Required']]),
      mapping,
      {
        dateOrder: null,
        matches: {
          type: { 'Mini-comp': 'framework-agreement' },
          status: { Live: '' },
          bid_bond: { Required: 'yes' },
        },
      },
    );
    expect(rows[0]!.fields).toEqual({
      reference_number: 'R-1',
      title: 'Roads',
      client: 'City',
      type: 'framework-agreement',
      bid_bond: true,
    });
    expect(rows[0]!.warnings).toEqual([]);
  });

  it('checks each text against its database limit, counting characters', () => {
    const mapping: ColumnMapping = ['reference_number', 'title', 'client', 'description'];
    const limits = ['r'.repeat(100), 't'.repeat(300), 'c'.repeat(200), 'd'.repeat(10_000)];
    expect(validateRows(table([limits]), mapping, { dateOrder: null }).problems).toEqual([]);
    const emoji = ['😀'.repeat(100), 'Roads', 'City', ''];
    expect(validateRows(table([emoji]), mapping, { dateOrder: null }).rows).toHaveLength(1);
    const over = limits.map((text) => `${text}!`);
    expect(validateRows(table([over]), mapping, { dateOrder: null }).problems[0]!.reasons).toEqual([
      'reference number longer than 100 characters',
      'title longer than 300 characters',
      'client longer than 200 characters',
    ]);
    const longDescription = ['R-1', 'Roads', 'City', over[3]!];
    expect(validateRows(table([longDescription]), mapping, { dateOrder: null }).rows[0]!.warnings).toEqual([
      'description longer than 10,000 characters: left empty',
    ]);
  });

  it('reads dates in the order chosen, and asks for one when a date reads both ways', () => {
    const mapping: ColumnMapping = ['reference_number', 'title', 'client', 'tender_submission_date'];
    const cells = [['R-1', 'Roads', 'City', '03/04/2026']];
    expect(
      validateRows(table(cells), mapping, { dateOrder: 'dmy' }).rows[0]!.fields.tender_submission_date,
    ).toBe('2026-04-03');
    expect(
      validateRows(table(cells), mapping, { dateOrder: 'mdy' }).rows[0]!.fields.tender_submission_date,
    ).toBe('2026-03-04');
    expect(validateRows(table(cells), mapping, { dateOrder: null }).rows[0]!.warnings).toEqual([
      "a date that cannot be read: '03/04/2026' (choose day/month or month/day): left empty",
    ]);
  });

  it('accepts a created date of today, and reads cells missing at the end of a row as empty', () => {
    const mapping: ColumnMapping = ['reference_number', 'title', 'client', 'created_at', 'estimated_value'];
    const { rows } = validateRows(table([['R-1', 'Roads', 'City', TODAY]]), mapping, {
      dateOrder: null,
      today: TODAY,
    });
    expect(rows[0]!.createdDate).toBe(TODAY);
    expect(rows[0]!.fields.estimated_value).toBeNull();
  });

  it('splits good rows from bad, keeping their lines', () => {
    const mapping: ColumnMapping = ['reference_number', 'title', 'client'];
    const result = validateRows(
      table(
        [
          ['R-1', 'Roads', 'City'],
          ['R-2', '', 'Town'],
          ['R-3', 'Bridges', 'Town'],
        ],
        [2, 4, 9],
      ),
      mapping,
      { dateOrder: null },
    );
    expect(result.rows.map((row) => row.line)).toEqual([2, 9]);
    expect(result.problems).toEqual([{ line: 4, reasons: ['missing title'], cells: ['R-2', '', 'Town'] }]);
  });

  it('reads a field mapped twice from its first column only', () => {
    const mapping: ColumnMapping = ['reference_number', 'title', 'client', 'title'];
    const { rows } = validateRows(table([['R-1', 'Roads', 'City', '']]), mapping, { dateOrder: null });
    expect(rows[0]!.fields.title).toBe('Roads');
  });

  it('validates 10,000 rows of 16 columns', () => {
    const cells = Array.from({ length: 10_000 }, (_, i) =>
      exportRow({
        'Reference #': `R-${i}`,
        Title: `Tender ${i}`,
        Client: 'City of Lund',
        Status: i % 2 ? 'Submitted' : 'under review',
        'Submission Date': '04/05/2026',
        Description: 'Resurfacing of the ring road, phase 2',
        Channel: 'Government Portal',
        Type: 'Public Tender',
        'Bid Bond': 'No',
        'Inquiry Date': '2026-04-01',
        'Created Date': '2026-03-01',
        'Estimated Value': '1.250.000,50',
        Currency: 'EUR',
        Probability: '60%',
        'Expected Award Date': '2026-06-01',
        'Our Bid Price': i % 100 ? '1190000' : 'n/a',
      }),
    );
    const { rows, problems } = validateRows(table(cells), exportMapping, { dateOrder: 'dmy', today: TODAY });
    expect(rows).toHaveLength(10_000);
    expect(problems).toHaveLength(0);
    expect(rows.filter((row) => row.warnings.length > 0)).toHaveLength(100);
    expect(rows[0]).toMatchObject({ line: 2, warnings: ["a value that is not a number: 'n/a': left empty"] });
  });
});

describe('toBatches', () => {
  const row = (line: number, reference: string): ImportRow => ({
    line,
    fields: { reference_number: reference },
    createdDate: null,
    cells: [],
    warnings: [],
  });

  it('cuts the rows into batches of the size, in file order', () => {
    const rows = [1, 2, 3, 4, 5].map((n) => row(n, `R-${n}`));
    expect(toBatches(rows, 2).map((batch) => batch.map((r) => r.line))).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('keeps every row of one reference (trimmed, any case) in the batch of its first', () => {
    const rows = [row(1, 'A'), row(2, 'B'), row(3, 'C'), row(4, ' a '), row(5, 'D'), row(6, 'b')];
    expect(toBatches(rows, 2).map((batch) => batch.map((r) => r.line))).toEqual([
      [1, 2, 4, 6],
      [3, 5],
    ]);
  });
});
