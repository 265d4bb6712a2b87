import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  browserTimeZone,
  daysBetween,
  formatDateRange,
  formatDateTime,
  formatShortDate,
  localDateString,
  relativeDays,
} from '@/lib/dates';
import { calendarWeek, firstDayOfWeek } from '@/lib/dates-week';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('formatting', () => {
  it("writes a day in the user's locale's short style, or N/A", () => {
    expect(formatShortDate('2025-01-05')).toBe('Jan 05, 2025');
    expect(formatShortDate('2025-01-05T10:00:00Z')).toMatch(/^Jan 0[45], 2025$/);
    expect(formatShortDate(null)).toBe('N/A');
    expect(formatShortDate(null, 'Not set')).toBe('Not set');
    expect(formatShortDate('not a date')).toBe('N/A');
  });

  it('writes the day in the order of the locale the date fields take', () => {
    expect(formatShortDate('2025-01-05', 'N/A', 'en-GB')).toBe('05 Jan 2025');
    expect(formatShortDate('2025-01-05', 'N/A', 'en-US')).toBe('Jan 05, 2025');
  });

  it('never shifts a day by the time zone', () => {
    for (const tz of ['Pacific/Auckland', 'America/Los_Angeles', 'UTC']) {
      process.env.TZ = tz;
      expect(formatShortDate('2025-01-05')).toBe('Jan 05, 2025');
      expect(formatShortDate('2026-03-31')).toBe('Mar 31, 2026');
      expect(formatDateTime(new Date(2026, 0, 5, 14, 30))).toBe('Jan 05, 2026, 14:30');
    }
  });
});

describe("today is the user's local day", () => {
  // 23:30 on 31 March in Nairobi (UTC+3) is 20:30 UTC; in Los Angeles it is still the 31st in the afternoon.
  const instant = new Date('2026-03-31T20:30:00Z');

  it('east of UTC the local day can already be tomorrow', () => {
    process.env.TZ = 'Pacific/Auckland'; // UTC+13 in March
    expect(localDateString(instant)).toBe('2026-04-01');
    process.env.TZ = 'Africa/Nairobi';
    expect(localDateString(instant)).toBe('2026-03-31');
  });

  it('west of UTC the local day can still be yesterday', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(localDateString(new Date('2026-04-01T03:00:00Z'))).toBe('2026-03-31');
  });

  it('reads the browser time zone', () => {
    process.env.TZ = 'Africa/Nairobi';
    expect(browserTimeZone()).toBe('Africa/Nairobi');
  });
});

describe('daysBetween and relativeDays', () => {
  it('counts calendar days across a month end, a year end and a DST change', () => {
    expect(daysBetween('2026-01-31', '2026-02-01')).toBe(1);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-03-05', '2026-03-01')).toBe(-4);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
  });

  it('says today, tomorrow, in N days, N days overdue', () => {
    expect(relativeDays(0)).toBe('today');
    expect(relativeDays(1)).toBe('tomorrow');
    expect(relativeDays(7)).toBe('in 7 days');
    expect(relativeDays(-1)).toBe('1 day overdue');
    expect(relativeDays(-12)).toBe('12 days overdue');
  });
});

describe('calendar weeks in the user’s locale', () => {
  // Wednesday 25 November 2026.
  const wednesday = '2026-11-25';

  it('start on the locale’s first day: Monday in en-GB and de, Sunday in en-US, Saturday in ar-EG', () => {
    expect(firstDayOfWeek('en-GB')).toBe(1);
    expect(firstDayOfWeek('de-DE')).toBe(1);
    expect(firstDayOfWeek('en-US')).toBe(7);
    expect(firstDayOfWeek('ar-EG')).toBe(6);
  });

  it('Monday-first (en-GB): the week of Wednesday 25 November is Monday 23 to Sunday 29, so not Monday 30', () => {
    expect(calendarWeek(wednesday, 'en-GB')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
  });

  it('Sunday-first (en-US): the week of Wednesday 25 November is Sunday 22 to Saturday 28', () => {
    expect(calendarWeek(wednesday, 'en-US')).toEqual({ start: '2026-11-22', end: '2026-11-28' });
  });

  it('a week’s first and last days belong to it, across a month and a year end', () => {
    expect(calendarWeek('2026-11-22', 'en-US')).toEqual({ start: '2026-11-22', end: '2026-11-28' });
    expect(calendarWeek('2026-11-28', 'en-US')).toEqual({ start: '2026-11-22', end: '2026-11-28' });
    expect(calendarWeek('2026-11-29', 'en-GB')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(calendarWeek('2027-01-01', 'en-GB')).toEqual({ start: '2026-12-28', end: '2027-01-03' });
  });

  it('falls back to the region’s first day where Intl.Locale has no week data (Firefox), else Monday', () => {
    const proto = Intl.Locale.prototype as unknown as Record<string, unknown>;
    const saved = ['weekInfo', 'getWeekInfo'].map(
      (key) => [key, Object.getOwnPropertyDescriptor(proto, key)] as const,
    );
    try {
      for (const [key] of saved) Object.defineProperty(proto, key, { value: undefined, configurable: true });
      expect(firstDayOfWeek('en-US')).toBe(7);
      expect(firstDayOfWeek('en')).toBe(7); // English without a region is American English
      expect(firstDayOfWeek('fr-FR')).toBe(1);
      expect(firstDayOfWeek('ar-EG')).toBe(6);
      expect(firstDayOfWeek('not a locale')).toBe(1);
      expect(calendarWeek(wednesday, 'en-GB')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    } finally {
      for (const [key, descriptor] of saved) {
        if (descriptor) Object.defineProperty(proto, key, descriptor);
        else delete proto[key];
      }
    }
  });

  it('adds days to a calendar date and writes a range in the short format', () => {
    expect(addDays('2026-11-25', 6)).toBe('2026-12-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(formatDateRange('2026-11-25', '2026-12-01')).toBe('Nov 25 – Dec 01, 2026');
    expect(formatDateRange('2026-12-28', '2027-01-03')).toBe('Dec 28, 2026 – Jan 03, 2027');
    expect(formatDateRange('2026-11-28', '2026-11-28')).toBe('Nov 28, 2026');
  });
});
