import { useQuery } from '@tanstack/react-query';
import { DateField } from '@/components/date-field';
import { DialogActions } from '@/components/dialog-actions';
import { FormSelectField } from '@/components/form-select-field';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { savedThenClose, useDialogForm } from '@/lib/use-dialog-form';
import { useEditTimeEntry } from '../api/entries';
import { useLogTime } from '../api/log-time';
import { taskChoicesQuery } from '../api/queries';
import {
  DESCRIPTION_MAX,
  NO_TASK,
  timeEntryDefaults,
  timeEntryFields,
  timeEntrySchema,
  type TimeEntryFields,
  type TimeEntryRow,
} from '../form';
import { bidCostMessages, entryMessages } from '../model';

type LogTimeFormProps = (
  | { tender: { id: string; workspace_id: string }; entry?: undefined }
  | { tender?: undefined; entry: TimeEntryRow }
) & {
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
};

/**
 * Date, hours in quarter hours and what for (a task of the tender or free text): logs new
 * time on the tender, or with `entry` corrects that entry. A failed save keeps the input.
 */
export function LogTimeForm({ tender, entry, onSaved, onDirtyChange }: LogTimeFormProps) {
  const tasks = useQuery(taskChoicesQuery(entry?.tender_id ?? tender!.id));
  const log = useLogTime();
  const edit = useEditTimeEntry();
  const form = useDialogForm<TimeEntryFields>({
    resolver: lazyZodResolver(() => timeEntrySchema),
    defaultValues: entry ? timeEntryFields(entry) : timeEntryDefaults(),
    onDirtyChange,
  });
  const { errors } = form.formState;
  const taskOptions = [
    { value: NO_TASK, label: 'No task' },
    ...(tasks.data ?? []).map((task) => ({ value: task.id, label: task.name })),
  ];
  const onSubmit = form.handleSubmit((fields) =>
    entry
      ? savedThenClose(edit.mutateAsync({ entry, fields }), entryMessages.timeSaved, onSaved)
      : savedThenClose(log.mutateAsync({ tender: tender!, fields }), bidCostMessages.timeLogged, onSaved),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField label="Date" registration={form.register('workDate')} error={errors.workDate?.message} />
        <FormField label="Hours" error={errors.hours?.message} hint="Quarter hours: 1.25 or 1:15" required>
          {(control) => (
            <Input {...control} inputMode="decimal" autoComplete="off" required {...form.register('hours')} />
          )}
        </FormField>
        <FormSelectField control={form.control} name="taskId" label="Task" options={taskOptions} />
        <FormField label="What for" error={errors.description?.message} hint="Needed without a task">
          {(control) => (
            <Input
              {...control}
              maxLength={DESCRIPTION_MAX}
              autoComplete="off"
              {...form.register('description')}
            />
          )}
        </FormField>
      </div>
      <DialogActions pending={log.isPending || edit.isPending} />
    </form>
  );
}
