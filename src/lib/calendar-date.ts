// The dates people type into the app's forms: a calendar date ('YYYY-MM-DD') from 2000 to
// 2999, as the database's date columns check it.

export const DATE_MIN = '2000-01-01';
export const DATE_MAX = '2999-12-31';

/** A real day of the calendar in 'YYYY-MM-DD' ('2030-02-30' is not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A date the database takes: a calendar date from 2000 to 2999. */
export const isStorableDate = (value: string): boolean =>
  isCalendarDate(value) && value >= DATE_MIN && value <= DATE_MAX;
