import { useMutation } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { TENDER_DOCUMENTS_BUCKET } from '@/lib/storage';
import { supabase } from '@/lib/supabase';
import { documentMessages, SIGNED_URL_SECONDS } from '../model';

const bucket = () => supabase.storage.from(TENDER_DOCUMENTS_BUCKET);

/**
 * A one-minute link to open (or, with `download`, save as that name) the document, made at
 * the click. The download name is added here: storage-js's own `download` option encodes it
 * twice, so 'Notice (2).pdf' would be saved as 'Notice %282%29.pdf'.
 */
export const signedDocumentUrl = authed(async (path: string, download?: string): Promise<string> => {
  const { data, error } = await bucket().createSignedUrl(path, SIGNED_URL_SECONDS);
  if (error) throw error;
  if (!download) return data.signedUrl;
  const url = new URL(data.signedUrl);
  url.searchParams.set('download', download);
  return url.toString();
});

/** Renames within the tender's folder (Storage's move). */
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
