import { FormDialog } from '@/components/form-dialog';
import type { BidBond, BondTender } from '../model';
import { BidBondForm } from './bid-bond-form';

interface BidBondDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tender: BondTender;
  bond: BidBond | null;
}

/** Records the tender's bid bond or edits it; asks before throwing away unsaved changes. */
export function BidBondDialog({ open, onOpenChange, tender, bond }: BidBondDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={bond ? 'Edit bid bond' : 'Add bid bond'}
      description="The guarantee for this bid, and the bid validity end it has to cover."
    >
      {(form) => <BidBondForm tender={tender} bond={bond} {...form} />}
    </FormDialog>
  );
}
