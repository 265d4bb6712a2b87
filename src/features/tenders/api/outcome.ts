import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { dataErrorMessage } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { OUTCOME_FAILED, toOutcomeFields, type OutcomeFormValues, type TenderOutcome } from '../outcome';
import { tenderChangeMeta } from './meta';
import { tenderQueries } from './queries';

export const outcomeQueries = {
  /** The tender's outcome, or null before one is recorded. */
  outcome: (tenderId: string) =>
    queryOptions({
      queryKey: [...tenderQueries.all(), 'outcome', tenderId],
      queryFn: authed(async (): Promise<TenderOutcome | null> => {
        const { data, error } = await supabase
          .from('tender_outcomes')
          .select('*')
          .eq('tender_id', tenderId)
          .maybeSingle();
        if (error) throw error;
        return data;
      }),
    }),
  /** Winners already recorded in the workspace, for the Winner field's suggestions. */
  winners: (workspaceId: string) =>
    queryOptions({
      queryKey: [...tenderQueries.all(), 'winners', workspaceId],
      queryFn: authed(async (): Promise<string[]> => {
        const { data, error } = await supabase.rpc('recorded_winners', { p_workspace_id: workspaceId });
        if (error) throw error;
        return data.map((row) => row.winner);
      }),
    }),
};

interface OutcomeSave {
  tender: { id: string; workspace_id: string; status: string };
  values: OutcomeFormValues;
}

/**
 * Records or changes the tender's outcome (admins and managers; RLS). An update first, then an
 * insert: the row's tender and workspace are set once and never updated (column privileges).
 */
export async function saveOutcome({ tender, values }: OutcomeSave): Promise<TenderOutcome> {
  const fields = toOutcomeFields(values, tender.status);
  const updated = await supabase
    .from('tender_outcomes')
    .update(fields)
    .eq('tender_id', tender.id)
    .select('*');
  if (updated.error) throw updated.error;
  if (updated.data[0]) return updated.data[0];
  const inserted = await supabase
    .from('tender_outcomes')
    .insert({ tender_id: tender.id, workspace_id: tender.workspace_id, ...fields })
    .select('*')
    .single();
  // Someone recorded it in between: change theirs.
  if (inserted.error?.code === '23505') return saveOutcome({ tender, values });
  if (inserted.error) throw inserted.error;
  return inserted.data;
}

export function useSaveOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOutcome,
    onSuccess: (outcome, { tender }) => {
      queryClient.setQueryData(outcomeQueries.outcome(tender.id).queryKey, outcome);
      void queryClient.invalidateQueries({ queryKey: outcomeQueries.winners(tender.workspace_id).queryKey });
    },
    meta: { ...tenderChangeMeta, errorMessage: (error) => dataErrorMessage(error, OUTCOME_FAILED) },
  });
}
