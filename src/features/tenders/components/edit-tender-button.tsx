import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { GuardedDialog, useGuardedClose } from '@/components/guarded-dialog';
import { Button } from '@/components/ui/button';
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import type { Tender } from '../model';
import { EditTenderForm } from './edit-tender-form';

interface EditTenderDialogFormProps {
  tender: Tender;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** The form inside the dialog: its Cancel asks first when something was changed. */
function EditTenderDialogForm({ tender, onSaved, onDirtyChange }: EditTenderDialogFormProps) {
  const close = useGuardedClose();
  return <EditTenderForm tender={tender} onDone={onSaved} onCancel={close} onDirtyChange={onDirtyChange} />;
}

/**
 * Edit opens the tender form in a dialog, filled with the current values. Closing it with
 * changes unsaved (Escape, a click outside, Close, Cancel) asks first.
 */
export function EditTenderButton({ tender }: { tender: Tender }) {
  const [open, setOpen] = useState(false);
  const [dirty, setDirty] = useState(false);
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) setDirty(false);
  };
  return (
    <GuardedDialog open={open} onOpenChange={changeOpen} dirty={dirty}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Pencil aria-hidden /> Edit
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit Tender</DialogTitle>
          <DialogDescription>Update the details of this tender.</DialogDescription>
        </DialogHeader>
        <EditTenderDialogForm tender={tender} onSaved={() => changeOpen(false)} onDirtyChange={setDirty} />
      </DialogContent>
    </GuardedDialog>
  );
}
