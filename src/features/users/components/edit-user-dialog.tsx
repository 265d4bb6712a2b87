import { useState } from 'react';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog-actions';
import { DialogFrame } from '@/components/dialog-frame';
import { Dialog } from '@/components/ui/dialog';
import type { Member, WorkspaceRole } from '@/lib/workspace';
import { useChangeRole } from '../api/change-role';
import { userMessages } from '../model';
import { RoleField } from './role-select';

interface EditUserDialogProps {
  workspaceId: string;
  member: Member;
  onClose: () => void;
}

/** Edit User: change a member's role. */
export function EditUserDialog({ workspaceId, member, onClose }: EditUserDialogProps) {
  const [role, setRole] = useState<WorkspaceRole>(member.role);
  const change = useChangeRole();
  const save = () => {
    if (role === member.role) return onClose();
    change.mutate(
      { workspaceId, userId: member.userId, role },
      {
        onSuccess: () => {
          toast.success(userMessages.updated);
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogFrame title="Edit User" description={`${member.name} · ${member.email}`}>
        <RoleField value={role} onChange={setRole} />
        <DialogActions label="Save Changes" pending={change.isPending} onCancel={onClose} onConfirm={save} />
      </DialogFrame>
    </Dialog>
  );
}
