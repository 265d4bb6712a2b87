import { useState } from 'react';
import { GuardedDialog } from '@/components/guarded-dialog';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { AddendaTender } from '../model';
import { AddendumForm } from './addendum-form';

interface AddendumDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tender: AddendaTender;
  documentNames: readonly string[];
}

/** Records an addendum; asks before throwing away unsaved changes. */
export function AddendumDialog({ open, onOpenChange, tender, documentNames }: AddendumDialogProps) {
  const [dirty, setDirty] = useState(false);
  const close = () => {
    setDirty(false);
    onOpenChange(false);
  };
  return (
    <GuardedDialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} dirty={dirty}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Record addendum</DialogTitle>
          <DialogDescription>
            An addendum from the buyer. The deadlines it moves are changed on the tender and kept in its
            deadline history.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <AddendumForm
            tender={tender}
            documentNames={documentNames}
            onSaved={close}
            onDirtyChange={setDirty}
          />
        ) : null}
      </DialogContent>
    </GuardedDialog>
  );
}
