// Tender documents in Supabase Storage: one bucket, one folder per tender under its
// workspace ({workspace_id}/{tender_id}/{file}). Shared because deleting a tender (the
// tenders feature) must first delete its documents (the documents feature).
import { supabase } from './supabase';

export const TENDER_DOCUMENTS_BUCKET = 'tender-documents';

export const tenderFolder = (workspaceId: string, tenderId: string) => `${workspaceId}/${tenderId}`;

/** Every object name in the tender's folder, read 100 at a time (Storage's list limit). */
async function listFolder(folder: string): Promise<string[]> {
  const bucket = supabase.storage.from(TENDER_DOCUMENTS_BUCKET);
  const names: string[] = [];
  for (;;) {
    const { data, error } = await bucket.list(folder, { limit: 100, offset: names.length });
    if (error) throw error;
    names.push(...data.map((object) => `${folder}/${object.name}`));
    if (data.length < 100) return names;
  }
}

/**
 * Deletes all of a tender's documents through the Storage API (hosted Supabase forbids
 * deleting storage rows in SQL). Rejects when any is left, so the caller keeps the tender.
 */
export async function removeTenderDocuments(workspaceId: string, tenderId: string): Promise<void> {
  const names = await listFolder(tenderFolder(workspaceId, tenderId));
  if (names.length === 0) return;
  const { data, error } = await supabase.storage.from(TENDER_DOCUMENTS_BUCKET).remove(names);
  if (error) throw error;
  if (data.length !== names.length) throw new Error('Some documents could not be deleted');
}
