import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatMoney } from '@/lib/money';
import type { BidBond } from '../model';

interface DeleteBidBondDialogProps {
  /** The bond to delete; the dialog is closed without one. */
  bond: BidBond | null;
  open: boolean;
  onClose: () => void;
  pending: boolean;
  onConfirm: (bond: BidBond) => void;
  /** Where the focus goes on close (back to the Delete button unless this prevents it). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** 'The € 25,000.00 bid bond from First Bank will be deleted …' */
const deleteWarning = (bond: BidBond) =>
  `The ${formatMoney(bond.amount, bond.currency)} bid bond${bond.issuer ? ` from ${bond.issuer}` : ''} will be deleted for everyone in the workspace, with its alerts. This cannot be undone.`;

/** 'Delete this bid bond?' */
export function DeleteBidBondDialog({
  bond,
  open,
  onClose,
  pending,
  onConfirm,
  onCloseAutoFocus,
}: DeleteBidBondDialogProps) {
  return (
    <ConfirmDialog
      open={open && bond !== null}
      onOpenChange={(next) => !next && onClose()}
      title="Delete this bid bond?"
      description={bond ? deleteWarning(bond) : ''}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={pending}
      onConfirm={() => bond && onConfirm(bond)}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
