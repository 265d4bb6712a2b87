import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSV_HEADER } from '@/features/tenders/exports';
import { parseFile } from '@/lib/import/parse-file';
import {
  FILE_TOO_LARGE,
  FILE_UNREADABLE,
  ImportFileError,
  MAX_FILE_BYTES,
  NO_ROWS,
  readTable,
  WRONG_FILE_TYPE,
} from '@/lib/import/read-file';
import { CAFE_WINDOWS_1252, chosenFile, workbookFile } from '../fixtures/import/files';

const utf8 = (text: string) => new TextEncoder().encode(text);
const withBom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]);

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ImportFileError);
  return (error as ImportFileError).message;
}

describe('reading a CSV file', () => {
  it.each([
    ['comma', 'Ref,Title,Client\r\nR-1,Roads,City\r\n'],
    ['semicolon', 'Ref;Title;Client\nR-1;Roads;City\n'],
    ['tab', 'Ref\tTitle\tClient\nR-1\tRoads\tCity'],
  ])('guesses a %s delimiter', async (_, text) => {
    const table = await readTable(chosenFile('tenders.csv', text));
    expect(table).toEqual({
      sheets: [],
      sheet: null,
      header: ['Ref', 'Title', 'Client'],
      lines: [2],
      cells: [['R-1', 'Roads', 'City']],
    });
  });

  it('keeps decimal commas inside a semicolon file', async () => {
    const table = await readTable(chosenFile('t.csv', 'Ref;Value\nR-1;1.250,50\nR-2;12,5\n'));
    expect(table.cells).toEqual([
      ['R-1', '1.250,50'],
      ['R-2', '12,5'],
    ]);
  });

  it('reads UTF-8 with and without a BOM, and Windows-1252', async () => {
    for (const bytes of [withBom('Name\nCafé\n'), utf8('Name\nCafé\n')]) {
      const table = await readTable(chosenFile('t.csv', bytes));
      expect(table.header).toEqual(['Name']);
      expect(table.cells).toEqual([['Café']]);
    }
    const legacy = await readTable(
      chosenFile('t.csv', new Uint8Array([...utf8('Name\n'), ...CAFE_WINDOWS_1252])),
    );
    expect(legacy.cells).toEqual([['Café']]);
    // £ is 0xA3 and € 0x80 in Windows-1252 (Excel's plain "CSV" on a Western European Windows).
    const money = await readTable(
      chosenFile('t.csv', new Uint8Array([...utf8('Value\n'), 0xa3, 0x31, 0x20, 0x80, 0x32, 0x96])),
    );
    expect(money.cells).toEqual([['£1 €2–']]);
  });

  it('keeps commas, quotes and line breaks inside quoted fields, numbering rows as records', async () => {
    const text =
      'Ref,Description,Client\n"R-1","Roads, bridges and ""tunnels""\nphase 2",City\nR-2,Plain,Town\n';
    const table = await readTable(chosenFile('t.csv', text));
    expect(table.cells).toEqual([
      ['R-1', 'Roads, bridges and "tunnels"\nphase 2', 'City'],
      ['R-2', 'Plain', 'Town'],
    ]);
    expect(table.lines).toEqual([2, 3]);
  });

  it('skips blank lines but counts them, and starts at the first row with text', async () => {
    const text = '\n,,\nRef,Title,Client\n\nR-1,Roads,City\n  ,  ,\nR-2,Bridges,Town\n\n';
    const table = await readTable(chosenFile('t.csv', text));
    expect(table.header).toEqual(['Ref', 'Title', 'Client']);
    expect(table.lines).toEqual([5, 7]);
    expect(table.cells.map((row) => row[0])).toEqual(['R-1', 'R-2']);
  });

  it('pads short rows and cuts long ones to the header, and drops an empty last column', async () => {
    const text = 'Ref,Title,Client,\nR-1,Roads,,\nR-2\nR-3,A,B,,extra\n';
    const table = await readTable(chosenFile('t.csv', text));
    expect(table.header).toEqual(['Ref', 'Title', 'Client']);
    expect(table.cells).toEqual([
      ['R-1', 'Roads', ''],
      ['R-2', '', ''],
      ['R-3', 'A', 'B'],
    ]);
  });

  it('keeps an unnamed column that has data', async () => {
    const table = await readTable(chosenFile('t.csv', 'Ref,\nR-1,note\n'));
    expect(table.header).toEqual(['Ref', '']);
    expect(table.cells).toEqual([['R-1', 'note']]);
  });

  it('reads our own export back', async () => {
    const cells: Partial<Record<(typeof CSV_HEADER)[number], string>> = {
      'Reference #': 'R-1',
      Status: 'Submitted',
      Title: '"Roads, phase 2"',
      Description: "'=SUM(A1)",
      'Estimated Value': '1250000.50',
      'Created Date': '2026-03-01',
    };
    const row = CSV_HEADER.map((header) => cells[header] ?? '').join(',');
    const exported = `\uFEFF${CSV_HEADER.join(',')}\r\n${row}\r\n`;
    const table = await readTable(chosenFile('tenders-2026-03-01.csv', exported));
    expect(table.header).toEqual([...CSV_HEADER]);
    expect(table.cells[0]).toHaveLength(CSV_HEADER.length);
    expect(table.cells[0]![CSV_HEADER.indexOf('Title')]).toBe('Roads, phase 2');
    expect(table.cells[0]![CSV_HEADER.indexOf('Description')]).toBe("'=SUM(A1)");
  });

  it('refuses an empty file, a header alone, an unclosed quote and a binary file', async () => {
    expect(await refusal(readTable(chosenFile('t.csv', '')))).toBe(NO_ROWS);
    expect(await refusal(readTable(chosenFile('t.csv', 'Ref,Title\n\n\n')))).toBe(NO_ROWS);
    expect(await refusal(readTable(chosenFile('t.csv', '\n \n')))).toBe(NO_ROWS);
    expect(await refusal(readTable(chosenFile('t.csv', 'Ref,Title\nR-1,"Roads\nR-2,Bridges\n')))).toBe(
      FILE_UNREADABLE,
    );
    expect(
      await refusal(readTable(chosenFile('t.csv', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0x41])))),
    ).toBe(FILE_UNREADABLE);
  });
});

