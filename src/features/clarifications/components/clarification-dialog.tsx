import { FormDialog } from '@/components/form-dialog';
import type { Clarification, ClarificationTender } from '../model';
import { ClarificationForm } from './clarification-form';

interface ClarificationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tender: ClarificationTender;
  /** The question to edit or answer; a new one without it. */
  saved: Clarification | null;
}

/** Adds a question, or edits or answers one; asks before throwing away unsaved changes. */
export function ClarificationDialog({ open, onOpenChange, tender, saved }: ClarificationDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={saved ? `Edit question ${saved.number}` : 'Add question'}
      description="A question to the buyer about this tender, and the buyer's answer."
    >
      {(form) => <ClarificationForm tender={tender} saved={saved} {...form} />}
    </FormDialog>
  );
}
