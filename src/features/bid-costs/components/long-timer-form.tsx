import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { alreadyReported } from '@/lib/query-client';
import { savedThenClose, useDialogForm } from '@/lib/use-dialog-form';
import { useDiscardTimer, useStopTimer } from '../api/timer';
import { longTimerSchema, parseHours } from '../form';
import { formatHours, quarterHoursSince, timerMessages } from '../model';

interface LongTimerFormProps {
  startedAt: string;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** A timer left running over 10 hours: count the hours the user gives, or discard it. */
export function LongTimerForm({ startedAt, onSaved, onDirtyChange }: LongTimerFormProps) {
  const ran = quarterHoursSince(startedAt);
  const stop = useStopTimer();
  const discard = useDiscardTimer();
  const form = useDialogForm<{ hours: string }>({
    resolver: lazyZodResolver(() => longTimerSchema),
    defaultValues: { hours: String(Math.min(ran, 8)) },
    onDirtyChange,
  });
  const onSubmit = form.handleSubmit(({ hours }) =>
    savedThenClose(stop.mutateAsync(parseHours(hours)), timerMessages.stopped, onSaved),
  );
  const onDiscard = () =>
    discard
      .mutateAsync()
      .then(() => {
        toast.success(timerMessages.discarded);
        onSaved();
      })
      .catch(alreadyReported);
  const pending = stop.isPending || discard.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <p className="text-sm">
        The timer has run for {formatHours(ran)}. Was it left running? Say how many hours to count.
      </p>
      <FormField label="Hours to count" error={form.formState.errors.hours?.message} required>
        {(control) => (
          <Input {...control} inputMode="decimal" autoComplete="off" required {...form.register('hours')} />
        )}
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" disabled={pending} onClick={onDiscard}>
          Discard the timer
        </Button>
        <Button type="submit" disabled={pending}>
          Count these hours
        </Button>
      </div>
    </form>
  );
}