describe('choosing a file', () => {
  it('takes .csv and .xlsx in any case, and nothing else', async () => {
    await expect(readTable(chosenFile('TENDERS.CSV', 'Ref\nR-1\n'))).resolves.toMatchObject({
      header: ['Ref'],
    });
    for (const name of ['tenders.xls', 'tenders.txt', 'tenders', 'csv', 'tenders.csv.pdf']) {
      expect(await refusal(readTable(chosenFile(name, 'Ref\nR-1\n')))).toBe(WRONG_FILE_TYPE);
    }
  });

  it('refuses a file over 10 MB before reading it', async () => {
    const huge = {
      name: 'tenders.csv',
      size: MAX_FILE_BYTES + 1,
      arrayBuffer: () => Promise.reject(new Error('must not be read')),
    };
    expect(await refusal(readTable(huge))).toBe(FILE_TOO_LARGE);
    expect(FILE_TOO_LARGE).toBe('The file is larger than 10 MB.');
  });

  it('parseFile reads on the page where there is no worker, with the same messages', async () => {
    const table = await parseFile(chosenFile('t.csv', 'Ref;Title\nR-1;Roads\n'));
    expect(table.cells).toEqual([['R-1', 'Roads']]);
    await expect(parseFile(chosenFile('t.pdf', 'x'))).rejects.toThrow(WRONG_FILE_TYPE);
  });
});

