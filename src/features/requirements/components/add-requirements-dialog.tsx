import { toast } from 'sonner';
import { PasteRequirementsDialog } from '@/components/paste-requirements-dialog';
import { useAddRequirements } from '../api/mutations';

interface AddRequirementsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tender: { id: string; workspace_id: string };
  /** The last position of the checklist: new ones go after it. */
  after: number;
}

/** The tender's pasted requirements, added after its last one. */
export function AddRequirementsDialog({ open, onOpenChange, tender, after }: AddRequirementsDialogProps) {
  const add = useAddRequirements();
  return (
    <PasteRequirementsDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={add.isPending}
      onAdd={(rows) =>
        add.mutateAsync({ tender, rows, after }).then(() => {
          toast.success(rows.length === 1 ? '1 requirement added' : `${rows.length} requirements added`);
        })
      }
    />
  );
}
