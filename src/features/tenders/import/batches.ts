// How the rows go to the database: batches of about BATCH_SIZE rows, each one call of
// import_tenders and one transaction.
import { referenceKey } from '../model';
import type { ImportRow } from './rows';

/**
 * Rows per call of import_tenders (the database takes up to 1,000): a batch must end well
 * within the API's statement timeout (8 s for a signed-in user on hosted Supabase) on a busy
 * database; 200 rows take about 1–1.5 s.
 */
export const BATCH_SIZE = 200;

/** The row's reference, as the database compares them. */
export const rowReference = (row: ImportRow) => referenceKey(row.fields.reference_number ?? '');

/**
 * The rows in batches of about BATCH_SIZE, in file order, every row of one reference number
 * in the batch of its first: rows that must follow each other (a repeated reference is
 * skipped or updates the tender its first row made) never run in parallel batches.
 */
export function toBatches(rows: readonly ImportRow[], size: number = BATCH_SIZE): ImportRow[][] {
  const batches: ImportRow[][] = [];
  const batchOf = new Map<string, ImportRow[]>();
  for (const row of rows) {
    const key = rowReference(row);
    let batch = batchOf.get(key);
    if (!batch) {
      const last = batches.at(-1);
      batch = last && last.length < size ? last : [];
      if (batch !== last) batches.push(batch);
      batchOf.set(key, batch);
    }
    batch.push(row);
  }
  return batches;
}
