import { useMutation } from '@tanstack/react-query';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { commentErrorMessage, commentMessages, type ThreadScope } from '../model';

/** What posting or editing answers: the mentioned who cannot read the tender (not notified). */
export interface CommentSaved {
  notNotified: string[];
}

const saved = (data: unknown): CommentSaved => ({
  notNotified: ((data as { not_notified?: string[] } | null)?.not_notified ?? []).map(String),
});

// Every thread and count sits under the comments root; the bell under notifications.
const invalidates = [queryRoots.comments, queryRoots.notifications];

export const usePostComment = (scope: ThreadScope) =>
  useMutation({
    mutationFn: async ({ body, mentions }: { body: string; mentions: string[] }) => {
      const { data, error } = await supabase.rpc('post_comment', {
        p_tender_id: scope.tenderId,
        p_task_id: scope.taskId ?? undefined,
        p_body: body,
        p_mentions: mentions,
      });
      if (error) throw error;
      return saved(data);
    },
    meta: { invalidates, errorMessage: (error) => commentErrorMessage(error, commentMessages.postFailed) },
  });

export const useEditComment = () =>
  useMutation({
    mutationFn: async ({ id, body, mentions }: { id: string; body: string; mentions: string[] }) => {
      const { data, error } = await supabase.rpc('edit_comment', {
        p_comment_id: id,
        p_body: body,
        p_mentions: mentions,
      });
      if (error) throw error;
      return saved(data);
    },
    meta: { invalidates, errorMessage: (error) => commentErrorMessage(error, commentMessages.editFailed) },
  });

export const useDeleteComment = () =>
  useMutation({
    mutationFn: async (id: string) => {
      const { error } = await supabase.from('comments').delete().eq('id', id).select('id').single();
      if (error) throw error;
    },
    meta: { invalidates, errorMessage: commentMessages.deleteFailed },
  });
