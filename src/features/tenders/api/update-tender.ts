import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requireUserId } from '@/lib/current-user';
import { supabase } from '@/lib/supabase';
import type { TenderFields } from '../form';
import type { Tender } from '../model';
import { tenderChangeMeta } from './meta';
import { tenderQueries } from './queries';

export const UPDATE_SUCCESS = 'Tender updated successfully';
export const UPDATE_FAILED = 'Failed to update tender';

/** Saves the whole tender (the edit form); 'Tender not found' (PGRST116) when it is gone or not the user's. */
export async function updateTender({ id, fields }: { id: string; fields: TenderFields }): Promise<Tender> {
  await requireUserId();
  const { data, error } = await supabase.from('tenders').update(fields).eq('id', id).select().single();
  if (error) throw error;
  return data;
}

export function useUpdateTender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTender,
    onSuccess: (tender) => queryClient.setQueryData(tenderQueries.detail(tender.id).queryKey, tender),
    meta: tenderChangeMeta,
  });
}
