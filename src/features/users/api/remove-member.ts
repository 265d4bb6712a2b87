import { useMutation } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { teamChangeFailure, userMessages } from '../model';

/** Removes a member from the workspace (their tasks become unassigned); they lose access at once. */
export const removeMember = authed(
  async ({ workspaceId, userId }: { workspaceId: string; userId: string }) => {
    const { error } = await supabase
      .from('workspace_members')
      .delete()
      .eq('workspace_id', workspaceId)
      .eq('user_id', userId)
      .select('user_id')
      .single();
    if (error) throw error;
  },
);

export const useRemoveMember = () =>
  useMutation({
    mutationFn: removeMember,
    meta: {
      invalidates: [queryRoots.profile, queryRoots.tasks],
      errorMessage: teamChangeFailure(userMessages.deleteFailed),
    },
  });
