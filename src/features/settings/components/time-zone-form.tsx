import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { inputClassName } from '@/components/ui/input';
import type { UserProfile } from '@/lib/profile';
import { cn } from '@/lib/utils';
import { useSaveTimeZone } from '../api/save-time-zone';
import { useReportDirty } from '../hooks/use-unsaved-changes';
import {
  timeZoneLabel,
  timeZoneMessages,
  timeZoneOptions,
  timeZoneSaveFailure,
  timeZoneSchema,
  type TimeZoneValues,
} from '../time-zones';

interface TimeZoneFormProps {
  profile: UserProfile;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * The zone reminder emails follow, from every IANA zone the browser knows. A native select:
 * typing a zone's first letters finds it among ~400, and phones show their own picker.
 */
export function TimeZoneForm({ profile, onDirtyChange }: TimeZoneFormProps) {
  const stored = profile.time_zone ?? null;
  const form = useForm<TimeZoneValues>({
    resolver: zodResolver(timeZoneSchema),
    // The stored zone may arrive after the form (filled from the browser at sign-in).
    values: { timeZone: stored ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const save = useSaveTimeZone();
  const { errors, isDirty } = form.formState;
  useReportDirty(isDirty, onDirtyChange);
  const options = useMemo(() => {
    const now = new Date();
    return timeZoneOptions(stored).map((zone) => ({ zone, label: timeZoneLabel(zone, now) }));
  }, [stored]);

  const onSubmit = form.handleSubmit(({ timeZone }) =>
    save.mutate(timeZone, {
      onSuccess: (saved) => {
        form.reset({ timeZone: saved.time_zone ?? '' });
        toast.success(timeZoneMessages.saved);
      },
      onError: (error) => {
        const refused = timeZoneSaveFailure(error);
        if (refused) form.setError('timeZone', { message: refused }, { shouldFocus: true });
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Time zone for reminder emails" className="grid gap-4">
      <FormField label="Time zone" hint={timeZoneMessages.hint} error={errors.timeZone?.message}>
        {(control) => (
          <select {...control} className={cn(inputClassName, 'pr-8')} {...form.register('timeZone')}>
            {stored ? null : <option value="">{timeZoneMessages.notSet}</option>}
            {options.map(({ zone, label }) => (
              <option key={zone} value={zone}>
                {label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Time Zone'}
        </Button>
      </div>
    </form>
  );
}
