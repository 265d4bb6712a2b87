import { useMutation } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { companyDocumentFailure, companyDocumentMessages } from '../model';

export interface RequiredChange {
  tender: { id: string; workspace_id: string };
  /** Library documents the tender now requires. */
  add: string[];
  /** Documents it no longer requires. */
  remove: string[];
}

/**
 * What a tender requires, changed: the added ones (one already required is left as it is),
 * then the removed ones. Both are idempotent, so a failed save is simply saved again.
 */
export const saveRequiredDocuments = authed(
  async ({ tender, add, remove }: RequiredChange): Promise<void> => {
    if (add.length > 0) {
      const { error } = await supabase.from('tender_required_documents').upsert(
        add.map((id) => ({
          tender_id: tender.id,
          workspace_id: tender.workspace_id,
          company_document_id: id,
        })),
        { onConflict: 'tender_id,company_document_id', ignoreDuplicates: true },
      );
      if (error) throw error;
    }
    if (remove.length > 0) {
      const { error } = await supabase
        .from('tender_required_documents')
        .delete()
        .eq('tender_id', tender.id)
        .in('company_document_id', remove);
      if (error) throw error;
    }
  },
);

/** The tender card and the dashboard's alert follow a change. */
export const useSaveRequiredDocuments = () =>
  useMutation({
    mutationFn: saveRequiredDocuments,
    meta: {
      invalidates: [queryRoots.companyDocuments, queryRoots.dashboard],
      errorMessage: companyDocumentFailure(companyDocumentMessages.requiredFailed),
    },
  });
