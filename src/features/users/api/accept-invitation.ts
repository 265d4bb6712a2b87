import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { supabase } from '@/lib/supabase';
import { refusalMessage, userMessages } from '../model';

/** Joins the workspace (one time; the account's email must be the invited one); it becomes the current one. */
export const acceptInvitation = authed(async (token: string): Promise<string> => {
  const { data, error } = await supabase.rpc('accept_invitation', { p_token: token });
  if (error) throw error;
  return data;
});

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  // Everything cached belonged to the previous current workspace's view of the world.
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () => queryClient.invalidateQueries(),
    meta: { errorMessage: (error) => refusalMessage(error, userMessages.acceptFailed) },
  });
}
