import { authed } from '@/lib/current-user';
import { documentLink } from '@/lib/document-link';
import { supabase } from '@/lib/supabase';
import { COMPANY_DOCUMENTS_BUCKET, fileType, filePath, type CompanyDocument } from '../model';

const bucket = () => supabase.storage.from(COMPANY_DOCUMENTS_BUCKET);

type Located = Pick<CompanyDocument, 'workspace_id' | 'id'>;

/**
 * Uploads the document's file into its folder ({workspace}/{document}/{name}), as a new object:
 * a stored file is never overwritten (a replacement gets a name of its own, replacementName).
 * The bytes are read first and sent as they are: a certificate is small, and any runtime's
 * fetch sends an ArrayBuffer.
 */
export async function uploadFile(document: Located, name: string, file: File): Promise<void> {
  const { error } = await bucket().upload(filePath(document, name), await file.arrayBuffer(), {
    contentType: fileType(file) ?? undefined,
  });
  if (error) throw error;
}

/** Deletes the document's file (through Storage: hosted Supabase refuses deleting storage rows in SQL). */
export async function removeFile(document: Located, name: string): Promise<void> {
  const { error } = await bucket().remove([filePath(document, name)]);
  if (error) throw error;
}

/** A one-minute link to open the document's file, made at the click (lib/document-link). */
export const signedFileUrl = authed(
  async (document: Pick<CompanyDocument, 'workspace_id' | 'id' | 'file_name'>): Promise<string> => {
    if (!document.file_name) throw new Error('The document has no file');
    return documentLink(COMPANY_DOCUMENTS_BUCKET, filePath(document, document.file_name));
  },
);
