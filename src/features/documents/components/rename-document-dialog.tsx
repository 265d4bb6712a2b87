import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { TenderDocument } from '../api/queries';
import { documentMessages, storageName } from '../model';

interface RenameDocumentDialogProps {
  document: TenderDocument;
  /** The other documents' names in the tender. */
  taken: readonly string[];
  pending: boolean;
  onRename: (name: string) => void;
  onClose: () => void;
}

/** A new name for the document (made Storage-safe), not one another document has. */
export function RenameDocumentDialog({
  document,
  taken,
  pending,
  onRename,
  onClose,
}: RenameDocumentDialogProps) {
  const id = useId();
  const [value, setValue] = useState(document.name);
  const name = value.trim() ? storageName(value.trim()) : '';
  const clash = name !== document.name && taken.includes(name);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name || clash) return;
    if (name === document.name) return onClose();
    onRename(name);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename document</DialogTitle>
          <DialogDescription>{document.name}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={id}>File name</Label>
            <Input
              id={id}
              value={value}
              maxLength={200}
              onChange={(event) => setValue(event.target.value)}
              aria-invalid={clash || undefined}
              aria-describedby={clash ? `${id}-error` : undefined}
            />
            {clash ? (
              <p id={`${id}-error`} className="text-sm font-medium text-destructive">
                {documentMessages.exists}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!name || clash || pending}>
              {pending ? 'Renaming...' : 'Rename'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
