import { FormDialog } from '@/components/form-dialog';
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
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Record addendum"
      description="An addendum from the buyer. The deadlines it moves are changed on the tender and kept in its deadline history."
    >
      {(form) => <AddendumForm tender={tender} documentNames={documentNames} {...form} />}
    </FormDialog>
  );
}
