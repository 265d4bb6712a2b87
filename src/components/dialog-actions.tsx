import { useDialogClose } from '@/components/guarded-dialog';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';

interface DialogActionsProps {
  /** The main button's words, and its words while the action runs. */
  label?: string;
  pendingLabel?: string;
  pending: boolean;
  /** The main button cannot be pressed yet (nothing changed, nothing chosen). */
  disabled?: boolean;
  /** Without it, Cancel closes the surrounding GuardedDialog, asking first when a change would be lost. */
  onCancel?: () => void;
  /** Without it, the main button submits the form around it. */
  onConfirm?: () => void;
}

/** A dialog's Cancel and its main button ('Save' unless said), which says when it is busy. */
export function DialogActions({
  label = 'Save',
  pendingLabel = 'Saving...',
  pending,
  disabled = false,
  onCancel,
  onConfirm,
}: DialogActionsProps) {
  const close = useDialogClose();
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel ?? close}>
        Cancel
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} onClick={onConfirm} disabled={pending || disabled}>
        {pending ? pendingLabel : label}
      </Button>
    </DialogFooter>
  );
}
