import { authed } from '@/lib/current-user';
import { browserTimeZone } from '@/lib/dates';
import { supabase } from '@/lib/supabase';
import type { Json } from '@/types/database';
import { toBatches } from '../import/batches';
import type { ImportRow } from '../import/rows';

export type Duplicates = 'skip' | 'update';

/** How the rows land: a repeated reference skipped or updating, and whether open tenders get their templates. */
export interface ImportChoices {
  duplicates: Duplicates;
  /** 'Create tasks and checklists for open tenders': decided and submitted tenders never get them. */
  templates: boolean;
}
export type ImportOutcomeKind = 'imported' | 'updated' | 'skipped' | 'failed';

/** What became of one row of the file (import_tenders' answer). */
export interface ImportOutcome {
  line: number;
  outcome: ImportOutcomeKind;
  id?: string;
  reason?: string;
  /** A value the database left empty (a loss reason the workspace does not have). */
  warning?: string;
}

export interface ImportProgress {
  done: number;
  total: number;
}

export interface ImportRun {
  outcomes: ImportOutcome[];
  /** The rows no batch was sent for: cancelled, or stopped by a batch that failed as a whole. */
  notImported: ImportRow[];
  /** Why the rest was not imported, when a batch failed as a whole (nothing of it was saved). */
  stoppedBy: unknown;
}

/** Which of these reference numbers the workspace already has (each once, as given; compared in SQL). */
export const existingReferences = authed(
  async (workspaceId: string, references: readonly string[]): Promise<string[]> => {
    const { data, error } = await supabase.rpc('existing_references', {
      p_workspace_id: workspaceId,
      p_references: [...references],
    });
    if (error) throw error;
    return data;
  },
);

/** One batch, atomically. */
export const importBatch = authed(
  async (
    workspaceId: string,
    rows: readonly ImportRow[],
    { duplicates, templates }: ImportChoices,
    timeZone: string = browserTimeZone(),
  ): Promise<ImportOutcome[]> => {
    const { data, error } = await supabase.rpc('import_tenders', {
      p_workspace_id: workspaceId,
      p_rows: rows.map((row) => ({
        line: row.line,
        tender: row.fields,
        created_date: row.createdDate,
        ...(row.outcome ? { outcome: row.outcome } : {}),
      })) as unknown as Json,
      p_duplicates: duplicates,
      p_tz: timeZone,
      p_templates: templates,
    });
    if (error) throw error;
    return data as unknown as ImportOutcome[];
  },
);

/** Batches in flight at once: the database works on each in its own transaction. */
export const PARALLEL_BATCHES = 2;

/**
 * The rows in batches (toBatches), PARALLEL_BATCHES at a time; `cancelled()` is asked before
 * each batch starts, so Cancel stops after those in flight. A batch that fails as a whole (the
 * connection) saved nothing: no batch starts after it, and the run says so.
 */
export async function importInBatches(
  workspaceId: string,
  rows: readonly ImportRow[],
  choices: ImportChoices,
  { onProgress, cancelled }: { onProgress: (progress: ImportProgress) => void; cancelled: () => boolean },
): Promise<ImportRun> {
  const batches = toBatches(rows);
  const results: (ImportOutcome[] | null)[] = batches.map(() => null);
  let next = 0;
  let done = 0;
  let stoppedBy: unknown = null;
  const work = async () => {
    while (next < batches.length && stoppedBy === null && !cancelled()) {
      const index = next++;
      try {
        results[index] = await importBatch(workspaceId, batches[index]!, choices);
      } catch (error) {
        stoppedBy ??= error;
        return;
      }
      done += batches[index]!.length;
      onProgress({ done, total: rows.length });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_BATCHES }, work));
  return {
    outcomes: results.flatMap((result) => result ?? []).sort((a, b) => a.line - b.line),
    notImported: batches.flatMap((batch, index) => (results[index] ? [] : batch)),
    stoppedBy,
  };
}

/** How many rows of each outcome. */
export const countOutcomes = (outcomes: readonly ImportOutcome[]): Record<ImportOutcomeKind, number> => {
  const counts = { imported: 0, updated: 0, skipped: 0, failed: 0 };
  for (const { outcome } of outcomes) counts[outcome] += 1;
  return counts;
};
