import { queryOptions } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { DEADLINES_FAILED } from '@/lib/deadlines';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { CHANGES_LIMIT, type DeadlineChangeNotices } from '../changes';

/** The bell's notices of moved deadlines: which changes, their counts and what is seen are SQL's (deadline_change_notices). */
export const fetchChangeNotices = authed(async (workspaceId: string): Promise<DeadlineChangeNotices> => {
  const { data, error } = await supabase.rpc('deadline_change_notices', {
    p_workspace_id: workspaceId,
    p_limit: CHANGES_LIMIT,
  });
  if (error) throw error;
  return data as unknown as DeadlineChangeNotices;
});

// Under the notifications root, so 'Mark all as seen' refreshes it with the alerts.
export const changeNoticesQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...queryRoots.notifications, 'changes', workspaceId],
    queryFn: () => fetchChangeNotices(workspaceId),
    refetchOnWindowFocus: 'always',
    meta: { errorMessage: DEADLINES_FAILED },
  });
