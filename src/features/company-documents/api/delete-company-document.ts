import { useMutation } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { companyDocumentFailure, companyDocumentMessages, type CompanyDocument } from '../model';
import { removeFile } from './files';

/**
 * Deletes the file (through Storage), then the document, which leaves every tender that
 * required it (on delete cascade). Reading the row back makes a delete that touched nothing
 * (already gone, or not allowed) a failure instead of a silent success.
 */
export const deleteCompanyDocument = authed(
  async (document: Pick<CompanyDocument, 'id' | 'workspace_id' | 'file_name'>): Promise<void> => {
    if (document.file_name) await removeFile(document, document.file_name);
    const { error } = await supabase
      .from('company_documents')
      .delete()
      .eq('id', document.id)
      .select('id')
      .single();
    if (error) throw error;
  },
);

export const useDeleteCompanyDocument = () =>
  useMutation({
    mutationFn: deleteCompanyDocument,
    meta: {
      invalidates: [queryRoots.companyDocuments, queryRoots.dashboard],
      errorMessage: companyDocumentFailure(companyDocumentMessages.deleteFailed),
    },
  });
