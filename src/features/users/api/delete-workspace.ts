import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { supabase } from '@/lib/supabase';
import { teamChangeFailure, userMessages } from '../model';

/** Deletes a workspace the user is the last member of and that has no tenders (the database checks both). */
export const deleteWorkspace = authed(async (workspaceId: string) => {
  const { error } = await supabase.rpc('delete_workspace', { p_workspace_id: workspaceId });
  if (error) throw error;
});

export function useDeleteWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkspace,
    // Another workspace becomes current: everything cached was the deleted one's view.
    // Not awaited, so the screen can leave before the refetches land.
    onSuccess: () => void queryClient.invalidateQueries(),
    meta: { errorMessage: teamChangeFailure(userMessages.deleteWorkspaceFailed) },
  });
}
