import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import type { TenderStatus } from '@/lib/statuses';
import { supabase } from '@/lib/supabase';
import type { Tender } from '../model';
import { tenderChangeMeta } from './meta';
import { tenderQueries } from './queries';

export const STATUS_FAILED = 'Failed to update tender status';
/** The database refuses Submitted while mandatory requirements are incomplete and unconfirmed (TFT05). */
export const REQUIREMENTS_INCOMPLETE =
  "Mandatory requirements are incomplete. Mark it Submitted on the tender's page, which asks you to confirm.";

const statusErrorMessage = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'TFT05' ? REQUIREMENTS_INCOMPLETE : STATUS_FAILED;

export const updateTenderStatus = authed(
  async ({ id, status }: { id: string; status: TenderStatus }): Promise<Tender> => {
    const { data, error } = await supabase.from('tenders').update({ status }).eq('id', id).select().single();
    if (error) throw error;
    return data;
  },
);

/** Shows the new status at once; puts the old one back if the save fails. */
export function useUpdateTenderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTenderStatus,
    onMutate: async ({ id, status }) => {
      const { queryKey } = tenderQueries.detail(id);
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, { ...previous, status });
      return { previous };
    },
    onError: (_error, { id }, context) => {
      if (context?.previous) queryClient.setQueryData(tenderQueries.detail(id).queryKey, context.previous);
    },
    onSuccess: (tender) => queryClient.setQueryData(tenderQueries.detail(tender.id).queryKey, tender),
    meta: { ...tenderChangeMeta, errorMessage: statusErrorMessage },
  });
}
