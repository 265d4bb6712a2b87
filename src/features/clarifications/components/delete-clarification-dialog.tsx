import { ConfirmDialog } from '@/components/confirm-dialog';
import type { Clarification } from '../model';

interface DeleteClarificationDialogProps {
  /** The question to delete; the dialog is closed without one. */
  question: Clarification | null;
  onClose: () => void;
  pending: boolean;
  onConfirm: (question: Clarification) => void;
}

/** 'Delete question 3?' */
export function DeleteClarificationDialog({
  question,
  onClose,
  pending,
  onConfirm,
}: DeleteClarificationDialogProps) {
  return (
    <ConfirmDialog
      open={question !== null}
      onOpenChange={(next) => !next && onClose()}
      title={question ? `Delete question ${question.number}?` : 'Delete question?'}
      description="The question and its answer will be deleted for everyone in the workspace. Its number is not given again. This cannot be undone."
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={pending}
      onConfirm={() => question && onConfirm(question)}
    />
  );
}
