// The user's preferences, stored in user_profiles.preferences (jsonb). Read leniently:
// unknown keys from older or newer versions are ignored, a missing or malformed value
// takes its default. Plain code rather than zod: the shell reads this on every page.
import { parseCalendarAlarm, type CalendarAlarm } from '@shared/calendar-events.ts';

export const THEMES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEMES)[number];

export interface Preferences {
  emailNotifications: boolean;
  tenderDeadlineReminders: boolean;
  taskUpdates: boolean;
  /** Emails of comments that mention the user or reply in a thread they wrote in. */
  mentionsAndReplies: boolean;
  /** Hold the morning digest on the user's Saturday and Sunday until Monday (on by default). */
  workingDaysOnly: boolean;
  systemAnnouncements: boolean;
  /** When calendars remind of a submission deadline (the feed and the downloaded files). */
  calendarAlarm: CalendarAlarm;
  /** The theme the user chose in Settings; it follows them to another browser. */
  theme?: ThemePreference;
}

export const NOTIFICATION_KEYS = [
  'emailNotifications',
  'tenderDeadlineReminders',
  'taskUpdates',
  'mentionsAndReplies',
  'workingDaysOnly',
  'systemAnnouncements',
] as const;

/** The stored JSON as preferences: every notification on unless stored off; no theme unless a valid one. */
export function parsePreferences(value: unknown): Preferences {
  const source: Record<string, unknown> =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  const flag = (key: (typeof NOTIFICATION_KEYS)[number]) =>
    typeof source[key] === 'boolean' ? source[key] : true;
  const theme = THEMES.find((name) => name === source.theme);
  return {
    emailNotifications: flag('emailNotifications'),
    tenderDeadlineReminders: flag('tenderDeadlineReminders'),
    taskUpdates: flag('taskUpdates'),
    mentionsAndReplies: flag('mentionsAndReplies'),
    workingDaysOnly: flag('workingDaysOnly'),
    systemAnnouncements: flag('systemAnnouncements'),
    calendarAlarm: parseCalendarAlarm(source.calendarAlarm),
    ...(theme ? { theme } : {}),
  };
}
