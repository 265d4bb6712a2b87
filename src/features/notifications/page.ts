// The notifications page's rules: its groups (calendar weeks in the user's locale over
// LIST_WINDOW) and the calendar file of upcoming deadlines. Apart from model.ts because the
// header bell, on every page, needs none of it.
import { addDays, daysBetween, formatDateRange, localDateString, userLocale } from '@/lib/dates';
import { calendarWeek } from '@/lib/dates-week';
import { deadlineKindLabel, isBondAlert, LIST_WINDOW, type Deadline } from '@/lib/deadlines';
import {
  alarmTrigger,
  DEFAULT_CALENDAR_ALARM,
  taskEventSummary,
  type CalendarAlarm,
} from '@shared/calendar-events.ts';
import type { CalendarEvent } from '@shared/ics.ts';

/** The page lists at most this many deadlines (hosted Supabase's max_rows). */
export const PAGE_LIMIT = 1000;
/** How far ahead the calendar file reaches (the longest horizon deadline_alerts accepts). */
export const CALENDAR_DAYS = 3660;

export type DeadlineGroupKey = 'overdue' | 'week' | 'next-week' | 'later';

/** One of the page's groups: its deadlines are those with `start <= days < end` (days from today). */
export interface DeadlineGroupSpec {
  key: DeadlineGroupKey;
  title: 'Overdue' | 'This week' | 'Next week' | 'Later';
  /** 'Nov 25 – Nov 29, 2026'; none for Overdue. */
  range: string | null;
  start: number;
  end: number;
}

export interface DeadlineGroup extends DeadlineGroupSpec {
  deadlines: Deadline[];
}

/**
 * The page's groups on `today`, over LIST_WINDOW: Overdue (before today), This week (today
 * to the end of the calendar week in the user's locale: a Wednesday's 'This week' never
 * holds the next Monday), Next week (the calendar week after), Later (to the window's end).
 */
export function deadlineGroups(
  today: string = localDateString(),
  locale: string = userLocale(),
): DeadlineGroupSpec[] {
  const weekEnd = daysBetween(today, calendarWeek(today, locale).end) + 1;
  const group = (key: DeadlineGroupKey, title: DeadlineGroupSpec['title'], start: number, end: number) => ({
    key,
    title,
    range: formatDateRange(addDays(today, start), addDays(today, end - 1)),
    start,
    end,
  });
  return [
    { key: 'overdue', title: 'Overdue', range: null, start: -Infinity, end: 0 },
    group('week', 'This week', 0, weekEnd),
    group('next-week', 'Next week', weekEnd, weekEnd + 7),
    group('later', 'Later', weekEnd + 7, LIST_WINDOW.days),
  ];
}

/** The deadlines in their groups, soonest first, empty groups left out. */
export function groupDeadlines(
  deadlines: readonly Deadline[],
  groups: readonly DeadlineGroupSpec[],
): DeadlineGroup[] {
  return groups
    .map((group) => ({
      ...group,
      deadlines: deadlines.filter((deadline) => deadline.days >= group.start && deadline.days < group.end),
    }))
    .filter((group) => group.deadlines.length > 0);
}

/**
 * Each deadline as an all-day event, with the per-tender file's UID, so importing both
 * files never duplicates an event; a task's due date under the task's own UID. Bid bond
 * alerts are warnings about the bond, not dates to keep: they stay out.
 */
export const deadlineEvents = (
  deadlines: readonly Deadline[],
  alarm: CalendarAlarm = DEFAULT_CALENDAR_ALARM,
): CalendarEvent[] =>
  deadlines
    .filter((deadline) => !isBondAlert(deadline.kind))
    .map((deadline) => {
      if (deadline.kind === 'task') {
        return {
          uid: `task-${deadline.task_id}@tenderflow.app`,
          date: deadline.due_date,
          summary: taskEventSummary(deadline.task_name ?? '', deadline.title),
          description: `A task of tender ${deadline.title}. Reference ${deadline.reference_number}`,
        };
      }
      const inquiry = deadline.kind === 'inquiry';
      return {
        uid: `${deadline.tender_id}-${deadline.kind}@tenderflow.app`,
        date: deadline.due_date,
        summary: `${deadlineKindLabel(deadline.kind)}: ${deadline.title}`,
        description: `Last date for ${inquiry ? 'inquiry' : 'tender'} submission. Reference ${deadline.reference_number}`,
        alarm: deadline.kind === 'submission' ? alarmTrigger(alarm) : null,
      };
    });

export const calendarFileName = (today: string = localDateString()) => `tender-deadlines-${today}.ics`;
