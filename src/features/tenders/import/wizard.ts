// The import wizard's steps and its report: which rows failed and why, whichever step
// refused them (validation, the database, or a run that stopped), for the failed-rows file.
import type { ImportOutcome, ImportRun } from '../api/import-tenders';
import { referenceKey } from '../model';
import { rowReference } from './batches';
import type { ImportRow, RowProblem } from './rows';

export type ImportStep = 'upload' | 'map' | 'values' | 'preview' | 'duplicates' | 'import' | 'report';

export const IMPORT_STEPS: readonly { key: ImportStep; label: string }[] = [
  { key: 'upload', label: 'Upload' },
  { key: 'map', label: 'Map columns' },
  { key: 'values', label: 'Match values' },
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

export interface RowNote {
  line: number;
  text: string;
}

/**
 * The ready rows that will not make a tender of their own: those whose reference number the
 * workspace has (`existing`, as existingReferences gives them) and those repeating an earlier
 * row's, each with what becomes of it under `duplicates`.
 */
export function duplicateRows(
  rows: readonly ImportRow[],
  existing: readonly string[],
  duplicates: 'skip' | 'update',
): RowNote[] {
  const known = new Set(existing.map(referenceKey));
  const first = new Map<string, number>();
  const notes: RowNote[] = [];
  for (const row of rows) {
    const key = rowReference(row);
    const earlier = first.get(key);
    const reference = row.fields.reference_number ?? '';
    if (known.has(key)) {
      notes.push({
        line: row.line,
        text:
          duplicates === 'skip'
            ? `${reference} exists already: skipped, the tender kept as it is`
            : `${reference} exists already: the tender is updated with this row`,
      });
    } else if (earlier !== undefined) {
      notes.push({
        line: row.line,
        text:
          duplicates === 'skip'
            ? `${reference} repeats line ${earlier}: skipped, line ${earlier} is kept`
            : `${reference} repeats line ${earlier}: the tender of line ${earlier} is updated with this row`,
      });
    }
    if (earlier === undefined) first.set(key, row.line);
  }
  return notes;
}

/** What became of the rows that did not simply make a new tender: skipped or updated, and by which row. */
export function duplicateOutcomes(rows: readonly ImportRow[], run: ImportRun): RowNote[] {
  const first = new Map<string, { line: number; imported: boolean }>();
  const outcomeOf = new Map(run.outcomes.map((outcome) => [outcome.line, outcome.outcome]));
  const notes: RowNote[] = [];
  for (const row of rows) {
    const key = rowReference(row);
    const outcome = outcomeOf.get(row.line);
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, { line: row.line, imported: outcome === 'imported' });
    const byFile = earlier?.imported ? earlier.line : null;
    if (outcome === 'skipped') {
      notes.push({
        line: row.line,
        text: byFile
          ? `skipped: line ${byFile} has the same reference number and was kept`
          : 'skipped: the reference number exists already, and that tender was kept',
      });
    } else if (outcome === 'updated') {
      notes.push({
        line: row.line,
        text: byFile
          ? `updated the tender line ${byFile} imported (the same reference number)`
          : 'updated the existing tender with this reference number',
      });
    }
  }
  return notes;
}

/** Each landed row's values left empty: the app's warnings and the database's (a loss reason it lacks). */
export function leftEmpty(rows: readonly ImportRow[], run: ImportRun): RowNote[] {
  const landed = new Map(
    run.outcomes
      .filter((outcome) => outcome.outcome === 'imported' || outcome.outcome === 'updated')
      .map((outcome) => [outcome.line, outcome]),
  );
  return rows.flatMap((row) => {
    const outcome = landed.get(row.line);
    if (!outcome) return [];
    const warnings = [...row.warnings, ...(outcome.warning ? [outcome.warning] : [])];
    return warnings.length > 0 ? [{ line: row.line, text: warnings.join('; ') }] : [];
  });
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
