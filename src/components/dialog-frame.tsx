import type { ComponentProps, ReactNode } from 'react';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

interface DialogFrameProps extends Omit<ComponentProps<typeof DialogContent>, 'title'> {
  title: string;
  /** Under the title: what the dialog is about. */
  description?: ReactNode;
}

/** A dialog's panel: its title and description, then what it holds (inside a Dialog or GuardedDialog). */
export function DialogFrame({ title, description, children, ...content }: DialogFrameProps) {
  return (
    <DialogContent {...content}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        {description ? <DialogDescription>{description}</DialogDescription> : null}
      </DialogHeader>
      {children}
    </DialogContent>
  );
}
