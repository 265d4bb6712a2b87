import { toast } from 'sonner';
import { DeleteDialog } from '@/components/delete-dialog';
import { FormDialog } from '@/components/form-dialog';
import { useDeleteEntry } from '../api/entries';
import { expenseName, type ExpenseRow } from '../form';
import { entryMessages } from '../model';
import { ExpenseForm } from './expense-form';

interface ExpenseDialogsProps {
  tender: { id: string; workspace_id: string; currency: string };
  editing: ExpenseRow | null;
  deleting: ExpenseRow | null;
  onClose: () => void;
}

/** 'Edit expense' (the Add expense form, filled) and 'Delete this expense?' (its receipt stays a document). */
export function ExpenseDialogs({ tender, editing, deleting, onClose }: ExpenseDialogsProps) {
  const remove = useDeleteEntry();
  return (
    <>
      <FormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && onClose()}
        title="Edit expense"
        description="Correct the amount, date, category or note, or add a receipt."
      >
        {(form) => (editing ? <ExpenseForm tender={tender} expense={editing} {...form} /> : null)}
      </FormDialog>
      <DeleteDialog
        item={deleting}
        title="Delete this expense?"
        warning={(expense) =>
          `${expenseName(expense)} will no longer count in the bid cost. This cannot be undone.` +
          (expense.receipt_path ? " Its receipt stays among the tender's documents." : '')
        }
        pending={remove.isPending}
        onClose={onClose}
        onConfirm={(expense) =>
          remove.mutate(
            { table: 'expenses', id: expense.id },
            { onSuccess: () => (toast.success(entryMessages.expenseDeleted), onClose()) },
          )
        }
      />
    </>
  );
}
