import { useState } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { DialogFrame } from '@/components/dialog-frame';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { parsePastedRequirements, type PastedRequirement } from '@/lib/requirement-lines';

interface PasteRequirementsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the requirements are added to, under the title: 'New tenders of this type get them.' */
  description?: string;
  pending: boolean;
  /** Adds them all; resolves once added (the dialog empties and closes), rejects to keep the text. */
  onAdd: (rows: PastedRequirement[]) => Promise<unknown>;
}

const HOW =
  "One requirement a line, or rows copied from a spreadsheet: requirement, source, and 'Optional' in a third column for an optional one.";

/** Paste requirements, one a line or rows from a spreadsheet, and add them all at once (a tender's checklist, a type's templates). */
export function PasteRequirementsDialog({
  open,
  onOpenChange,
  description,
  pending,
  onAdd,
}: PasteRequirementsDialogProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const rows = parsePastedRequirements(text);
  const submit = () => {
    if (rows.length === 0) return setError('Paste at least one requirement');
    onAdd(rows).then(
      () => {
        setText('');
        onOpenChange(false);
      },
      () => undefined,
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogFrame
        title="Add requirements"
        description={description ? `${HOW} ${description}` : HOW}
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
          pending={pending}
          onCancel={() => onOpenChange(false)}
          onConfirm={submit}
        />
      </DialogFrame>
    </Dialog>
  );
}
