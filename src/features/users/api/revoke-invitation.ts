import { useMutation } from '@tanstack/react-query';
import { requireUserId } from '@/lib/current-user';
import { supabase } from '@/lib/supabase';
import { userQueries } from './queries';

/** The link stops working; the invitation leaves the pending list. */
export async function revokeInvitation(id: string) {
  await requireUserId();
  const { error } = await supabase
    .from('workspace_invitations')
    .update({ revoked_at: new Date().toISOString() })
    .eq('id', id)
    .select('id')
    .single();
  if (error) throw error;
}

export const useRevokeInvitation = () =>
  useMutation({ mutationFn: revokeInvitation, meta: { invalidates: [userQueries.all()] } });
