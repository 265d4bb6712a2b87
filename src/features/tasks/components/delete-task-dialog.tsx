import { ConfirmDialog } from '@/components/confirm-dialog';
import type { Task } from '../model';

interface DeleteTaskDialogProps {
  task: Task | null;
  onClose: () => void;
  pending: boolean;
  onConfirm: (task: Task) => void;
  /** Where the focus goes on close (back to the Delete button unless this prevents it). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** 'Are you sure you want to delete this task?' */
export function DeleteTaskDialog({
  task,
  onClose,
  pending,
  onConfirm,
  onCloseAutoFocus,
}: DeleteTaskDialogProps) {
  return (
    <ConfirmDialog
      open={task !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Are you sure you want to delete this task?"
      description={task ? `“${task.name}” will be deleted. This cannot be undone.` : ''}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={pending}
      onConfirm={() => task && onConfirm(task)}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
