import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { supabase } from '@/lib/supabase';
import { activityMessages, type ActivityEntity, type ActivityEntry } from '../model';

export const ACTIVITY_PAGE_SIZE = 50;

/** Where a page starts: after the last entry of the page before (newest first). */
export type ActivityCursor = Pick<ActivityEntry, 'created_at' | 'id'> | null;

/** Which entries: one tender's, or a workspace's (optionally one person's, tender's or kind). */
export interface ActivityScope {
  workspaceId: string;
  tenderId?: string;
  actorId?: string;
  entity?: ActivityEntity;
}

/**
 * One page of entries, newest first, keyed by (created_at, id): an entry written while
 * someone reads never shifts the next page, as an offset would.
 */
export const fetchActivityPage = authed(
  async (scope: ActivityScope, cursor: ActivityCursor): Promise<ActivityEntry[]> => {
    let query = supabase.from('activity').select('*').eq('workspace_id', scope.workspaceId);
    if (scope.tenderId) query = query.eq('tender_id', scope.tenderId);
    if (scope.actorId) query = query.eq('actor_id', scope.actorId);
    if (scope.entity) query = query.eq('entity', scope.entity);
    if (cursor) {
      const at = `"${cursor.created_at}"`;
      query = query.or(`created_at.lt.${at},and(created_at.eq.${at},id.lt.${cursor.id})`);
    }
    const { data, error } = await query
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(ACTIVITY_PAGE_SIZE);
    if (error) throw error;
    return data;
  },
);

/** The workspace's tenders by title: the activity page's tender filter. */
export const fetchTenderChoices = authed(
  async (workspaceId: string): Promise<{ id: string; title: string }[]> => {
    const { data, error } = await supabase
      .from('tenders')
      .select('id, title')
      .eq('workspace_id', workspaceId)
      .order('title');
    if (error) throw error;
    return data;
  },
);

export const activityQueries = {
  all: () => ['activity'] as const,
  list: (scope: ActivityScope) =>
    infiniteQueryOptions({
      queryKey: [...activityQueries.all(), scope],
      queryFn: ({ pageParam }) => fetchActivityPage(scope, pageParam),
      initialPageParam: null as ActivityCursor,
      getNextPageParam: (last) =>
        last.length < ACTIVITY_PAGE_SIZE
          ? undefined
          : { created_at: last.at(-1)!.created_at, id: last.at(-1)!.id },
      // Every change anywhere writes an entry: opening the log always asks for the latest.
      staleTime: 0,
      meta: { errorMessage: activityMessages.loadFailed },
    }),
  tenders: (workspaceId: string) =>
    queryOptions({
      queryKey: [...activityQueries.all(), 'tenders', workspaceId],
      queryFn: () => fetchTenderChoices(workspaceId),
      meta: { errorMessage: activityMessages.tendersFailed },
    }),
};
