import { queryOptions } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { commentMessages, type Comment, type ThreadScope } from '../model';

/** The most comments one thread shows (oldest first). */
export const THREAD_LIMIT = 500;

/** A thread's comments, oldest first, with each author's name and photo. */
export const fetchThread = authed(async (scope: ThreadScope): Promise<Comment[]> => {
  let query = supabase
    .from('comments')
    .select('*, author:user_profiles!comments_author_id_fkey(name, email, avatar)')
    .eq('tender_id', scope.tenderId);
  query = scope.taskId ? query.eq('task_id', scope.taskId) : query.is('task_id', null);
  const { data, error } = await query.order('created_at').order('id').limit(THREAD_LIMIT);
  if (error) throw error;
  return data;
});

export const commentQueries = {
  all: () => queryRoots.comments,
  thread: (scope: ThreadScope) =>
    queryOptions({
      queryKey: [...queryRoots.comments, 'thread', scope],
      queryFn: () => fetchThread(scope),
      meta: { errorMessage: commentMessages.loadFailed },
    }),
};
