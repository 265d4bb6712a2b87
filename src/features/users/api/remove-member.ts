import { useMutation } from '@tanstack/react-query';
import { requireUserId } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';

/** Removes a member from the workspace (their tasks become unassigned); they lose access at once. */
export async function removeMember({ workspaceId, userId }: { workspaceId: string; userId: string }) {
  await requireUserId();
  const { error } = await supabase
    .from('workspace_members')
    .delete()
    .eq('workspace_id', workspaceId)
    .eq('user_id', userId)
    .select('user_id')
    .single();
  if (error) throw error;
}

export const useRemoveMember = () =>
  useMutation({ mutationFn: removeMember, meta: { invalidates: [queryRoots.profile, queryRoots.tasks] } });
