import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { DeleteDialog } from '@/components/delete-dialog';
import { FormDialog, type FormDialogForm } from '@/components/form-dialog';
import { RowAction } from '@/components/row-action';
import { Button } from '@/components/ui/button';
import { useDeleteTemplate, type TemplateKind } from '../api/mutations';
import { templatesMessages } from '../model';

interface Template {
  id: string;
}

interface TemplateSectionProps<T extends Template> {
  kind: TemplateKind;
  /** 'Default tasks' */
  title: string;
  /** 'task': the buttons say 'Add task', the dialogs 'Edit task template'. */
  noun: string;
  empty: string;
  templates: readonly T[];
  editable: boolean;
  /** The template's name (its row's heading and the buttons' names). */
  nameOf: (template: T) => string;
  detailsOf: (template: T) => ReactNode;
  /** The form for a new template (null) or a saved one. */
  form: (saved: T | null, dialog: FormDialogForm) => ReactNode;
  /** A saved template's form in its row instead of the dialog; `done` closes it. */
  editInPlace?: (saved: T, done: () => void) => ReactNode;
  /** More ways to add, beside 'Add …' (admins). */
  addMore?: ReactNode;
}

/** One kind of template for one type: the list, Add, Edit and Delete (admins). */
export function TemplateSection<T extends Template>(props: TemplateSectionProps<T>) {
  const { kind, title, noun, empty, templates, editable, nameOf, detailsOf, form, editInPlace, addMore } =
    props;
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [editingInPlace, setEditingInPlace] = useState<string | null>(null);
  // The row whose edit just closed: its Edit button takes the focus back.
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const refocus = (button: HTMLButtonElement | null) => {
    if (!button) return;
    button.focus();
    setReturnTo(null);
  };
  const [deleting, setDeleting] = useState<T | null>(null);
  const remove = useDeleteTemplate();
  const saved = editing === 'new' ? null : editing;
  const confirmDelete = (template: T) =>
    remove.mutate(
      { kind, id: template.id },
      {
        onSuccess: () => {
          toast.success(templatesMessages.deleted);
          setDeleting(null);
        },
      },
    );
  return (
    <section aria-labelledby={`${kind}-templates-title`} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${kind}-templates-title`} className="font-medium">
          {title}
        </h3>
        {editable ? (
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" variant="outline" onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" />
              Add {noun}
            </Button>
            {addMore}
          </div>
        ) : null}
      </div>
      {templates.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ol className="grid divide-y rounded-md border">
          {templates.map((template) =>
            editInPlace && editingInPlace === template.id ? (
              <li key={template.id} className="p-3">
                {editInPlace(template, () => {
                  setEditingInPlace(null);
                  setReturnTo(template.id);
                })}
              </li>
            ) : (
              <li key={template.id} className="flex items-start gap-2 p-3">
                <div className="min-w-0 flex-1">
                  <p className="break-words text-sm font-medium">{nameOf(template)}</p>
                  <div className="text-sm text-muted-foreground">{detailsOf(template)}</div>
                </div>
                {editable ? (
                  <>
                    <RowAction
                      ref={returnTo === template.id ? refocus : undefined}
                      label={`Edit ${nameOf(template)}`}
                      icon={Pencil}
                      onClick={() => (editInPlace ? setEditingInPlace(template.id) : setEditing(template))}
                    />
                    <RowAction
                      label={`Delete ${nameOf(template)}`}
                      icon={Trash2}
                      onClick={() => setDeleting(template)}
                    />
                  </>
                ) : null}
              </li>
            ),
          )}
        </ol>
      )}
      <FormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={saved ? `Edit ${noun} template` : `Add ${noun} template`}
        description="New tenders get it from now on; tenders created before keep what they have."
      >
        {(dialog) => form(saved, dialog)}
      </FormDialog>
      <DeleteDialog
        item={deleting}
        title={`Delete this ${noun} template?`}
        warning={(template) =>
          `New tenders will no longer get '${nameOf(template)}'. Tenders that have it keep it.`
        }
        onClose={() => setDeleting(null)}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
