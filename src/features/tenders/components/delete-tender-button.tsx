import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import {
  DELETE_SUCCESS,
  tenderContentsQuery,
  useDeleteTender,
  type TenderContents,
} from '../api/delete-tender';
import type { Tender } from '../model';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What the confirmation says goes with the tender: '… will be deleted with its 3 tasks and
 * 1 document.' (none named when it has none); all its tasks and documents until counted.
 */
function deleteWarning(title: string, contents: TenderContents | undefined): string {
  const parts = contents
    ? [
        contents.tasks ? count(contents.tasks, 'task', 'tasks') : '',
        contents.documents ? count(contents.documents, 'document', 'documents') : '',
      ].filter(Boolean)
    : ['all its tasks and documents'];
  const what = parts.length ? ` with ${contents ? 'its ' : ''}${parts.join(' and ')}` : '';
  return `“${title}” will be deleted${what}. This cannot be undone.`;
}

/** Delete, after a confirmation that names what goes with the tender: its tasks and documents. */
export function DeleteTenderButton({ tender }: { tender: Tender }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const remove = useDeleteTender();
  const contents = useQuery({ ...tenderContentsQuery(tender.id), enabled: open });
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
        description={deleteWarning(tender.title, contents.data)}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={onConfirm}
      />
    </>
  );
}
