import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { AppPageHeader } from '@/components/layout/app-page-header';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { canManageMembers, useWorkspaces, workspaceQueries, type Member } from '@/lib/workspace';
import { useInviteUser } from '../api/invite-user';
import { userQueries } from '../api/queries';
import { canDeleteWorkspace, invitationLink, userMessages, type Invitation } from '../model';
import { AddUserDialog } from './add-user-dialog';
import { DeleteWorkspaceCard } from './delete-workspace-card';
import { EditUserDialog } from './edit-user-dialog';
import { InvitationLinkDialog } from './invitation-link-dialog';
import { MembersTable } from './members-table';
import { PendingInvitations } from './pending-invitations';
import { RemoveMemberDialog } from './remove-member-dialog';
import { RevokeInvitationDialog } from './revoke-invitation-dialog';

type Open = { kind: 'add' } | { kind: 'edit' | 'delete'; member: Member } | null;

/**
 * The workspace's team: members with their roles, open invitations; admins manage them.
 * `tenderCount` (the workspace's tenders, once known) decides whether its last member may
 * delete it.
 */
export function UsersScreen({ tenderCount }: { tenderCount?: number }) {
  const { current: workspace, all } = useWorkspaces();
  const { user } = useSession();
  const admin = canManageMembers(workspace.role);
  const members = useQuery(workspaceQueries.members(workspace.id));
  const invitations = useQuery({ ...userQueries.invitations(workspace.id), enabled: admin });
  const [open, setOpen] = useState<Open>(null);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const [newLink, setNewLink] = useState<{ link: string; email: string } | null>(null);
  const reissue = useInviteUser('Failed to create a new link');
  const copyLink = ({ email, name, role }: Invitation) =>
    reissue.mutate(
      { workspaceId: workspace.id, values: { email, name, role } },
      {
        onSuccess: (token) =>
          setNewLink({ link: invitationLink(window.location.origin, token, email), email }),
      },
    );
  const alone = members.data?.length === 1;
  const deletable =
    members.data !== undefined &&
    tenderCount !== undefined &&
    canDeleteWorkspace({
      role: workspace.role,
      members: members.data.length,
      tenders: tenderCount,
      workspaces: all.length,
    });

  return (
    <>
      <AppPageHeader
        title="User Management"
        description={`The people of ${workspace.name} and what they may do`}
        actions={
          admin ? (
            <Button onClick={() => setOpen({ kind: 'add' })}>
              <UserPlus aria-hidden /> Add User
            </Button>
          ) : null
        }
      />
      <div className="grid grid-cols-1 gap-6">
        {admin ? null : <p className="text-sm text-muted-foreground">{userMessages.adminsOnly}</p>}
        <Card className="overflow-hidden">
          {members.isPending ? (
            <Skeleton className="m-6 h-24" />
          ) : !members.data ? (
            <LoadError
              className="m-4"
              message="Failed to load users. Please try again later."
              query={members}
            />
          ) : (
            <MembersTable
              members={members.data}
              currentUserId={user?.id}
              editable={admin}
              onEdit={(member) => setOpen({ kind: 'edit', member })}
              onDelete={(member) => setOpen({ kind: 'delete', member })}
            />
          )}
        </Card>
        {alone && !invitations.data?.length ? (
          <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center">
            <p className="font-medium">You are the only member of {workspace.name} so far.</p>
            {admin ? (
              <>
                <p className="text-sm text-muted-foreground">
                  Invite your colleagues to work on its tenders together.
                </p>
                <Button onClick={() => setOpen({ kind: 'add' })}>Add your first user</Button>
              </>
            ) : null}
          </div>
        ) : null}
        {admin && invitations.data?.length ? (
          <Card>
            <CardHeader>
              <CardTitle>Pending invitations</CardTitle>
            </CardHeader>
            <CardContent className="px-0 pb-2">
              <PendingInvitations
                invitations={invitations.data}
                onCopyLink={copyLink}
                onRevoke={setRevoking}
              />
            </CardContent>
          </Card>
        ) : null}
        {deletable ? <DeleteWorkspaceCard workspace={workspace} /> : null}
      </div>
      <AddUserDialog
        workspaceId={workspace.id}
        open={open?.kind === 'add'}
        onOpenChange={(next) => !next && setOpen(null)}
      />
      {open?.kind === 'edit' ? (
        <EditUserDialog workspaceId={workspace.id} member={open.member} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'delete' ? (
        <RemoveMemberDialog workspace={workspace} member={open.member} onClose={() => setOpen(null)} />
      ) : null}
      {revoking ? <RevokeInvitationDialog invitation={revoking} onClose={() => setRevoking(null)} /> : null}
      {newLink ? <InvitationLinkDialog {...newLink} onClose={() => setNewLink(null)} /> : null}
    </>
  );
}
