/* eslint-disable react-refresh/only-export-components -- the dialog and the hook its form's Cancel uses */
import { createContext, useContext, useRef, useState, type ReactNode } from 'react';
import { QuestionDialog } from '@/components/question-dialog';
import { AlertDialogAction, AlertDialogCancel } from '@/components/ui/alert-dialog';
import { Dialog } from '@/components/ui/dialog';

interface GuardedDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The form inside has changes that closing would throw away. */
  dirty: boolean;
  /** A DialogTrigger (optional) and the DialogContent, as inside a Dialog. */
  children: ReactNode;
}

const RequestClose = createContext<(() => void) | null>(null);

/**
 * A Dialog for editing something. Escape, the close button, a click outside and
 * `useGuardedClose()` ask 'Discard unsaved changes?' while `dirty`, and close at once
 * otherwise. Closing by setting `open` yourself (after a save) never asks.
 */
export function GuardedDialog({ open, onOpenChange, dirty, children }: GuardedDialogProps) {
  const [asking, setAsking] = useState(false);
  // Where the focus was when the question opened, to go back to on 'Keep editing'.
  const editing = useRef<HTMLElement | null>(null);
  const discarding = useRef(false);

  const requestClose = () => {
    if (!dirty) return onOpenChange(false);
    editing.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    discarding.current = false;
    setAsking(true);
  };

  return (
    <RequestClose.Provider value={requestClose}>
      <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}>
        {children}
      </Dialog>
      <QuestionDialog
        open={open && asking}
        onOpenChange={setAsking}
        title="Discard unsaved changes?"
        description="You have changes in this form that are not saved yet. If you close it now, they will be lost."
        onCloseAutoFocus={(event) => {
          // No trigger of its own: back to the field being edited, unless the form is gone.
          event.preventDefault();
          if (!discarding.current) editing.current?.focus();
        }}
      >
        <AlertDialogCancel>Keep editing</AlertDialogCancel>
        <AlertDialogAction
          onClick={() => {
            discarding.current = true;
            onOpenChange(false);
          }}
        >
          Discard changes
        </AlertDialogAction>
      </QuestionDialog>
    </RequestClose.Provider>
  );
}

/** Closes the surrounding GuardedDialog, asking first when its form has unsaved changes (for Cancel). */
export function useGuardedClose(): () => void {
  const requestClose = useContext(RequestClose);
  if (!requestClose) throw new Error('useGuardedClose must be used inside a GuardedDialog');
  return requestClose;
}

/** The surrounding GuardedDialog's close, or undefined outside one. */
export const useDialogClose = (): (() => void) | undefined => useContext(RequestClose) ?? undefined;
