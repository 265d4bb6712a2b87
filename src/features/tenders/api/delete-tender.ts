import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
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
  await removeTenderDocuments(tender.id);
  const { error } = await supabase.from('tenders').delete().eq('id', tender.id).select('id').single();
  if (error) throw error;
});

/** What goes with a tender when it is deleted. */
export interface TenderContents {
  tasks: number;
  documents: number;
}

/** Counted in SQL (a head count of its tasks, the documents-per-tender function); no rows are read. */
const countTenderContents = authed(async (tenderId: string): Promise<TenderContents> => {
  const [tasks, documents] = await Promise.all([
    supabase.from('tasks').select('id', { count: 'exact', head: true }).eq('tender_id', tenderId),
    supabase.rpc('tender_document_counts', { p_tender_ids: [tenderId] }),
  ]);
  if (tasks.error) throw tasks.error;
  if (documents.error) throw documents.error;
  return { tasks: tasks.count ?? 0, documents: documents.data[0]?.documents ?? 0 };
});

/** Counted afresh each time the delete warning opens (never a cached number). */
export const tenderContentsQuery = (tenderId: string) =>
  queryOptions({
    queryKey: [...queryRoots.tenders, 'contents', tenderId],
    queryFn: () => countTenderContents(tenderId),
    staleTime: 0,
    gcTime: 0,
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
