import { queryOptions, useMutation } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { bidCostMessages, timerMessages } from '../model';

export interface RunningTimer {
  task_id: string;
  tender_id: string;
  started_at: string;
}

/** The caller's running timer, or null: read from the database, so it is the same on every device. */
export const fetchRunningTimer = authed(async (): Promise<RunningTimer | null> => {
  const { data, error } = await supabase
    .from('running_timers')
    .select('task_id, tender_id, started_at')
    .maybeSingle();
  if (error) throw error;
  return data;
});

export const timerQuery = () =>
  queryOptions({
    queryKey: [...queryRoots.bidCosts, 'timer'],
    queryFn: fetchRunningTimer,
    meta: { errorMessage: timerMessages.loadFailed },
  });

/** The database's refusals, in the app's words: another timer runs (TFC01), one ran over 10 hours (TFC02). */
export const timerCode = (error: unknown): string | undefined => (error as { code?: string } | null)?.code;

export const startTimer = authed(async (taskId: string): Promise<void> => {
  const { error } = await supabase.rpc('start_timer', { p_task_id: taskId });
  if (error) throw error;
});

/** Stops the timer and logs its time; `hours` answers the question a timer over 10 hours asks. */
export const stopTimer = authed(async (hours?: number): Promise<void> => {
  const { error } = await supabase.rpc('stop_timer', hours === undefined ? {} : { p_hours: hours });
  if (error) throw error;
});

export const discardTimer = authed(async (): Promise<void> => {
  const { error } = await supabase.from('running_timers').delete().not('user_id', 'is', null);
  if (error) throw error;
});

const invalidates = [queryRoots.bidCosts, queryRoots.myWork, queryRoots.reports];

export const useStartTimer = () =>
  useMutation({
    mutationFn: startTimer,
    meta: {
      invalidates,
      errorMessage: (error: unknown) =>
        timerCode(error) === 'TFC01' ? timerMessages.alreadyRunning : timerMessages.startFailed,
    },
  });

export const useStopTimer = () =>
  useMutation({
    mutationFn: stopTimer,
    // A timer over 10 hours is asked about, not reported as a failure.
    meta: {
      invalidates,
      errorMessage: (error: unknown) => (timerCode(error) === 'TFC02' ? null : bidCostMessages.logTimeFailed),
    },
  });

export const useDiscardTimer = () =>
  useMutation({ mutationFn: discardTimer, meta: { invalidates, errorMessage: timerMessages.discardFailed } });
