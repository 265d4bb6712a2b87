// The team's rules on the Users screen: roles and their badges, the Add User form,
// invitation links and which invitations are still open, and the database's refusals
// in words.
import { invitationUrl } from '@shared/invitation.ts';
import { dataErrorMessage } from '@/lib/errors';
import { z } from '@/lib/zod';
import { roleLabels, type WorkspaceRole } from '@/lib/workspace';
import type { Database } from '@/types/database';

export type Invitation = Database['public']['Tables']['workspace_invitations']['Row'];
export type InvitationStatus = Database['public']['Enums']['invitation_status'];

export const ROLES = ['admin', 'manager', 'user'] as const satisfies readonly WorkspaceRole[];
export { roleLabels };

/** Role badges: Administrator default, Manager outline, User secondary. */
export const roleBadgeVariant = { admin: 'default', manager: 'outline', user: 'secondary' } as const;

export const inviteSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200, 'Name must be at most 200 characters'),
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email('Enter a valid email address'))
    .transform((email) => email.toLowerCase()),
  role: z.enum(ROLES),
});
export type InviteInput = z.input<typeof inviteSchema>;
export type InviteValues = z.output<typeof inviteSchema>;

/** The link an admin copies (the one the invitation email carries); it works on any deployment. */
export const invitationLink = invitationUrl;

/** Still waiting for an answer: neither accepted nor revoked, and not expired. */
export const isPending = (invitation: Invitation, now: Date = new Date()) =>
  !invitation.accepted_at && !invitation.revoked_at && new Date(invitation.expires_at) > now;

export const userMessages = {
  added: 'User added successfully!',
  updated: 'User updated successfully!',
  deleted: 'User deleted successfully!',
  cannotDeleteAdmin: 'Cannot delete the admin user',
  adminsOnly: 'Only administrators can add, edit or remove users.',
  linkCopied: 'Invitation link copied',
  revoked: 'Invitation revoked',
  addFailed: 'Failed to add user',
  updateFailed: 'Failed to update user',
  deleteFailed: 'Failed to delete user',
  revokeFailed: 'Failed to revoke the invitation',
  acceptFailed: 'Failed to accept the invitation. Please try again.',
  workspaceDeleted: 'Workspace deleted',
  deleteWorkspaceFailed: 'Failed to delete the workspace',
} as const;

/** The database's refusals (SQLSTATE) in the words the screens show. */
const refusals: Record<string, string> = {
  TFA01: userMessages.cannotDeleteAdmin,
  TFI01: 'This invitation link is not valid.',
  TFI02: 'This invitation has expired. Ask for a new link.',
  TFI03: 'This invitation has already been used.',
  TFI04: 'This invitation has been revoked.',
  TFI05: 'This invitation was sent to another email address.',
  TFI06: 'Confirm your email address before accepting the invitation.',
  TFW01: 'Only the last member can delete a workspace.',
  TFW02: 'Only a workspace without tenders can be deleted.',
  TFW03: 'You cannot delete your only workspace.',
  '23505': 'Already a member of this workspace',
  '42501': 'Only administrators can do that.',
};

export function refusalMessage(error: unknown, fallback: string): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return refusals[code] ?? fallback;
}

/** A failed team change's toast: the database's refusal in words, else `fallback` (the connection message offline). */
export const teamChangeFailure = (fallback: string) => (error: unknown) =>
  refusalMessage(error, dataErrorMessage(error, fallback));

/**
 * Whether to offer deleting the current workspace: its last member (and so its admin) may,
 * while it has no tenders and they belong to another workspace. The database decides
 * (delete_workspace); this only keeps the button away where it would be refused.
 */
export const canDeleteWorkspace = (state: {
  role: WorkspaceRole;
  members: number;
  tenders: number;
  workspaces: number;
}) => state.role === 'admin' && state.members === 1 && state.tenders === 0 && state.workspaces > 1;

/** What the invitation page says for a link that can no longer be used. */
export const invitationStatusText: Record<Exclude<InvitationStatus, 'pending'>, string> = {
  accepted: 'This invitation has already been used.',
  expired: 'This invitation has expired. Ask the person who invited you for a new link.',
  revoked: 'This invitation has been revoked.',
};
