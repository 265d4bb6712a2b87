import { useState } from 'react';
import { GuardedDialog } from '@/components/guarded-dialog';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
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
  const [dirty, setDirty] = useState(false);
  const close = () => {
    setDirty(false);
    onOpenChange(false);
  };
  return (
    <GuardedDialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} dirty={dirty}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{saved ? `Edit question ${saved.number}` : 'Add question'}</DialogTitle>
          <DialogDescription>
            A question to the buyer about this tender, and the buyer's answer.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <ClarificationForm tender={tender} saved={saved} onSaved={close} onDirtyChange={setDirty} />
        ) : null}
      </DialogContent>
    </GuardedDialog>
  );
}
