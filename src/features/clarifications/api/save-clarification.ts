import { useMutation } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { clarificationValues, type ClarificationFields } from '../form';
import { clarificationMessages, type Clarification, type ClarificationTender } from '../model';

export interface ClarificationSave {
  tender: Pick<ClarificationTender, 'id' | 'workspace_id'>;
  saved: Clarification | null;
  fields: ClarificationFields;
}

/** Adds a question (the database gives its number and records who added it) or saves changes to one. */
export const saveClarification = authed(
  async ({ tender, saved, fields }: ClarificationSave): Promise<Clarification> => {
    const values = clarificationValues(fields);
    const { data, error } = saved
      ? await supabase.from('clarifications').update(values).eq('id', saved.id).select().single()
      : await supabase
          .from('clarifications')
          .insert({ ...values, tender_id: tender.id, workspace_id: tender.workspace_id })
          .select()
          .single();
    if (error) throw error;
    return data;
  },
);

export const useSaveClarification = () =>
  useMutation({
    mutationFn: saveClarification,
    meta: { invalidates: [queryRoots.clarifications], errorMessage: clarificationMessages.saveFailed },
  });
