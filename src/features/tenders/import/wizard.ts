// The import wizard's steps and its report: which rows failed and why, whichever step
// refused them (validation, the database, or a run that stopped), for the failed-rows file.
import type { ImportOutcome, ImportRun } from '../api/import-tenders';
import { rowReference } from './batches';
import type { ImportRow, RowProblem } from './rows';

export type ImportStep = 'upload' | 'map' | 'preview' | 'duplicates' | 'import' | 'report';

export const IMPORT_STEPS: readonly { key: ImportStep; label: string }[] = [
  { key: 'upload', label: 'Upload' },
  { key: 'map', label: 'Map columns' },
  { key: 'preview', label: 'Preview and validate' },
  { key: 'duplicates', label: 'Duplicates' },
  { key: 'import', label: 'Import' },
  { key: 'report', label: 'Report' },
];

export const NOT_IMPORTED = {
  cancelled: 'not imported: the import was cancelled',
  stopped: 'not imported: a batch could not be saved, so the import stopped',
} as const;

export interface FailedRow {
  line: number;
  cells: readonly string[];
  reason: string;
}

/** Every row that did not land, in file order: its problems, the database's reason, or why the run stopped first. */
export function failedRows(
  problems: readonly RowProblem[],
  rows: readonly ImportRow[],
  run: ImportRun,
): FailedRow[] {
  const byLine = new Map(rows.map((row) => [row.line, row]));
  const refused = run.outcomes
    .filter((outcome): outcome is ImportOutcome & { reason: string } => outcome.outcome === 'failed')
    .map((outcome) => ({
      line: outcome.line,
      cells: byLine.get(outcome.line)?.cells ?? [],
      reason: outcome.reason ?? 'the row could not be saved',
    }));
  const why = run.stoppedBy ? NOT_IMPORTED.stopped : NOT_IMPORTED.cancelled;
  return [
    ...problems.map((problem) => ({
      line: problem.line,
      cells: problem.cells,
      reason: problem.reasons.join('; '),
    })),
    ...refused,
    ...run.notImported.map((row) => ({ line: row.line, cells: row.cells, reason: why })),
  ].sort((a, b) => a.line - b.line);
}

/** How many ready rows repeat the reference number of an earlier one (compared as the database does). */
export function repeatedReferences(rows: readonly ImportRow[]): number {
  const seen = new Set<string>();
  let repeated = 0;
  for (const row of rows) {
    const key = rowReference(row);
    if (seen.has(key)) repeated += 1;
    else seen.add(key);
  }
  return repeated;
}
