import { afterEach, describe, expect, it } from 'vitest';
import {
  browserTimeZone,
  daysBetween,
  formatLongDate,
  formatShortDate,
  localDateString,
  relativeDays,
} from '@/lib/dates';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('formatting', () => {
  it('shows MMM dd, yyyy, or N/A', () => {
    expect(formatShortDate('2025-01-05')).toBe('Jan 05, 2025');
    expect(formatShortDate('2025-01-05T10:00:00Z')).toMatch(/^Jan 0[45], 2025$/);
    expect(formatShortDate(null)).toBe('N/A');
    expect(formatShortDate('not a date')).toBe('N/A');
  });

  it('shows long en-US dates, never shifted a day by the time zone', () => {
    for (const tz of ['Pacific/Auckland', 'America/Los_Angeles', 'UTC']) {
      process.env.TZ = tz;
      expect(formatLongDate('2025-01-05')).toBe('January 5, 2025');
      expect(formatShortDate('2026-03-31')).toBe('Mar 31, 2026');
    }
    expect(formatLongDate(null)).toBe('Not set');
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
