import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog-actions';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useDialogForm } from '@/lib/use-dialog-form';
import { isNameTaken, useSaveTaskTemplate, type TemplateTarget } from '../api/mutations';
import {
  DESCRIPTION_MAX,
  NAME_MAX,
  taskTemplateDefaults,
  taskTemplateSchema,
  type TaskTemplateFields,
} from '../form';
import { templatesMessages, type TaskTemplate } from '../model';

interface TaskTemplateFormProps {
  saved: TaskTemplate | null;
  target: TemplateTarget;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** Name, description, due N days before the submission deadline, only with a bid bond. */
export function TaskTemplateForm({ saved, target, onSaved, onDirtyChange }: TaskTemplateFormProps) {
  const save = useSaveTaskTemplate();
  const form = useDialogForm<TaskTemplateFields>({
    resolver: lazyZodResolver(() => taskTemplateSchema),
    defaultValues: taskTemplateDefaults(saved),
    onDirtyChange,
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((fields) =>
    save
      .mutateAsync({ target, fields })
      .then(() => {
        toast.success(templatesMessages.saved);
        onSaved();
      })
      .catch((error: unknown) => {
        if (isNameTaken(error)) form.setError('name', { message: templatesMessages.nameTaken });
      }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label="Task name" error={errors.name?.message} required>
        {(control) => (
          <Input {...control} maxLength={NAME_MAX} autoComplete="off" required {...form.register('name')} />
        )}
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        {(control) => (
          <Textarea {...control} rows={3} maxLength={DESCRIPTION_MAX} {...form.register('description')} />
        )}
      </FormField>
      <FormField
        label="Due days before the submission deadline"
        error={errors.dueDaysBefore?.message}
        hint="0 is the deadline itself; leave empty for no due date"
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            className="max-w-32"
            {...form.register('dueDaysBefore')}
          />
        )}
      </FormField>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4 accent-primary" {...form.register('onlyWithBidBond')} />
        Only when a bid bond is required
      </label>
      <DialogActions pending={save.isPending} />
    </form>
  );
}
