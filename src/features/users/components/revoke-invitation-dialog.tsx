import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { userMessages, type Invitation } from '../model';

/** Revoke: after asking, the link stops working. */
export function RevokeInvitationDialog({
  invitation,
  onClose,
}: {
  invitation: Invitation;
  onClose: () => void;
}) {
  const revoke = useRevokeInvitation();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Revoke this invitation?"
      description={`The link sent to ${invitation.email} will stop working.`}
      confirmLabel="Revoke"
      pendingLabel="Revoking..."
      pending={revoke.isPending}
      onConfirm={() =>
        revoke.mutate(invitation.id, {
          onSuccess: () => {
            toast.success(userMessages.revoked);
            onClose();
          },
        })
      }
    />
  );
}
