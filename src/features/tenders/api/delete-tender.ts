import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requireUserId } from '@/lib/current-user';
import { supabase } from '@/lib/supabase';
import { tenderChangeMeta } from './meta';
import { tenderQueries } from './queries';

export const DELETE_SUCCESS = 'Tender deleted successfully';
export const DELETE_FAILED = 'Failed to delete tender';

/** Deletes the tender; its tasks go with it in the same statement (on delete cascade). */
export async function deleteTender(id: string): Promise<void> {
  await requireUserId();
  const { error } = await supabase.from('tenders').delete().eq('id', id).select('id').single();
  if (error) throw error;
}

export function useDeleteTender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTender,
    // Marked stale, not removed: the page still shows it until the app navigates away,
    // and a later visit refetches (and finds it gone) instead of showing the cache.
    onSuccess: (_data, id) =>
      queryClient.invalidateQueries({ queryKey: tenderQueries.detail(id).queryKey, refetchType: 'none' }),
    meta: tenderChangeMeta,
  });
}
