// Dates as the user sees them. Deadlines are calendar dates ('YYYY-MM-DD', no time), and
// "today" is the user's local day, never UTC's.
import { format, isValid, parseISO } from 'date-fns';

const DAY_MS = 24 * 60 * 60 * 1000;

function parse(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  // parseISO reads a bare 'YYYY-MM-DD' as local midnight, so a date never shifts a day.
  const date = value instanceof Date ? value : parseISO(value);
  return isValid(date) ? date : null;
}

/** 'Jan 05, 2025' (MMM dd, yyyy), or 'N/A' when there is no valid date. */
export function formatShortDate(value: string | Date | null | undefined): string {
  const date = parse(value);
  return date ? format(date, 'MMM dd, yyyy') : 'N/A';
}

/** 'January 5, 2025' (long en-US), or 'Not set'. */
export function formatLongDate(value: string | Date | null | undefined): string {
  const date = parse(value);
  return date
    ? date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
    : 'Not set';
}

/** The user's local calendar day as 'YYYY-MM-DD'. */
export function localDateString(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}

/** Whole calendar days from `from` to `to` (both 'YYYY-MM-DD'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  return Math.round((Date.UTC(ty!, tm! - 1, td!) - Date.UTC(fy!, fm! - 1, fd!)) / DAY_MS);
}

/** How far a deadline is from today: 'today', 'tomorrow', 'in 3 days', '1 day overdue', '4 days overdue'. */
export function relativeDays(days: number): string {
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days > 1) return `in ${days} days`;
  return days === -1 ? '1 day overdue' : `${-days} days overdue`;
}

/** The browser's IANA time zone ('Africa/Nairobi'), which the server uses for "today" and months. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
