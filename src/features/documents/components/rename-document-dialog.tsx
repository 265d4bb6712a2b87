import { useId, useState, type FormEvent } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { DialogFrame } from '@/components/dialog-frame';
import { GuardedDialog } from '@/components/guarded-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { TenderDocument } from '../api/queries';
import {
  documentMessages,
  documentNameSchema,
  gainsExtension,
  MAX_NAME_LENGTH,
  renamedName,
  splitExtension,
} from '../model';

interface RenameDocumentDialogProps {
  document: TenderDocument;
  /** The other documents' names in the tender. */
  taken: readonly string[];
  pending: boolean;
  onRename: (name: string) => void;
  onClose: () => void;
}

/**
 * A new name for the document (made Storage-safe), not one another document has. Only the
 * name before the extension is edited: the extension stays, shown beside the field.
 */
export function RenameDocumentDialog({
  document,
  taken,
  pending,
  onRename,
  onClose,
}: RenameDocumentDialogProps) {
  const id = useId();
  const { stem, extension } = splitExtension(document.name);
  const [value, setValue] = useState(stem);
  const parsed = documentNameSchema.safeParse(value);
  const name = parsed.success ? renamedName(parsed.data, extension) : '';
  const clash = name !== document.name && taken.includes(name);
  const gains = gainsExtension(name, extension);
  const error = !parsed.success
    ? parsed.error.issues[0]?.message
    : clash
      ? documentMessages.exists
      : gains
        ? documentMessages.noExtension
        : null;
  const describedBy = [extension ? `${id}-extension` : '', error ? `${id}-error` : ''].join(' ').trim();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name || error) return;
    if (name === document.name) return onClose();
    onRename(name);
  };
  return (
    <GuardedDialog open onOpenChange={(open) => !open && onClose()} dirty={value !== stem}>
      <DialogFrame title="Rename document" description={document.name}>
        <form onSubmit={onSubmit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={id}>File name</Label>
            <div className="flex">
              <Input
                id={id}
                value={value}
                maxLength={MAX_NAME_LENGTH - extension.length}
                onChange={(event) => setValue(event.target.value)}
                className={extension ? 'min-w-0 rounded-r-none' : undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy || undefined}
              />
              {extension ? (
                <span
                  id={`${id}-extension`}
                  className="flex h-10 shrink-0 items-center rounded-r-md border border-l-0 border-input bg-muted px-3 text-sm text-muted-foreground"
                >
                  {extension}
                </span>
              ) : null}
            </div>
            {error ? (
              <p id={`${id}-error`} className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <DialogActions
            label="Rename"
            pendingLabel="Renaming..."
            pending={pending}
            disabled={!name || Boolean(error)}
          />
        </form>
      </DialogFrame>
    </GuardedDialog>
  );
}
