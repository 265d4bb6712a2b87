import { queryOptions } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { taskMessages } from '../messages';
import type { Task } from '../model';

export const fetchTenderTasks = authed(async (tenderId: string): Promise<Task[]> => {
  const { data, error } = await supabase
    .from('tasks')
    .select('*')
    .eq('tender_id', tenderId)
    .order('created_at')
    .order('id');
  if (error) throw error;
  return data;
});

export const taskQueries = {
  all: () => queryRoots.tasks,
  byTender: (tenderId: string) =>
    queryOptions({
      queryKey: [...taskQueries.all(), 'tender', tenderId],
      queryFn: () => fetchTenderTasks(tenderId),
      meta: { errorMessage: taskMessages.loadFailed },
    }),
};

/** A task change moves the dashboard's and reports' task numbers. */
export const taskChangeMeta = { invalidates: [queryRoots.dashboard, queryRoots.myWork, queryRoots.reports] };
