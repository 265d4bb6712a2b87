import { FormDialog } from '@/components/form-dialog';
import type { EditableAnswer } from '../model';
import { AnswerForm } from './answer-form';

interface AnswerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The answer to edit; null to write one. */
  saved: EditableAnswer | null;
}

/** Writes an answer or edits one; asks before throwing away unsaved changes. */
export function AnswerDialog({ open, onOpenChange, saved }: AnswerDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={saved ? 'Edit answer' : 'New answer'}
      description="Write it once: every tender that asks the same question can use it. Every edit keeps a version."
      className="max-w-3xl"
    >
      {(form) => <AnswerForm saved={saved} {...form} />}
    </FormDialog>
  );
}
