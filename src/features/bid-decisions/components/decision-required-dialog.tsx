import { QuestionDialog } from '@/components/question-dialog';
import { AlertDialogCancel } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

interface DecisionRequiredDialogProps {
  open: boolean;
  pending: boolean;
  /** Keep the status; the user goes to the decision. */
  onDecide: () => void;
  /** Record the skip, then change the status. */
  onSkip: () => void;
  /** Keep the status. */
  onCancel: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** Moving to In Development without a decision: record one first, or skip (the skip is recorded). */
export function DecisionRequiredDialog({
  open,
  pending,
  onDecide,
  onSkip,
  onCancel,
  onCloseAutoFocus,
}: DecisionRequiredDialogProps) {
  return (
    <QuestionDialog
      open={open}
      onOpenChange={(next) => !next && !pending && onCancel()}
      title="Record the bid decision first?"
      description="This tender has no bid decision yet. Score it and record Bid or No bid before developing the bid, or skip the decision: the skip is recorded with your name."
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
      <Button variant="outline" disabled={pending} onClick={onSkip}>
        {pending ? 'Skipping...' : 'Skip decision'}
      </Button>
      <Button disabled={pending} onClick={onDecide}>
        Record decision
      </Button>
    </QuestionDialog>
  );
}
