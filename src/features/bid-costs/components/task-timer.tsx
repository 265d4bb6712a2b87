import { useQuery } from '@tanstack/react-query';
import { Play, Square } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { formatTime } from '@/lib/dates';
import { timerCode, timerQuery, useStartTimer, useStopTimer } from '../api/timer';
import { timerMessages } from '../model';
import { LongTimerForm } from './long-timer-form';

/**
 * Start timer / Stop timer at the foot of a task card. The running timer lives in the
 * database, so it is started on one device and stopped on another; stopping logs the time.
 */
export function TaskTimer({ task }: { task: { id: string; name: string } }) {
  const timer = useQuery(timerQuery());
  const start = useStartTimer();
  const stop = useStopTimer();
  const [asking, setAsking] = useState(false);
  if (!timer.isSuccess) return null;
  const running = timer.data?.task_id === task.id ? timer.data : null;
  const onStop = () =>
    stop.mutate(undefined, {
      onSuccess: () => toast.success(timerMessages.stopped),
      onError: (error) => {
        if (timerCode(error) === 'TFC02') setAsking(true);
      },
    });
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
      {running ? (
        <>
          <span className="text-muted-foreground">Timer running since {formatTime(running.started_at)}</span>
          <Button
            size="sm"
            variant="outline"
            disabled={stop.isPending}
            aria-label={`Stop timer on ${task.name}`}
            onClick={onStop}
          >
            <Square aria-hidden /> Stop timer
          </Button>
        </>
      ) : (
        <Button
          size="sm"
          variant="ghost"
          disabled={start.isPending}
          aria-label={`Start timer on ${task.name}`}
          onClick={() => start.mutate(task.id)}
        >
          <Play aria-hidden /> Start timer
        </Button>
      )}
      <FormDialog
        open={asking}
        onOpenChange={setAsking}
        title="Timer running over 10 hours"
        description="It has not been counted yet."
        className="max-w-md"
      >
        {(form) => (running ? <LongTimerForm startedAt={running.started_at} {...form} /> : null)}
      </FormDialog>
    </div>
  );
}
