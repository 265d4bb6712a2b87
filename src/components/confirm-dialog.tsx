import type { ReactNode } from 'react';
import { QuestionDialog } from '@/components/question-dialog';
import { AlertDialogAction, AlertDialogCancel } from '@/components/ui/alert-dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The confirm button's label while the action runs ('Deleting...'). */
  pendingLabel: string;
  pending: boolean;
  /** Runs the action; the caller closes the dialog when it succeeds. */
  onConfirm: () => void;
  /** Where the focus goes on close; by default back to what opened the dialog (preventDefault to focus elsewhere). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Asks before something that cannot be undone; stays open (and busy) until the action finishes. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <QuestionDialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={title}
      description={description}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
      <AlertDialogAction
        disabled={pending}
        onClick={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        {pending ? pendingLabel : confirmLabel}
      </AlertDialogAction>
    </QuestionDialog>
  );
}
