// The deadline lists' queries, shared because the bell (notifications) and the dashboard
// show the same alerts: one cache entry, one request, whichever screen asks first. The
// windows come from deadlines.ts; SQL finds the deadlines in them and counts them.
import { queryOptions } from '@tanstack/react-query';
import { authed } from './current-user';
import { DEADLINES_FAILED, type Deadline, type DeadlineWindow, windowLastDay } from './deadlines';
import { queryRoots } from './query-keys';
import { supabase } from './supabase';

/** deadline_alerts up to day `lastDay`, in its own order (kept explicit so pages never overlap). */
export const deadlineAlerts = (workspaceId: string, timeZone: string, lastDay: number) =>
  supabase
    .rpc('deadline_alerts', { p_workspace_id: workspaceId, p_tz: timeZone, p_days: lastDay })
    .order('due_date')
    .order('kind')
    .order('title')
    .order('tender_id')
    .order('task_name')
    .order('task_id');

type AlertRow = Omit<Deadline, 'kind'> & { kind: string };

/** deadline_alerts' rows as the app's deadlines (its kind is text: 'inquiry', 'submission' or 'task'). */
export const toDeadlines = (rows: AlertRow[]): Deadline[] => rows as Deadline[];

/** Overdue deadlines of open tenders and those in the window, soonest first, at most `limit`. */
export const fetchDeadlineAlerts = authed(
  async (
    workspaceId: string,
    timeZone: string,
    window: Pick<DeadlineWindow, 'days'>,
    limit: number,
  ): Promise<Deadline[]> => {
    const { data, error } = await deadlineAlerts(workspaceId, timeZone, windowLastDay(window)).range(
      0,
      limit - 1,
    );
    if (error) throw error;
    return toDeadlines(data);
  },
);

/** One window of deadline_counts: how many deadlines, and how many the user has not seen. */
export interface DeadlineCount {
  total: number;
  unseen: number;
}

/** The deadlines per window closed by `ends` (see deadline_counts), counted in SQL. */
export const fetchDeadlineCounts = authed(
  async (workspaceId: string, timeZone: string, ends: readonly number[]): Promise<DeadlineCount[]> => {
    const { data, error } = await supabase
      .rpc('deadline_counts', { p_workspace_id: workspaceId, p_tz: timeZone, p_ends: [...ends] })
      .order('bucket');
    if (error) throw error;
    return data.map(({ total, unseen }) => ({ total, unseen }));
  },
);

/** The counts of several windows added up. */
export const sumCounts = (counts: readonly DeadlineCount[]): DeadlineCount =>
  counts.reduce((sum, count) => ({ total: sum.total + count.total, unseen: sum.unseen + count.unseen }), {
    total: 0,
    unseen: 0,
  });

// Deadlines move with the clock and with colleagues' changes: refresh whenever the window regains focus.
export const deadlineQueries = {
  all: () => queryRoots.notifications,
  alerts: (workspaceId: string, timeZone: string, { days }: DeadlineWindow, limit: number) =>
    queryOptions({
      queryKey: [...deadlineQueries.all(), 'alerts', workspaceId, timeZone, days, limit],
      queryFn: () => fetchDeadlineAlerts(workspaceId, timeZone, { days }, limit),
      refetchOnWindowFocus: 'always',
      meta: { errorMessage: DEADLINES_FAILED },
    }),
  counts: (workspaceId: string, timeZone: string, ends: readonly number[]) =>
    queryOptions({
      queryKey: [...deadlineQueries.all(), 'counts', workspaceId, timeZone, ends.join(',')],
      queryFn: () => fetchDeadlineCounts(workspaceId, timeZone, ends),
      refetchOnWindowFocus: 'always',
      meta: { errorMessage: DEADLINES_FAILED },
    }),
};
