// The rows an import refused, as a CSV to fix and import again: the file's own columns
// (so the same mapping applies), then the line each came from and why it was refused.
import { toCsv } from '@/lib/csv';
import { localDateString } from '@/lib/dates';

const EXTRA_COLUMNS = ['Line', 'Reason'] as const;

/** A failed-rows file imported and refused again already ends with Line and Reason: those are replaced. */
const ownColumnCount = (header: readonly string[]) =>
  header.length >= 2 && header[header.length - 2] === 'Line' && header[header.length - 1] === 'Reason'
    ? header.length - 2
    : header.length;

export function failedRowsCsv(
  header: readonly string[],
  failed: readonly { line: number; cells: readonly string[]; reason: string }[],
): string {
  const width = ownColumnCount(header);
  return toCsv(
    [...header.slice(0, width), ...EXTRA_COLUMNS],
    failed.map(({ line, cells, reason }) => [
      ...Array.from({ length: width }, (_, column) => cells[column] ?? ''),
      String(line),
      reason,
    ]),
    // The user's own '-5' comes back as they typed it, not as "'-5".
    { numbersAsTyped: true },
  );
}

/** 'tenders-import-failed-2026-11-29.csv': what was imported, and the day (the user's). */
export const failedRowsFileName = (what: 'tenders' | 'answers', today: string = localDateString()) =>
  `${what}-import-failed-${today}.csv`;
