import { useState } from 'react';
import { GuardedDialog } from '@/components/guarded-dialog';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
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
  const [dirty, setDirty] = useState(false);
  const close = () => {
    setDirty(false);
    onOpenChange(false);
  };
  return (
    <GuardedDialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} dirty={dirty}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{bond ? 'Edit bid bond' : 'Add bid bond'}</DialogTitle>
          <DialogDescription>
            The guarantee for this bid, and the bid validity end it has to cover.
          </DialogDescription>
        </DialogHeader>
        {open ? <BidBondForm tender={tender} bond={bond} onSaved={close} onDirtyChange={setDirty} /> : null}
      </DialogContent>
    </GuardedDialog>
  );
}
