import { authed } from '@/lib/current-user';
import { browserTimeZone } from '@/lib/dates';
import { supabase } from '@/lib/supabase';
import type { Json } from '@/types/database';
import type { ImportRow } from '../import/rows';

/** Rows per call of import_tenders: each batch is one transaction (the database takes up to 1,000). */
export const BATCH_SIZE = 500;

export type Duplicates = 'skip' | 'update';
export type ImportOutcomeKind = 'imported' | 'updated' | 'skipped' | 'failed';

/** What became of one row of the file (import_tenders' answer). */
export interface ImportOutcome {
  line: number;
  outcome: ImportOutcomeKind;
  id?: string;
  reason?: string;
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

/** How many of these rows' reference numbers the workspace already has (counted in SQL). */
export const countExistingReferences = authed(
  async (workspaceId: string, references: readonly string[]): Promise<number> => {
    const { data, error } = await supabase.rpc('existing_reference_count', {
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
    duplicates: Duplicates,
    timeZone: string = browserTimeZone(),
  ): Promise<ImportOutcome[]> => {
    const { data, error } = await supabase.rpc('import_tenders', {
      p_workspace_id: workspaceId,
      p_rows: rows.map((row) => ({
        line: row.line,
        tender: row.fields,
        created_date: row.createdDate,
      })) as unknown as Json,
      p_duplicates: duplicates,
      p_tz: timeZone,
    });
    if (error) throw error;
    return data as unknown as ImportOutcome[];
  },
);

/**
 * The rows in batches of BATCH_SIZE, one after the other; `cancelled()` is asked between
 * batches, so Cancel stops after the current one. A batch that fails as a whole (the
 * connection) saved nothing: the run stops there and says so.
 */
export async function importInBatches(
  workspaceId: string,
  rows: readonly ImportRow[],
  duplicates: Duplicates,
  { onProgress, cancelled }: { onProgress: (progress: ImportProgress) => void; cancelled: () => boolean },
): Promise<ImportRun> {
  const outcomes: ImportOutcome[] = [];
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    if (cancelled()) return { outcomes, notImported: rows.slice(start), stoppedBy: null };
    try {
      outcomes.push(...(await importBatch(workspaceId, rows.slice(start, start + BATCH_SIZE), duplicates)));
    } catch (error) {
      return { outcomes, notImported: rows.slice(start), stoppedBy: error };
    }
    onProgress({ done: Math.min(start + BATCH_SIZE, rows.length), total: rows.length });
  }
  return { outcomes, notImported: [], stoppedBy: null };
}

/** How many rows of each outcome. */
export const countOutcomes = (outcomes: readonly ImportOutcome[]): Record<ImportOutcomeKind, number> => {
  const counts = { imported: 0, updated: 0, skipped: 0, failed: 0 };
  for (const { outcome } of outcomes) counts[outcome] += 1;
  return counts;
};
