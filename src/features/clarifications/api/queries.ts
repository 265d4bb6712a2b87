import { queryOptions } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { clarificationMessages, type Clarification } from '../model';

/** A tender's questions, by number (a tender has tens, never near the 1,000-row cap). */
export const fetchClarifications = authed(async (tenderId: string): Promise<Clarification[]> => {
  const { data, error } = await supabase
    .from('clarifications')
    .select('*')
    .eq('tender_id', tenderId)
    .order('number');
  if (error) throw error;
  return data;
});

export interface ClarificationCount {
  tender_id: string;
  questions: number;
  drafts: number;
  answered: number;
}

/** Questions, drafts and answered per tender of the workspace (of `tenderIds` when given), counted in SQL. */
export const fetchClarificationCounts = authed(
  async (workspaceId: string, tenderIds?: string[]): Promise<ClarificationCount[]> => {
    const { data, error } = await supabase.rpc('clarification_counts', {
      p_workspace_id: workspaceId,
      p_tender_ids: tenderIds,
    });
    if (error) throw error;
    return data;
  },
);

export const clarificationQueries = {
  all: () => queryRoots.clarifications,
  byTender: (tenderId: string) =>
    queryOptions({
      queryKey: [...clarificationQueries.all(), 'tender', tenderId],
      queryFn: () => fetchClarifications(tenderId),
      meta: { errorMessage: clarificationMessages.loadFailed },
    }),
  /** One tender's counts (zeros when it has no questions). */
  tenderCounts: (workspaceId: string, tenderId: string) =>
    queryOptions({
      queryKey: [...clarificationQueries.all(), 'counts', workspaceId, tenderId],
      queryFn: async () =>
        (await fetchClarificationCounts(workspaceId, [tenderId]))[0] ?? {
          tender_id: tenderId,
          questions: 0,
          drafts: 0,
          answered: 0,
        },
    }),
};
