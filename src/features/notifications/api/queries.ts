import { authed } from '@/lib/current-user';
import { deadlineAlerts, toDeadlines } from '@/lib/deadline-alerts';
import type { Deadline } from '@/lib/deadlines';
import { CALENDAR_DAYS, PAGE_LIMIT } from '../page';

// The bell's and the page's lists and counts are lib/deadline-alerts.ts's deadlineQueries
// (the dashboard shows the same alerts).

/** Every deadline of an open tender and due date of its open tasks from today on (for the calendar file), read PAGE_LIMIT at a time. */
export const fetchUpcomingDeadlines = authed(
  async (workspaceId: string, timeZone: string): Promise<Deadline[]> => {
    const rows: Deadline[] = [];
    for (;;) {
      const { data, error } = await deadlineAlerts(workspaceId, timeZone, CALENDAR_DAYS)
        .gte('days', 0)
        .range(rows.length, rows.length + PAGE_LIMIT - 1);
      if (error) throw error;
      rows.push(...toDeadlines(data));
      if (data.length < PAGE_LIMIT) return rows;
    }
  },
);
