import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';

interface DeleteDialogProps<T> {
  /** What the dialog asks about deleting; it is closed without one. */
  item: T | null;
  title: string | ((item: T) => string);
  /** What deleting it does, for everyone, in the screen's words. */
  warning: (item: T) => ReactNode;
  pending: boolean;
  /** Deletes it; the caller closes the dialog when that succeeds. */
  onConfirm: (item: T) => void;
  onClose: () => void;
  /** Where the focus goes on close (back to the Delete button unless this prevents it). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Asks before deleting one thing: its title and warning, Cancel and Delete ('Deleting...' while it runs). */
export function DeleteDialog<T>({
  item,
  title,
  warning,
  pending,
  onConfirm,
  onClose,
  onCloseAutoFocus,
}: DeleteDialogProps<T>) {
  // While the dialog closes it keeps naming what it asked about, not a blank.
  const [asked, setAsked] = useState(item);
  if (item !== null && item !== asked) setAsked(item);
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={asked === null ? '' : typeof title === 'string' ? title : title(asked)}
      description={asked === null ? '' : warning(asked)}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={pending}
      onConfirm={() => item !== null && onConfirm(item)}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
