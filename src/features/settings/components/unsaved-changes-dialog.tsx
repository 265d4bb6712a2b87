import type { Blocker } from 'react-router-dom';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

/** Asks before a navigation the blocker held: stay (keep editing) or discard the changes and go. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  return (
    <AlertDialog open={blocker.state === 'blocked'} onOpenChange={(open) => !open && blocker.reset?.()}>
      <AlertDialogContent>
        <AlertDialogTitle>Discard unsaved changes?</AlertDialogTitle>
        <AlertDialogDescription>
          You have changes on this tab that are not saved yet. If you leave now, they will be lost.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Stay on this tab</AlertDialogCancel>
          <AlertDialogAction
            onClick={(event) => {
              // The dialog closes when the blocker lets go; closing it here would reset the blocker instead.
              event.preventDefault();
              blocker.proceed?.();
            }}
          >
            Discard changes
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
