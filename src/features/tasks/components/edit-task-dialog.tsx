import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import { DialogActions } from '@/components/dialog-actions';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useTaskBoard } from '../hooks/task-board';
import {
  DUE_DATE_MAX,
  DUE_DATE_MIN,
  dueDateValue,
  duplicateError,
  TASK_DESCRIPTION_MAX,
  TASK_NAME_MAX,
  taskFieldsSchema,
  type Task,
  type TaskFields,
} from '../model';

interface EditTaskDialogProps {
  task: Task | null;
  onClose: () => void;
}

interface EditTaskFormProps {
  task: Task;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** Name, description and due date; Save stores them (trimmed), Cancel asks first when something was changed. */
function EditTaskForm({ task, onSaved, onDirtyChange }: EditTaskFormProps) {
  const { allTasks, actions } = useTaskBoard();
  const form = useDialogForm<TaskFields>({
    resolver: zodResolver(taskFieldsSchema),
    defaultValues: { name: task.name, description: task.description, dueDate: task.due_date ?? '' },
    onDirtyChange,
  });
  const { errors } = form.formState;
  const [name = '', description = ''] = useWatch({ control: form.control, name: ['name', 'description'] });
  const duplicate = name.trim() ? duplicateError(allTasks, { name, description }, task.id) : null;
  const onSubmit = form.handleSubmit((fields) => {
    if (duplicate) return;
    const unchanged =
      fields.name === task.name &&
      fields.description === task.description &&
      dueDateValue(fields.dueDate) === task.due_date;
    if (unchanged) return onSaved();
    actions.edit(task, fields, onSaved);
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label="Name" error={errors.name?.message ?? duplicate ?? undefined}>
        {(control) => <Input {...control} maxLength={TASK_NAME_MAX} {...form.register('name')} />}
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={8}
            maxLength={TASK_DESCRIPTION_MAX}
            className="min-h-40"
            {...form.register('description')}
          />
        )}
      </FormField>
      <FormField label="Due date" error={errors.dueDate?.message}>
        {(control) => (
          <Input
            {...control}
            type="date"
            min={DUE_DATE_MIN}
            max={DUE_DATE_MAX}
            className="w-auto dark:[color-scheme:dark]"
            {...form.register('dueDate')}
          />
        )}
      </FormField>
      <DialogActions pending={actions.saving} />
    </form>
  );
}

/** The edit dialog of a task: the whole name and description, and the due date, all editable; under them what the route adds (its comments). */
export function EditTaskDialog({ task, onClose }: EditTaskDialogProps) {
  const { detail } = useTaskBoard();
  return (
    <FormDialog
      open={task !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit task"
      description="Change the name, description and due date of this task."
      className="max-w-xl"
    >
      {({ onSaved, onDirtyChange }) =>
        task ? (
          <>
            <EditTaskForm key={task.id} task={task} onSaved={onSaved} onDirtyChange={onDirtyChange} />
            {detail?.(task)}
          </>
        ) : null
      }
    </FormDialog>
  );
}
