import { useRef } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
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
    <AlertDialog open={open} onOpenChange={(next) => !next && onAnswer(false)}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          const saved = savedAnyway.current;
          savedAnyway.current = false;
          if (saved) return;
          event.preventDefault();
          onChangeReference();
        }}
      >
        <AlertDialogTitle>This reference number is already used</AlertDialogTitle>
        <AlertDialogDescription>
          {other
            ? `“${other.title}” in this workspace has the reference ${other.reference_number}.`
            : 'Another tender in this workspace has this reference.'}{' '}
          Save anyway if this tender shares it, as the lots of one procurement do.
        </AlertDialogDescription>
        <AlertDialogFooter>
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
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
