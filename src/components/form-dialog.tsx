import { useState, type ReactNode } from 'react';
import { GuardedDialog } from '@/components/guarded-dialog';
import { DialogFrame } from '@/components/dialog-frame';
import { cn } from '@/lib/utils';

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
  /** The panel's width, when not the default 2xl. */
  className?: string;
}

/** A dialog around one form that asks before throwing away unsaved changes. */
export function FormDialog({ open, onOpenChange, title, description, children, className }: FormDialogProps) {
  const [dirty, setDirty] = useState(false);
  const close = () => {
    setDirty(false);
    onOpenChange(false);
  };
  return (
    <GuardedDialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} dirty={dirty}>
      <DialogFrame title={title} description={description} className={cn('max-w-2xl', className)}>
        {open ? children({ onSaved: close, onDirtyChange: setDirty }) : null}
      </DialogFrame>
    </GuardedDialog>
  );
}
