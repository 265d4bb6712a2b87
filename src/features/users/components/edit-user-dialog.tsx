import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
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
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription>
            {member.name} · {member.email}
          </DialogDescription>
        </DialogHeader>
        <RoleField value={role} onChange={setRole} />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} disabled={change.isPending}>
            {change.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
