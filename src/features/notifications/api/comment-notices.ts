import { queryOptions } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import type { CommentNotices } from '../comments';

export const COMMENT_NOTICES_FAILED = 'Failed to load mentions and replies. Please try again later.';

/** The caller's mentions and replies in the workspace, latest first, with the counts (SQL's comment_notices). */
export const fetchCommentNotices = authed(
  async (workspaceId: string, limit: number): Promise<CommentNotices> => {
    const { data, error } = await supabase.rpc('comment_notices', {
      p_workspace_id: workspaceId,
      p_limit: limit,
    });
    if (error) throw error;
    return data as unknown as CommentNotices;
  },
);

// Under the notifications root, so 'Mark all as seen' and a posted comment refresh it.
export const commentNoticesQuery = (workspaceId: string, limit: number) =>
  queryOptions({
    queryKey: [...queryRoots.notifications, 'comments', workspaceId, limit],
    queryFn: () => fetchCommentNotices(workspaceId, limit),
    refetchOnWindowFocus: 'always',
    meta: { errorMessage: COMMENT_NOTICES_FAILED },
  });
