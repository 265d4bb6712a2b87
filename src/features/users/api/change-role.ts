import { useMutation } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import type { WorkspaceRole } from '@/lib/workspace';
import { teamChangeFailure, userMessages } from '../model';

/** An admin changes a member's role; demoting the last admin is refused ('Cannot delete the admin user'). */
export const changeRole = authed(
  async ({ workspaceId, userId, role }: { workspaceId: string; userId: string; role: WorkspaceRole }) => {
    const { error } = await supabase
      .from('workspace_members')
      .update({ role })
      .eq('workspace_id', workspaceId)
      .eq('user_id', userId)
      .select('user_id')
      .single();
    if (error) throw error;
  },
);

// The members list lives under the profile root; a role change also changes what the user may do.
export const useChangeRole = () =>
  useMutation({
    mutationFn: changeRole,
    meta: {
      invalidates: [queryRoots.profile, queryRoots.workspaces],
      errorMessage: teamChangeFailure(userMessages.updateFailed),
    },
  });
