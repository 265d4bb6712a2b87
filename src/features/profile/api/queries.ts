import { queryOptions } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { OPEN_TASK_STATUSES, ownTasksFilter, type ProfileStats } from '../model';

/** Counts computed by Postgres (HEAD requests with count=exact): no rows travel. */
async function count(query: PromiseLike<{ count: number | null; error: unknown }>): Promise<number> {
  const { count: n, error } = await query;
  if (error) throw error;
  return n ?? 0;
}

const fetchProfileStats = authed(async (workspaceId: string, userId: string): Promise<ProfileStats> => {
  const tenders = () =>
    supabase
      .from('tenders')
      .select('id', { count: 'exact', head: true })
      .eq('workspace_id', workspaceId)
      .eq('user_id', userId);
  const tasks = () =>
    supabase
      .from('tasks')
      .select('id', { count: 'exact', head: true })
      .eq('workspace_id', workspaceId)
      .or(ownTasksFilter(userId));
  const [tendersCreated, tendersWon, tasksCompleted, openTasks] = await Promise.all([
    count(tenders()),
    count(tenders().eq('status', 'won')),
    count(tasks().eq('status', 'completed')),
    count(tasks().in('status', OPEN_TASK_STATUSES)),
  ]);
  return { tendersCreated, tendersWon, tasksCompleted, openTasks };
});

export const profileStatsQueries = {
  /** The user's numbers in a workspace; refreshed on every visit (tender and task changes move them). */
  stats: (workspaceId: string, userId: string) =>
    queryOptions({
      queryKey: [...queryRoots.profile, 'stats', workspaceId, userId],
      queryFn: () => fetchProfileStats(workspaceId, userId),
      staleTime: 0,
    }),
};
