// What the calendar feed and the calendar files the app downloads say alike: a task event's
// title, and when a calendar reminds of a submission deadline (the user's choice in Settings,
// stored as user_profiles.preferences.calendarAlarm). Shared with the app (imported as
// '@shared/calendar-events.ts').

/** A task's event names its tender: 'Prepare financial proposal · Brook Park'. */
export const taskEventSummary = (taskName: string, tenderTitle: string): string =>
  `${taskName} · ${tenderTitle}`;

export const CALENDAR_ALARMS = {
  none: 'No alarm',
  'same-day': 'On the day, at 09:00',
  'day-before': 'The day before, at 09:00',
  'two-days-before': 'Two days before, at 09:00',
  'week-before': 'A week before, at 09:00',
} as const;

export type CalendarAlarm = keyof typeof CALENDAR_ALARMS;

export const DEFAULT_CALENDAR_ALARM: CalendarAlarm = 'day-before';

const DAYS_BEFORE: Record<Exclude<CalendarAlarm, 'none'>, number> = {
  'same-day': 0,
  'day-before': 1,
  'two-days-before': 2,
  'week-before': 7,
};

/** The stored value as a choice: anything unknown or missing is the default. */
export const parseCalendarAlarm = (value: unknown): CalendarAlarm =>
  typeof value === 'string' && value in CALENDAR_ALARMS ? (value as CalendarAlarm) : DEFAULT_CALENDAR_ALARM;

/**
 * The alarm's TRIGGER (RFC 5545 §3.8.6.3), relative to an all-day event's start, its midnight:
 * 09:00 on the day is PT9H, 09:00 the day before -PT15H, two days before -P1DT15H. null: none.
 */
export function alarmTrigger(alarm: CalendarAlarm): string | null {
  if (alarm === 'none') return null;
  const days = DAYS_BEFORE[alarm];
  if (days === 0) return 'PT9H';
  return days === 1 ? '-PT15H' : `-P${days - 1}DT15H`;
}
