import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { removeTenderDocuments } from '@/lib/storage';
import { supabase } from '@/lib/supabase';
import type { Tender } from '../model';
import { tenderChangeMeta } from './meta';
import { tenderQueries } from './queries';

export const DELETE_SUCCESS = 'Tender deleted successfully';
export const DELETE_FAILED = 'Failed to delete tender';

/**
 * Deletes the tender's documents (through Storage), then the tender, whose tasks go with it
 * in the same statement (on delete cascade). If the documents cannot all be deleted, the
 * tender stays, so no file is orphaned.
 */
export const deleteTender = authed(async (tender: Pick<Tender, 'id' | 'workspace_id'>): Promise<void> => {
  await removeTenderDocuments(tender.workspace_id, tender.id);
  const { error } = await supabase.from('tenders').delete().eq('id', tender.id).select('id').single();
  if (error) throw error;
});

export function useDeleteTender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTender,
    // Marked stale, not removed: the page still shows it until the app navigates away,
    // and a later visit refetches (and finds it gone) instead of showing the cache.
    onSuccess: (_data, tender) =>
      queryClient.invalidateQueries({
        queryKey: tenderQueries.detail(tender.id).queryKey,
        refetchType: 'none',
      }),
    meta: { ...tenderChangeMeta, errorMessage: DELETE_FAILED },
  });
}
