import { useRef } from 'react';
import type { Blocker } from 'react-router-dom';
import { QuestionDialog } from '@/components/question-dialog';
import { AlertDialogAction, AlertDialogCancel } from '@/components/ui/alert-dialog';

const selectedTab = () => document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');

/**
 * Asks before a navigation the blocker held: stay (keep editing) or discard the changes and
 * go. When another tab asked, the focus goes back to the selected tab, not to the one that
 * asked: tabs switch on focus, so that would ask again.
 */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const fromTab = useRef(false);
  return (
    <QuestionDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title="Discard unsaved changes?"
      description="You have changes on this tab that are not saved yet. If you leave now, they will be lost."
      onOpenAutoFocus={() => {
        fromTab.current = document.activeElement?.getAttribute('role') === 'tab';
      }}
      onCloseAutoFocus={(event) => {
        if (!fromTab.current) return;
        event.preventDefault();
        selectedTab()?.focus();
      }}
    >
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
    </QuestionDialog>
  );
}
