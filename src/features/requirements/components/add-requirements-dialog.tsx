import { useState } from 'react';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog-actions';
import { DialogFrame } from '@/components/dialog-frame';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { useAddRequirements } from '../api/mutations';
import { parsePastedRequirements } from '../model';

interface AddRequirementsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tender: { id: string; workspace_id: string };
  /** The last position of the checklist: new ones go after it. */
  after: number;
}

/** Paste requirements, one a line or rows from a spreadsheet, and add them all at once. */
export function AddRequirementsDialog({ open, onOpenChange, tender, after }: AddRequirementsDialogProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = useAddRequirements();
  const rows = parsePastedRequirements(text);
  const submit = () => {
    if (rows.length === 0) return setError('Paste at least one requirement');
    add.mutate(
      { tender, rows, after },
      {
        onSuccess: () => {
          toast.success(rows.length === 1 ? '1 requirement added' : `${rows.length} requirements added`);
          setText('');
          onOpenChange(false);
        },
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogFrame
        title="Add requirements"
        description="One requirement a line, or rows copied from a spreadsheet: requirement, source, and 'Optional' in a third column for an optional one."
        className="max-w-2xl"
      >
        <FormField
          label="Requirements"
          error={error}
          hint={rows.length === 1 ? '1 requirement to add' : `${rows.length} requirements to add`}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={8}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </FormField>
        <DialogActions
          label="Add"
          pendingLabel="Adding..."
          pending={add.isPending}
          onCancel={() => onOpenChange(false)}
          onConfirm={submit}
        />
      </DialogFrame>
    </Dialog>
  );
}
