import { useMutation } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import type { MutationErrorMessage } from '@/lib/query-client';
import { supabase } from '@/lib/supabase';
import { userQueries } from './queries';
import type { InviteValues } from '../model';

/**
 * Invites by email with a role; returns the one-time token (only its hash is stored).
 * Inviting the same address again replaces its open invitation — which is also how
 * "Copy link" gets a fresh link for a pending one.
 */
export const inviteUser = authed(
  async ({ workspaceId, values }: { workspaceId: string; values: InviteValues }) => {
    const { data, error } = await supabase.rpc('create_invitation', {
      p_workspace_id: workspaceId,
      p_email: values.email,
      p_name: values.name,
      p_role: values.role,
    });
    if (error) throw error;
    return data;
  },
);

/** `errorMessage`: what a failure toasts (adding a user and renewing a link say it differently). */
export const useInviteUser = (errorMessage: MutationErrorMessage) =>
  useMutation({ mutationFn: inviteUser, meta: { invalidates: [userQueries.all()], errorMessage } });
