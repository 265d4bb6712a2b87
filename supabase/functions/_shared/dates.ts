// Calendar dates as the app writes them ('Nov 26, 2026'), for the app's screens and the
// Edge Functions' emails alike. Shared with the app (imported as '@shared/dates.ts').

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day as the app writes it: 'Jan 05, 2025' (MMM dd, yyyy); `month` counts from 1. */
export const dayText = (year: number, month: number, day: number): string =>
  `${MONTHS[month - 1]} ${String(day).padStart(2, '0')}, ${year}`;

/** A calendar date ('YYYY-MM-DD') as 'Nov 26, 2026'; with the weekday: 'Thursday, Nov 26, 2026'. */
export function calendarDateText(date: string, withWeekday = false): string {
  const match = CALENDAR_DATE.exec(date);
  if (!match) return date;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const text = dayText(year, month, day);
  return withWeekday ? `${WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]}, ${text}` : text;
}
