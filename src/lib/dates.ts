// Dates as the user sees them. Deadlines are calendar dates ('YYYY-MM-DD', no time), and
// "today" is the user's local day, never UTC's. Every screen writes a day in one style, the
// user's locale's short one ('Jan 05, 2025' in en-US, '05 Jan 2025' in en-GB), which is
// also the order the date fields take (src/lib/date-input.ts). No date library: Intl does it.

const DAY_MS = 24 * 60 * 60 * 1000;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

function parse(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  // A bare 'YYYY-MM-DD' is that calendar day at local midnight, so a date never shifts a day.
  const day = CALENDAR_DATE.exec(value);
  if (day) {
    const [y, m, d] = day.slice(1).map(Number) as [number, number, number];
    const date = new Date(y, m - 1, d);
    return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? date : null;
  }
  // An ISO date-time (Postgres sends microseconds: kept to milliseconds, which every engine reads).
  const date = new Date(value.replace(' ', 'T').replace(/(\.\d{3})\d+/, '$1'));
  return Number.isNaN(date.getTime()) ? null : date;
}

// The styles the screens write, each a constant: the formatters are cached by style and locale.
const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: '2-digit' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const DAY_TIME: Intl.DateTimeFormatOptions = { ...DAY, ...TIME };
const MONTH_YEAR: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short' };
const MONTH: Intl.DateTimeFormatOptions = { month: 'short' };
const DAY_MONTH: Intl.DateTimeFormatOptions = { month: 'short', day: '2-digit' };
const formats = new Map<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

/**
 * `date`'s local wall-clock time written in the user's locale. A formatter keeps the zone it
 * was made in, so it is made once for UTC and given the local time as if it were UTC.
 */
function format(date: Date, options: Intl.DateTimeFormatOptions, locale = userLocale()): string {
  let byLocale = formats.get(options);
  if (!byLocale) formats.set(options, (byLocale = new Map()));
  let made = byLocale.get(locale);
  if (!made) byLocale.set(locale, (made = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })));
  const wall = Date.UTC(
    date.getFullYear(),
    date.getMonth(),
    date.getDate(),
    date.getHours(),
    date.getMinutes(),
  );
  return made.format(wall);
}

/** A day in the user's locale ('Jan 05, 2025', '05 Jan 2025'), or `empty` when there is no valid date. */
export function formatShortDate(
  value: string | Date | null | undefined,
  empty = 'N/A',
  locale?: string,
): string {
  const date = parse(value);
  return date ? format(date, DAY, locale) : empty;
}

/** A deadline in its history: 'Jan 05, 2025', or 'none' once cleared. */
export const formatDeadlineOrNone = (date: string | null): string => formatShortDate(date, 'none');

/** A moment in the user's zone and locale: 'Jan 05, 2025, 14:30', or 'N/A'. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = parse(value);
  return date ? format(date, DAY_TIME) : 'N/A';
}

/** The time of a moment in the user's zone: '14:30'. */
export function formatTime(value: string | Date | null | undefined): string {
  const date = parse(value);
  return date ? format(date, TIME) : 'N/A';
}

/** A calendar month ('YYYY-MM-01') as 'Mar 2026', or only 'Mar'. */
export function formatMonth(month: string, withYear = true): string {
  const date = parse(month);
  if (!date) return 'N/A';
  return format(date, withYear ? MONTH_YEAR : MONTH);
}

/** The user's local calendar day as 'YYYY-MM-DD'. */
export function localDateString(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
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

/** The calendar date `days` after a 'YYYY-MM-DD' date (before it when negative). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const next = new Date(Date.UTC(y!, m! - 1, d! + days));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** 'Nov 25 – Dec 01, 2026', 'Dec 28, 2026 – Jan 03, 2027', or 'Nov 28, 2026' for one day (both 'YYYY-MM-DD'); in en-GB '25 Nov – 01 Dec 2026'. */
export function formatDateRange(from: string, to: string): string {
  const end = formatShortDate(to);
  if (from === to) return end;
  const start = from.slice(0, 4) === to.slice(0, 4) ? format(parse(from)!, DAY_MONTH) : formatShortDate(from);
  return `${start} – ${end}`;
}

/** The user's language ('en-GB'): the browser's first choice, else the runtime's default. */
export function userLocale(): string {
  return (
    (typeof navigator !== 'undefined' && navigator.language) || Intl.DateTimeFormat().resolvedOptions().locale
  );
}
