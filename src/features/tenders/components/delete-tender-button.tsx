import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { DELETE_SUCCESS, useDeleteTender } from '../api/delete-tender';
import type { Tender } from '../model';

/** Delete, after a confirmation; the tender's tasks go with it. */
export function DeleteTenderButton({ tender }: { tender: Tender }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const remove = useDeleteTender();
  const onConfirm = () =>
    remove.mutate(tender, {
      onSuccess: () => {
        toast.success(DELETE_SUCCESS);
        navigate(paths.app.tenders);
      },
    });
  return (
    <>
      <Button
        variant="outline"
        className="text-destructive hover:text-destructive"
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden /> Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this tender?"
        description={`“${tender.title}” and all its tasks will be deleted. This cannot be undone.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={onConfirm}
      />
    </>
  );
}
