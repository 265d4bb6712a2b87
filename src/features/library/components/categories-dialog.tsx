import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog-actions';
import { FormDialog, type FormDialogForm } from '@/components/form-dialog';
import { RowAction } from '@/components/row-action';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { alreadyReported } from '@/lib/query-client';
import { useSaveCategories } from '../api/mutations';
import { CATEGORY_MAX, categoryProblem, libraryMessages, type AnswerCategory } from '../model';

interface CategoriesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workspaceId: string;
  categories: readonly AnswerCategory[];
}

/** The workspace's categories: rename, remove, add (admins and managers). */
export function CategoriesDialog({ open, onOpenChange, workspaceId, categories }: CategoriesDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit categories"
      description="The categories of this workspace's answers. An answer whose category is removed keeps no category."
      className="max-w-lg"
    >
      {(form) => <CategoriesForm workspaceId={workspaceId} categories={categories} {...form} />}
    </FormDialog>
  );
}

function CategoriesForm({
  workspaceId,
  categories,
  onSaved,
  onDirtyChange,
}: Omit<CategoriesDialogProps, 'open' | 'onOpenChange'> & FormDialogForm) {
  const id = useId();
  const save = useSaveCategories();
  const [rows, setRows] = useState(() =>
    categories.map(({ id: key, name }) => ({ key, id: key as string | undefined, name })),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const change = (next: typeof rows) => {
    setRows(next);
    onDirtyChange(true);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = categoryProblem(rows.map((row) => row.name));
    setProblem(found);
    if (found) return;
    const kept = new Set(rows.map((row) => row.id));
    save
      .mutateAsync({
        workspaceId,
        categories: rows.map(({ id: rowId, name }) => ({ id: rowId, name: name.trim() })),
        removed: categories.filter((c) => !kept.has(c.id)).map((c) => c.id),
      })
      .then(() => {
        toast.success(libraryMessages.categoriesSaved);
        onSaved();
      })
      .catch(alreadyReported);
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <ul className="grid gap-2">
        {rows.map((row, i) => (
          <li key={row.key} className="flex items-center gap-2">
            <Input
              aria-label={`Category ${i + 1}`}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-error` : undefined}
              maxLength={CATEGORY_MAX}
              value={row.name}
              onChange={(event) =>
                change(rows.map((r) => (r.key === row.key ? { ...r, name: event.target.value } : r)))
              }
            />
            <RowAction
              label={`Remove ${row.name || `category ${i + 1}`}`}
              icon={Trash2}
              destructive
              onClick={() => change(rows.filter((r) => r.key !== row.key))}
            />
          </li>
        ))}
      </ul>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => change([...rows, { key: crypto.randomUUID(), id: undefined, name: '' }])}
        >
          <Plus aria-hidden /> Add category
        </Button>
      </div>
      {problem ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      <DialogActions pending={save.isPending} />
    </form>
  );
}
