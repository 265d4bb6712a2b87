import { useMutation } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { supabase } from '@/lib/supabase';
import { userMessages } from '../model';
import { userQueries } from './queries';

/** The link stops working; the invitation leaves the pending list. */
export const revokeInvitation = authed(async (id: string) => {
  const { error } = await supabase
    .from('workspace_invitations')
    .update({ revoked_at: new Date().toISOString() })
    .eq('id', id)
    .select('id')
    .single();
  if (error) throw error;
});

export const useRevokeInvitation = () =>
  useMutation({
    mutationFn: revokeInvitation,
    meta: { invalidates: [userQueries.all()], errorMessage: userMessages.revokeFailed },
  });
