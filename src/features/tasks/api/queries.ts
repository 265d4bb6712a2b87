import { queryOptions } from '@tanstack/react-query';
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

const fetchCommentCounts = authed(async (tenderId: string): Promise<Record<string, number>> => {
  const { data, error } = await supabase.rpc('task_comment_counts', { p_tender_id: tenderId });
  if (error) throw error;
  return Object.fromEntries(data.map((row) => [row.task_id, row.comments]));
});

export const taskQueries = {
  all: () => queryRoots.tasks,
  byTender: tenderRowsQuery(queryRoots.tasks, fetchTenderTasks, taskMessages.loadFailed),
  /** Comments per task (the card's count); under the comments root, so posting refreshes it. */
  commentCounts: (tenderId: string) =>
    queryOptions({
      queryKey: [...queryRoots.comments, 'task-counts', tenderId],
      queryFn: () => fetchCommentCounts(tenderId),
    }),
};

/** A task change moves the dashboard's and reports' task numbers. */
export const taskChangeMeta = { invalidates: [queryRoots.dashboard, queryRoots.myWork, queryRoots.reports] };
