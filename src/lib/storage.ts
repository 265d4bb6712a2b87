// Tender documents in Supabase Storage: one bucket, one folder per tender under its
// workspace ({workspace_id}/{tender_id}/{file}). Shared because deleting a tender (the
// tenders feature) must first delete its documents (the documents feature).
import { supabase } from './supabase';

export const TENDER_DOCUMENTS_BUCKET = 'tender-documents';

export const tenderFolder = (workspaceId: string, tenderId: string) => `${workspaceId}/${tenderId}`;

/** Storage deletes at most this many objects a call; the API answers at most as many rows. */
const PAGE = 1000;

/**
 * Deletes all of a tender's documents through the Storage API (hosted Supabase forbids
 * deleting storage rows in SQL), a page at a time. Their names come from tender_documents:
 * Storage lists no document to anyone (docs/security-checks.md G2). Rejects when any is
 * left, so the caller keeps the tender.
 */
export async function removeTenderDocuments(tenderId: string): Promise<void> {
  for (;;) {
    const listed = await supabase.rpc('tender_documents', { p_tender_id: tenderId }).range(0, PAGE - 1);
    if (listed.error) throw listed.error;
    const names = listed.data.map((document) => document.path);
    if (names.length === 0) return;
    const { data, error } = await supabase.storage.from(TENDER_DOCUMENTS_BUCKET).remove(names);
    if (error) throw error;
    if (data.length !== names.length) throw new Error('Some documents could not be deleted');
    if (names.length < PAGE) return;
  }
}
