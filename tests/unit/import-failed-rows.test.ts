import { describe, expect, it } from 'vitest';
import { failedRowsCsv, failedRowsFileName } from '@/lib/import/failed-rows';
import { matchColumns } from '@/features/tenders/import/headers';
import { readTable } from '@/lib/import/read-file';
import { chosenFile } from '../fixtures/import/files';

const header = ['Ref', 'Title', 'Buyer', 'Notes'];
const failed = [
  { line: 3, cells: ['R-1', '', 'City', 'Roads, "phase 2"\nand bridges'], reason: 'missing title' },
  { line: 8, cells: ['R-2', '=SUM(A1)', 'Town'], reason: "unknown status 'Pending'; missing client" },
];

describe('the failed rows file', () => {
  it("is the file's own columns, then Line and Reason", () => {
    const csv = failedRowsCsv(header, failed);
    expect(csv.startsWith('\uFEFFRef,Title,Buyer,Notes,Line,Reason\r\n')).toBe(true);
    expect(csv).toContain(`R-2,'=SUM(A1),Town,,8,unknown status 'Pending'; missing client\r\n`);
  });

  it("gives the user's signed numbers back as typed, without the formula guard's apostrophe", async () => {
    const csv = failedRowsCsv(
      ['Ref', 'Value', 'Notes'],
      [
        { line: 2, cells: ['R-1', '-5', '+1,200.50'], reason: "a negative amount: '-5'" },
        { line: 3, cells: ['R-2', '-5+A1', '=1+1'], reason: 'missing title' },
      ],
    );
    expect(csv).toContain('R-1,-5,"+1,200.50",2,a negative amount: \'-5\'\r\n');
    expect(csv).toContain("R-2,'-5+A1,'=1+1,3,missing title\r\n");
    const table = await readTable(chosenFile('failed.csv', csv));
    expect(table.cells[0]!.slice(0, 3)).toEqual(['R-1', '-5', '+1,200.50']);
  });

  it('reads back as the same rows, and maps as the original did, Line and Reason to nothing', async () => {
    const table = await readTable(chosenFile('failed.csv', failedRowsCsv(header, failed)));
    expect(table.header).toEqual([...header, 'Line', 'Reason']);
    expect(table.cells).toEqual([
      [...failed[0]!.cells, '3', 'missing title'],
      ['R-2', "'=SUM(A1)", 'Town', '', '8', "unknown status 'Pending'; missing client"],
    ]);
    expect(matchColumns(table.header)).toEqual([...matchColumns(header), null, null]);
  });

  it('replaces the Line and Reason of a failed-rows file refused again', async () => {
    const again = failedRowsCsv(
      [...header, 'Line', 'Reason'],
      [{ line: 2, cells: ['R-1', '', 'City', 'Roads', '3', 'missing title'], reason: 'missing title' }],
    );
    const table = await readTable(chosenFile('failed.csv', again));
    expect(table.header).toEqual([...header, 'Line', 'Reason']);
    expect(table.cells).toEqual([['R-1', '', 'City', 'Roads', '2', 'missing title']]);
  });

  it('is named after the day', () => {
    expect(failedRowsFileName('tenders', '2026-03-15')).toBe('tenders-import-failed-2026-03-15.csv');
    expect(failedRowsFileName('tenders')).toMatch(/^tenders-import-failed-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
