// The notifications' rules: the bell's badge and name, the page's groups, and the
// calendar file of upcoming deadlines. Which deadlines are alerts, and their days, come
// from SQL (deadline_alerts); their words from lib/deadlines.ts.
import { localDateString } from '@/lib/dates';
import { ALERT_DAYS, type Deadline } from '@/lib/deadlines';
import type { CalendarEvent } from '@/lib/ics';

export const LOAD_FAILED = 'Failed to load notifications. Please try again later.';

/** The bell lists at most this many alerts (its badge still counts them all). */
export const BELL_LIMIT = 50;
/** The page lists at most this many deadlines (hosted Supabase's max_rows). */
export const PAGE_LIMIT = 1000;
/** How far ahead the calendar file reaches (the longest horizon deadline_alerts accepts). */
export const CALENDAR_DAYS = 3660;

/** The bell's badge: the count, '99+' past 99, nothing at 0. */
export const badgeText = (count: number): string | null =>
  count <= 0 ? null : count > 99 ? '99+' : String(count);

export const alertCount = (count: number) => `${count} ${count === 1 ? 'alert' : 'alerts'}`;

/** The bell button's accessible name. */
export const bellLabel = (count: number) =>
  count > 0 ? `Notifications, ${count} deadline ${count === 1 ? 'alert' : 'alerts'}` : 'Notifications';

export type DeadlineGroupKey = 'overdue' | 'week' | 'later';

export interface DeadlineGroup {
  key: DeadlineGroupKey;
  title: 'Overdue' | 'This week' | 'Later';
  deadlines: Deadline[];
}

/**
 * The page's groups, soonest first, empty ones left out: Overdue (before today), This week
 * (today through 7 days: the bell's alerts) and Later.
 */
export function groupDeadlines(deadlines: readonly Deadline[]): DeadlineGroup[] {
  const groups: DeadlineGroup[] = [
    { key: 'overdue', title: 'Overdue', deadlines: [] },
    { key: 'week', title: 'This week', deadlines: [] },
    { key: 'later', title: 'Later', deadlines: [] },
  ];
  for (const deadline of deadlines) {
    const index = deadline.days < 0 ? 0 : deadline.days <= ALERT_DAYS ? 1 : 2;
    groups[index]!.deadlines.push(deadline);
  }
  return groups.filter((group) => group.deadlines.length > 0);
}

/**
 * Each deadline as an all-day event, with the per-tender file's UID, so importing both
 * files never duplicates an event.
 */
export const deadlineEvents = (deadlines: readonly Deadline[]): CalendarEvent[] =>
  deadlines.map((deadline) => {
    const inquiry = deadline.kind === 'inquiry';
    return {
      uid: `${deadline.tender_id}-${deadline.kind}@tenderflow.app`,
      date: deadline.due_date,
      summary: `${inquiry ? 'Inquiry' : 'Submission'} deadline: ${deadline.title}`,
      description: `Last date for ${inquiry ? 'inquiry' : 'tender'} submission. Reference ${deadline.reference_number}`,
    };
  });

export const calendarFileName = (today: string = localDateString()) => `tender-deadlines-${today}.ics`;
