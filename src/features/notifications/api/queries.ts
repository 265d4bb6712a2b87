import { queryOptions } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import type { Deadline } from '@/lib/deadlines';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { CALENDAR_DAYS, LOAD_FAILED, PAGE_LIMIT } from '../model';

/** deadline_alerts, in its own order (kept explicit so pages never overlap). */
const alerts = (workspaceId: string, timeZone: string, days: number, count?: 'exact') =>
  supabase
    .rpc('deadline_alerts', { p_workspace_id: workspaceId, p_tz: timeZone, p_days: days }, { count })
    .order('due_date')
    .order('kind')
    .order('title')
    .order('tender_id');

export interface DeadlineList {
  deadlines: Deadline[];
  /** Every matching deadline, also those past `limit`. */
  total: number;
}

/** Overdue deadlines of open tenders and those due within `days`, soonest first, at most `limit`. */
export const fetchDeadlineAlerts = authed(
  async (workspaceId: string, timeZone: string, days: number, limit: number): Promise<DeadlineList> => {
    const { data, count, error } = await alerts(workspaceId, timeZone, days, 'exact').range(0, limit - 1);
    if (error) throw error;
    return { deadlines: data, total: count ?? data.length };
  },
);

/** Every deadline of an open tender from today on (for the calendar file), read PAGE_LIMIT at a time. */
export const fetchUpcomingDeadlines = authed(
  async (workspaceId: string, timeZone: string): Promise<Deadline[]> => {
    const rows: Deadline[] = [];
    for (;;) {
      const { data, error } = await alerts(workspaceId, timeZone, CALENDAR_DAYS)
        .gte('days', 0)
        .range(rows.length, rows.length + PAGE_LIMIT - 1);
      if (error) throw error;
      rows.push(...data);
      if (data.length < PAGE_LIMIT) return rows;
    }
  },
);

export const notificationQueries = {
  all: () => queryRoots.notifications,
  alerts: (workspaceId: string, timeZone: string, days: number, limit: number) =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'alerts', workspaceId, timeZone, days, limit],
      queryFn: () => fetchDeadlineAlerts(workspaceId, timeZone, days, limit),
      // Deadlines move with the clock and with colleagues' changes: refresh whenever the window regains focus.
      refetchOnWindowFocus: 'always',
      meta: { errorMessage: LOAD_FAILED },
    }),
};
