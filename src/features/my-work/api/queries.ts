import { queryOptions } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { MY_WORK_FAILED, parseMyWork, type MyWork } from '../model';

/** The user's work in all their workspaces, in one RPC; `today` is their local day ('YYYY-MM-DD'). */
export const fetchMyWork = authed(async (today: string): Promise<MyWork> => {
  const { data, error } = await supabase.rpc('my_work', { p_today: today });
  if (error) throw error;
  return parseMyWork(data);
});

export const myWorkQueries = {
  // Every task change (taskChangeMeta) and tender change (tenderChangeMeta, a decline)
  // invalidates this root, wherever it is made, so the list is never stale.
  all: () => queryRoots.myWork,
  list: (today: string) =>
    queryOptions({
      queryKey: [...myWorkQueries.all(), today],
      queryFn: () => fetchMyWork(today),
      meta: { errorMessage: MY_WORK_FAILED },
    }),
};
