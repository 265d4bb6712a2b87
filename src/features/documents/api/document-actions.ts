import { useMutation } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { documentLink } from '@/lib/document-link';
import { queryRoots } from '@/lib/query-keys';
import { TENDER_DOCUMENTS_BUCKET } from '@/lib/storage';
import { supabase } from '@/lib/supabase';
import { documentMessages } from '../model';

const bucket = () => supabase.storage.from(TENDER_DOCUMENTS_BUCKET);

/**
 * A one-minute link to open (or, with `download`, save as that name) the document, made at
 * the click (lib/document-link).
 */
export const signedDocumentUrl = authed(async (path: string, download?: string): Promise<string> => {
  const link = await documentLink(TENDER_DOCUMENTS_BUCKET, path);
  if (!download) return link;
  const url = new URL(link);
  url.searchParams.set('download', download);
  return url.toString();
});

/** Renames within the tender's folder (Storage's move; admins and managers). */
export const renameDocument = authed(async ({ path, to }: { path: string; to: string }): Promise<void> => {
  const folder = path.slice(0, path.lastIndexOf('/'));
  const { error } = await bucket().move(path, `${folder}/${to}`);
  if (error) throw error;
});

/** Deletes through Storage (only those who may edit the tender may). */
export const deleteDocument = authed(async (path: string): Promise<void> => {
  const { data, error } = await bucket().remove([path]);
  if (error) throw error;
  if (data.length !== 1) throw new Error('The document could not be deleted');
});

// A document change moves the tender list's paperclip counts too (under the documents root).
const invalidates = [queryRoots.documents];
export const useRenameDocument = () =>
  useMutation({
    mutationFn: renameDocument,
    meta: { invalidates, errorMessage: documentMessages.renameFailed },
  });
export const useDeleteDocument = () =>
  useMutation({
    mutationFn: deleteDocument,
    meta: { invalidates, errorMessage: documentMessages.deleteFailed },
  });
