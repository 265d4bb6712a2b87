import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useSavePreferences } from '../api/save-preferences';
import { useReportDirty } from '../hooks/use-unsaved-changes';
import {
  notificationSettings,
  notificationValues,
  settingsMessages,
  type NotificationValues,
} from '../model';

interface NotificationsFormProps {
  defaultValues: NotificationValues;
  onDirtyChange: (dirty: boolean) => void;
}

/** A switch per preference, each with what it does; Save Preferences stores them in the profile. */
export function NotificationsForm({ defaultValues, onDirtyChange }: NotificationsFormProps) {
  // The stored values may change under the form (an unsubscribe link, another tab): shown
  // at once, except in a toggle the user has changed and not saved.
  const form = useForm<NotificationValues>({
    values: defaultValues,
    resetOptions: { keepDirtyValues: true },
  });
  const save = useSavePreferences(settingsMessages.notificationsFailed);
  const id = useId();
  useReportDirty(form.formState.isDirty, onDirtyChange);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: ({ preferences }) => {
        form.reset(notificationValues(preferences));
        toast.success(settingsMessages.notificationsSaved);
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Notification preferences" className="grid gap-2">
      <ul className="divide-y">
        {notificationSettings.map(({ key, label, description }) => (
          <li key={key} className="flex items-start justify-between gap-4 py-4 first:pt-0">
            <div className="grid gap-1">
              <Label htmlFor={`${id}-${key}`}>{label}</Label>
              <p id={`${id}-${key}-description`} className="text-sm text-muted-foreground">
                {description}
              </p>
            </div>
            <Controller
              control={form.control}
              name={key}
              render={({ field }) => (
                <Switch
                  id={`${id}-${key}`}
                  aria-describedby={`${id}-${key}-description`}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
          </li>
        ))}
      </ul>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Preferences'}
        </Button>
      </div>
    </form>
  );
}
