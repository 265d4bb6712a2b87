// The inquiry deadline's cue wherever it shows (the tender page, the list, the dashboard's
// upcoming deadlines): how many of a tender's clarification questions are still drafts,
// counted in SQL (clarification_counts).
import { queryOptions } from '@tanstack/react-query';
import { authed } from './current-user';
import { queryRoots } from './query-keys';
import { supabase } from './supabase';

/** '2 questions still drafts'; null without drafts. */
export const draftsCue = (drafts: number): string | null =>
  drafts === 0 ? null : drafts === 1 ? '1 question still a draft' : `${drafts} questions still drafts`;

/** Draft questions per tender id, of these tenders (tenders without drafts are left out). */
export const fetchDraftCounts = authed(
  async (workspaceId: string, tenderIds: string[]): Promise<Record<string, number>> => {
    if (tenderIds.length === 0) return {};
    const { data, error } = await supabase.rpc('clarification_counts', {
      p_workspace_id: workspaceId,
      p_tender_ids: tenderIds,
    });
    if (error) throw error;
    return Object.fromEntries(data.filter((row) => row.drafts > 0).map((row) => [row.tender_id, row.drafts]));
  },
);

/** Under the clarifications' root, so a change to a question refreshes every cue. */
export const draftCountsQuery = (workspaceId: string, tenderIds: string[]) =>
  queryOptions({
    queryKey: [...queryRoots.clarifications, 'drafts', workspaceId, [...tenderIds].sort()],
    queryFn: () => fetchDraftCounts(workspaceId, tenderIds),
  });
