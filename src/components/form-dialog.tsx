import { useState, type ReactNode } from 'react';
import { GuardedDialog } from '@/components/guarded-dialog';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/** What the dialog hands its form: close once saved, and whether anything is typed. */
export interface FormDialogForm {
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The form, mounted afresh each time the dialog opens. */
  children: (form: FormDialogForm) => ReactNode;
}

/** A dialog around one form that asks before throwing away unsaved changes. */
export function FormDialog({ open, onOpenChange, title, description, children }: FormDialogProps) {
  const [dirty, setDirty] = useState(false);
  const close = () => {
    setDirty(false);
    onOpenChange(false);
  };
  return (
    <GuardedDialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} dirty={dirty}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open ? children({ onSaved: close, onDirtyChange: setDirty }) : null}
      </DialogContent>
    </GuardedDialog>
  );
}