describe('reading an .xlsx workbook', () => {
  const tenders = {
    sheet: 'Tenders',
    data: [
      ['Reference #', 'Title', 'Submission Date', 'Estimated Value', 'Bid Bond', 'Probability'],
      ['R-1', 'Roads', new Date(Date.UTC(2026, 2, 4)), 1250000.5, true, 60],
      [null, null, null, null, null, null],
      ['R-2', 'Bridges', null, 1e21, false, null],
    ],
  };
  const notes = {
    sheet: 'Notes',
    data: [['Note'], ['Imported from the portal']],
  };

  it('reads the first sheet with rows: dates as ISO, plain numbers, Yes/No, empty cells as ""', async () => {
    const table = await readTable(await workbookFile([tenders, notes]));
    expect(table.sheets).toEqual(['Tenders', 'Notes']);
    expect(table.sheet).toBe('Tenders');
    expect(table.header).toEqual(tenders.data[0]);
    expect(table.lines).toEqual([2, 4]);
    expect(table.cells).toEqual([
      ['R-1', 'Roads', '2026-03-04', '1250000.5', 'Yes', '60'],
      ['R-2', 'Bridges', '', '1000000000000000000000', 'No', ''],
    ]);
  });

  it('reads the sheet asked for', async () => {
    const table = await readTable(await workbookFile([tenders, notes]), 'Notes');
    expect(table.sheet).toBe('Notes');
    expect(table.header).toEqual(['Note']);
    expect(table.cells).toEqual([['Imported from the portal']]);
  });

  it('skips an empty first sheet, and refuses an empty sheet asked for or a workbook with no rows', async () => {
    const empty = { sheet: 'Cover', data: [['Tender register']] };
    const file = await workbookFile([empty, notes]);
    expect((await readTable(file)).sheet).toBe('Notes');
    expect(await refusal(readTable(file, 'Cover'))).toBe(NO_ROWS);
    expect(await refusal(readTable(file, 'Missing'))).toBe(FILE_UNREADABLE);
    expect(await refusal(readTable(await workbookFile([empty])))).toBe(NO_ROWS);
  });

  it('reads a sheet too big to unzip in one piece', async () => {
    // Over 512 KB of sheet XML: read-excel-file would hand it to fflate's worker pool.
    const rows = Array.from({ length: 6000 }, (_, i) => [
      `R-${i}`,
      `Tender number ${i} with a longer title`,
      i,
    ]);
    const file = await workbookFile([{ sheet: 'Big', data: [['Ref', 'Title', 'Value'], ...rows] }]);
    const table = await readTable(file);
    expect(table.cells).toHaveLength(6000);
    expect(table.cells[5999]).toEqual(['R-5999', 'Tender number 5999 with a longer title', '5999']);
    expect(table.lines[5999]).toBe(6001);
  });

  it('refuses a file that is not a workbook', async () => {
    expect(await refusal(readTable(chosenFile('t.xlsx', 'Ref,Title\nR-1,Roads\n')))).toBe(FILE_UNREADABLE);
    expect(FILE_UNREADABLE).toBe(
      'This file could not be read. Save it as CSV (UTF-8) or .xlsx and try again.',
    );
  });
});

describe('reading in a worker', () => {
  type Listener = (event: { data: unknown }) => void;
  /** The worker module's own listener (parse.worker.ts registers it on import). */
  let insideWorker: Listener | undefined;
  let started: FakeWorker[] = [];

  /** A Worker that runs parse.worker.ts' listener in this thread, or fails to start. */
  class FakeWorker {
    static failsToStart = false;
    listeners = new Map<string, Listener>();
    terminated = false;
    constructor(readonly url: URL) {
      started.push(this);
    }
    addEventListener(type: string, listener: Listener) {
      this.listeners.set(type, listener);
    }
    postMessage(data: unknown) {
      queueMicrotask(() =>
        FakeWorker.failsToStart ? this.listeners.get('error')!({ data: null }) : insideWorker!({ data }),
      );
    }
    terminate() {
      this.terminated = true;
    }
  }

  async function withWorker() {
    started = [];
    FakeWorker.failsToStart = false;
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('addEventListener', (_: string, listener: Listener) => (insideWorker = listener));
    vi.stubGlobal('postMessage', (data: unknown) => started.at(-1)!.listeners.get('message')!({ data }));
    await import('@/lib/import/parse.worker');
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('answers with the table, or with the refusal as an ImportFileError, and stops the worker', async () => {
    await withWorker();
    const table = await parseFile(chosenFile('t.csv', 'Ref\tTitle\nR-1\tRoads\n'));
    expect(table.cells).toEqual([['R-1', 'Roads']]);
    expect(started).toHaveLength(1);
    expect(started[0]!.url.pathname).toMatch(/\/parse\.worker\.ts$/);
    expect(started[0]!.terminated).toBe(true);
    expect(await refusal(parseFile(chosenFile('t.csv', 'Ref\n')))).toBe(NO_ROWS);
  });

  it('reads on the page when the worker cannot start', async () => {
    await withWorker();
    FakeWorker.failsToStart = true;
    const table = await parseFile(chosenFile('t.csv', 'Ref\nR-1\n'));
    expect(table.cells).toEqual([['R-1']]);
    expect(await refusal(parseFile(chosenFile('t.docx', 'x')))).toBe(WRONG_FILE_TYPE);
  });
});
