import { queryOptions } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import type { Invitation } from '../model';

/** The workspace's open invitations (admins only; RLS shows others none), newest first. */
const fetchPendingInvitations = authed(async (workspaceId: string): Promise<Invitation[]> => {
  const { data, error } = await supabase
    .from('workspace_invitations')
    .select('*')
    .eq('workspace_id', workspaceId)
    .is('accepted_at', null)
    .is('revoked_at', null)
    .gt('expires_at', new Date().toISOString())
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
});

/** What a signed-in visitor of /invite/{token} may see of the invitation; null for an unknown link. */
const fetchInvitation = authed(async (token: string) => {
  const { data, error } = await supabase.rpc('invitation_details', { p_token: token }).maybeSingle();
  if (error) throw error;
  return data;
});

/**
 * What anyone holding a link that still works may see before signing in: who invites, to
 * which workspace, as what; null for a link that is wrong, expired, used or revoked.
 */
const fetchInvitationPreview = async (token: string) => {
  const { data, error } = await supabase.rpc('invitation_preview', { p_token: token }).maybeSingle();
  if (error) throw error;
  return data;
};

export const userQueries = {
  all: () => queryRoots.users,
  invitations: (workspaceId: string) =>
    queryOptions({
      queryKey: [...userQueries.all(), 'invitations', workspaceId],
      queryFn: () => fetchPendingInvitations(workspaceId),
    }),
  invitation: (token: string) =>
    queryOptions({
      queryKey: [...userQueries.all(), 'invitation', token],
      queryFn: () => fetchInvitation(token),
    }),
  invitationPreview: (token: string) =>
    queryOptions({
      queryKey: [...userQueries.all(), 'invitation-preview', token],
      queryFn: () => fetchInvitationPreview(token),
    }),
};
