import { authed } from '@/lib/current-user';
import { queryRoots, tenderRowsQuery } from '@/lib/query-keys';
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
  byTender: tenderRowsQuery(queryRoots.tasks, fetchTenderTasks, taskMessages.loadFailed),
};

/** A task change moves the dashboard's and reports' task numbers. */
export const taskChangeMeta = { invalidates: [queryRoots.dashboard, queryRoots.myWork, queryRoots.reports] };
