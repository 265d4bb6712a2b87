import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { Member, Workspace } from '@/lib/workspace';
import { useRemoveMember } from '../api/remove-member';
import { userMessages } from '../model';

interface RemoveMemberDialogProps {
  workspace: Workspace;
  member: Member;
  onClose: () => void;
}

/** Delete User: removes the member from the workspace, after asking. */
export function RemoveMemberDialog({ workspace, member, onClose }: RemoveMemberDialogProps) {
  const remove = useRemoveMember();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete User"
      description={`${member.name} will be removed from ${workspace.name} and lose access to its tenders at once. Their tasks become unassigned.`}
      confirmLabel="Delete User"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(
          { workspaceId: workspace.id, userId: member.userId },
          {
            onSuccess: () => {
              toast.success(userMessages.deleted);
              onClose();
            },
          },
        )
      }
    />
  );
}
