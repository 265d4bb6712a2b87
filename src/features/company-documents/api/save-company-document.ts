import { useMutation } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { companyDocumentValues, type CompanyDocumentFields } from '../form';
import {
  companyDocumentFailure,
  companyDocumentMessages,
  replacementName,
  storageFileName,
  type CompanyDocument,
} from '../model';
import { removeFile, uploadFile } from './files';

export interface CompanyDocumentSave {
  workspaceId: string;
  /** The document as loaded, or null for a new one. */
  saved: CompanyDocument | null;
  fields: CompanyDocumentFields;
}

/** A new document: its row first (the bucket takes files only under a document of the library), then its file. */
async function createDocument({ workspaceId, fields }: CompanyDocumentSave): Promise<CompanyDocument> {
  const fileName = fields.file ? storageFileName(fields.file.name) : null;
  const { data, error } = await supabase
    .from('company_documents')
    .insert({ ...companyDocumentValues(fields), workspace_id: workspaceId, file_name: fileName })
    .select()
    .single();
  if (error) throw error;
  if (fields.file && fileName) {
    try {
      await uploadFile(data, fileName, fields.file);
    } catch (uploadError) {
      // Nothing half-saved: the row goes again, and the form keeps what was typed.
      await supabase.from('company_documents').delete().eq('id', data.id);
      throw uploadError;
    }
  }
  return data;
}

/**
 * An edit: a new file is uploaded first, under a name the current file does not have, then the
 * row names it; the old file goes once replaced.
 */
async function updateDocument({ saved, fields }: CompanyDocumentSave & { saved: CompanyDocument }) {
  const fileName = fields.file ? replacementName(storageFileName(fields.file.name), saved.file_name) : null;
  if (fields.file && fileName) await uploadFile(saved, fileName, fields.file);
  const { data, error } = await supabase
    .from('company_documents')
    .update({ ...companyDocumentValues(fields), ...(fileName ? { file_name: fileName } : {}) })
    .eq('id', saved.id)
    .select()
    .single();
  if (error) {
    // Nothing half-saved: the new file goes again, and the form keeps what was typed.
    if (fileName) await removeFile(saved, fileName).catch(() => undefined);
    throw error;
  }
  if (fileName && saved.file_name) {
    // The old file is no longer named anywhere; a failure here leaves only an unused object.
    await removeFile(saved, saved.file_name).catch(() => undefined);
  }
  return data;
}

export const saveCompanyDocument = authed((save: CompanyDocumentSave): Promise<CompanyDocument> =>
  save.saved ? updateDocument({ ...save, saved: save.saved }) : createDocument(save),
);

/** The library, the tender cards and the dashboard's alert follow a save (an expiry may move). */
export const useSaveCompanyDocument = () =>
  useMutation({
    mutationFn: saveCompanyDocument,
    meta: {
      invalidates: [queryRoots.companyDocuments, queryRoots.dashboard],
      errorMessage: companyDocumentFailure(companyDocumentMessages.saveFailed),
    },
  });
