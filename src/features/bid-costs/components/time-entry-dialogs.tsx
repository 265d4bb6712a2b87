import { toast } from 'sonner';
import { DeleteDialog } from '@/components/delete-dialog';
import { FormDialog } from '@/components/form-dialog';
import { useDeleteEntry } from '../api/entries';
import { timeEntryName, type TimeEntryRow } from '../form';
import { entryMessages } from '../model';
import { LogTimeForm } from './log-time-form';

interface TimeEntryDialogsProps {
  editing: TimeEntryRow | null;
  deleting: TimeEntryRow | null;
  onClose: () => void;
}

/** 'Edit time entry' (the Log time form, filled) and 'Delete this time entry?', for the Bid cost card and My time. */
export function TimeEntryDialogs({ editing, deleting, onClose }: TimeEntryDialogsProps) {
  const remove = useDeleteEntry();
  return (
    <>
      <FormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && onClose()}
        title="Edit time entry"
        description="Correct the date, the hours or what the time was for."
      >
        {(form) => (editing ? <LogTimeForm entry={editing} {...form} /> : null)}
      </FormDialog>
      <DeleteDialog
        item={deleting}
        title="Delete this time entry?"
        warning={(entry) =>
          `${timeEntryName(entry)} will no longer count in the bid cost. This cannot be undone.`
        }
        pending={remove.isPending}
        onClose={onClose}
        onConfirm={(entry) =>
          remove.mutate(
            { table: 'time_entries', id: entry.id },
            { onSuccess: () => (toast.success(entryMessages.timeDeleted), onClose()) },
          )
        }
      />
    </>
  );
}
