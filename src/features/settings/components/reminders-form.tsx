import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { canManageMembers, type Workspace } from '@/lib/workspace';
import { useSaveReminders } from '../api/save-reminders';
import { useReportDirty } from '../hooks/use-unsaved-changes';
import {
  REMINDER_LISTS,
  refusedList,
  reminderFormSchema,
  reminderFormValues,
  reminderListLabels,
  reminderMessages,
  type ReminderFormValues,
  type ReminderOffsets,
} from '../reminders';

interface RemindersFormProps {
  workspace: Workspace;
  offsets: ReminderOffsets;
  onDirtyChange: (dirty: boolean) => void;
}

/** Three lists of 'days before'; a refused or failed save keeps what was typed. */
export function RemindersForm({ workspace, offsets, onDirtyChange }: RemindersFormProps) {
  const admin = canManageMembers(workspace.role);
  const form = useForm<ReminderFormValues>({
    resolver: zodResolver(reminderFormSchema),
    defaultValues: reminderFormValues(offsets),
  });
  const save = useSaveReminders();
  const hintId = useId();
  const { errors, isDirty } = form.formState;
  useReportDirty(isDirty, onDirtyChange);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { workspaceId: workspace.id, values },
      {
        onSuccess: (saved) => {
          form.reset(reminderFormValues(saved));
          toast.success(reminderMessages.saved);
        },
        onError: (error) => {
          const list = refusedList(error);
          if (list) form.setError(list, { message: reminderMessages.refused }, { shouldFocus: true });
        },
      },
    ),
  );

  const hint = admin ? reminderMessages.hint : `${reminderMessages.hint} ${reminderMessages.readOnly}`;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Reminders" className="grid gap-5">
      <div className="grid max-w-md gap-5">
        {REMINDER_LISTS.map((list) => (
          <FormField
            key={list}
            label={`${reminderListLabels[list]} (days before)`}
            error={errors[list]?.message}
          >
            {(control) => (
              <Input
                {...control}
                aria-describedby={[control['aria-describedby'], hintId].filter(Boolean).join(' ')}
                autoComplete="off"
                spellCheck={false}
                readOnly={!admin}
                placeholder={admin ? 'e.g. 7, 1, 0' : 'None'}
                {...form.register(list)}
              />
            )}
          </FormField>
        ))}
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {hint}
      </p>
      {admin ? (
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Reminders'}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
