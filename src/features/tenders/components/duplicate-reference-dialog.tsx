import { useRef } from 'react';
import { QuestionDialog } from '@/components/question-dialog';
import { AlertDialogAction, AlertDialogCancel } from '@/components/ui/alert-dialog';
import { buttonVariants } from '@/components/ui/button-variants';
import type { SameReferenceTender } from '../api/same-reference';

interface DuplicateReferenceDialogProps {
  /** The tender that has the reference already, when known. */
  other: SameReferenceTender | undefined;
  open: boolean;
  onAnswer: (saveAnyway: boolean) => void;
  /** Where the focus goes after 'Change reference'. */
  onChangeReference: () => void;
}

/** Asks before a save gives a tender a reference another tender of the workspace has. */
export function DuplicateReferenceDialog({
  other,
  open,
  onAnswer,
  onChangeReference,
}: DuplicateReferenceDialogProps) {
  const savedAnyway = useRef(false);
  return (
    <QuestionDialog
      open={open}
      onOpenChange={(next) => !next && onAnswer(false)}
      title="This reference number is already used"
      description={
        <>
          {other
            ? `“${other.title}” in this workspace has the reference ${other.reference_number}.`
            : 'Another tender in this workspace has this reference.'}{' '}
          Save anyway if this tender shares it, as the lots of one procurement do.
        </>
      }
      onCloseAutoFocus={(event) => {
        const saved = savedAnyway.current;
        savedAnyway.current = false;
        if (saved) return;
        event.preventDefault();
        onChangeReference();
      }}
    >
      <AlertDialogCancel>Change reference</AlertDialogCancel>
      <AlertDialogAction
        className={buttonVariants()}
        onClick={(event) => {
          // The answer closes the dialog; Radix closing it too would answer 'no' as well.
          event.preventDefault();
          savedAnyway.current = true;
          onAnswer(true);
        }}
      >
        Save anyway
      </AlertDialogAction>
    </QuestionDialog>
  );
}
