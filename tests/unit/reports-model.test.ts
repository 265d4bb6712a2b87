import { afterEach, describe, expect, it } from 'vitest';
import { formatMonth } from '@/lib/dates';
import {
  countScale,
  labelEvery,
  parsePeriod,
  periodSearch,
  periodTotals,
  rateText,
  reportFileName,
  statusCsv,
  trendRows,
  trendsCsv,
  type TrendMonth,
} from '@/features/reports/model';
import {
  formatPercent,
  NO_DATA,
  percent,
  roundingNote,
  shares,
  statusBreakdown,
  submissionRate,
  winRate,
} from '@/lib/rates';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

const month = (m: string, total: number, submitted: number, won: number, lost: number): TrendMonth => ({
  month: m,
  total,
  submitted,
  won,
  lost,
});

describe('percentages', () => {
  it('rounds to whole numbers, half up', () => {
    expect(percent(1, 8)).toBe(13); // 12.5
    expect(percent(1, 3)).toBe(33);
    expect(percent(2, 3)).toBe(67);
    expect(percent(29, 100)).toBe(29);
  });

  it('never shows 0 % for some, nor 100 % for not all', () => {
    expect(percent(1, 300)).toBe(1);
    expect(percent(199, 200)).toBe(99);
    expect(percent(0, 300)).toBe(0);
    expect(percent(200, 200)).toBe(100);
  });

  it("says 'No data' instead of dividing by zero", () => {
    expect(percent(0, 0)).toBeNull();
    expect(formatPercent(null)).toBe(NO_DATA);
    expect(formatPercent(62)).toBe('62%');
  });

  it('submission rate = submitted ÷ total', () => {
    expect(submissionRate({ submitted: 3, total: 4 })).toBe(75);
    expect(submissionRate({ submitted: 0, total: 0 })).toBeNull();
  });

  it('win rate = won ÷ (won + lost): bids awaiting a decision do not count', () => {
    expect(winRate({ won: 1, lost: 3 })).toBe(25);
    expect(winRate({ won: 2, lost: 0 })).toBe(100);
    expect(winRate({ won: 0, lost: 2 })).toBe(0);
  });

  it('win rate with nothing decided is No data', () => {
    expect(winRate({ won: 0, lost: 0 })).toBeNull();
    expect(rateText('Win rate', winRate({ won: 0, lost: 0 }))).toBe('Win rate: No data');
  });
});

describe('status shares: equal counts get equal percentages', () => {
  it('rounds each share on its own, so equal counts never differ (7 and 7 of 40 are both 18 %)', () => {
    expect(shares([6, 7, 7, 4, 12, 4])).toEqual([15, 18, 18, 10, 30, 10]);
    expect(shares([2, 1, 1, 1, 1, 1])).toEqual([29, 14, 14, 14, 14, 14]);
    expect(shares([1, 1, 1])).toEqual([33, 33, 33]);
    expect(shares([7, 7, 7, 7, 7, 7])).toEqual([17, 17, 17, 17, 17, 17]);
  });

  it('never shows 0 % for some nor 100 % for not all, is exact when whole, all zeros with nothing to share', () => {
    expect(shares([999, 1])).toEqual([99, 1]);
    expect(shares([1, 0, 0, 0, 0, 2])).toEqual([33, 0, 0, 0, 0, 67]);
    expect(shares([1, 1, 2])).toEqual([25, 25, 50]);
    expect(shares([0, 0, 0])).toEqual([0, 0, 0]);
  });

  it('says when the rounded shares do not add up to 100', () => {
    expect(roundingNote([33, 33, 33])).toBe('Percentages are rounded, so they add up to 99%.');
    expect(roundingNote([15, 18, 18, 10, 30, 10])).toBe('Percentages are rounded, so they add up to 101%.');
    expect(roundingNote([25, 25, 50])).toBeNull();
    expect(roundingNote([0, 0, 0])).toBeNull();
  });

  it('lists every status in product order, ignores unknown ones and gives each bar its exact fraction', () => {
    const rows = statusBreakdown([
      { status: 'won', count: 1 },
      { status: 'under-review', count: 2 },
      { status: 'archived', count: 5 },
    ]);
    expect(rows.map((row) => [row.status, row.count, row.percent])).toEqual([
      ['under-review', 2, 67],
      ['in-development', 0, 0],
      ['submitted', 0, 0],
      ['won', 1, 33],
      ['lost', 0, 0],
      ['declined', 0, 0],
      ['cancelled', 0, 0],
    ]);
    expect(rows[0]!.fraction).toBeCloseTo(2 / 3);
    expect(statusBreakdown([]).every((row) => row.fraction === 0 && row.percent === 0)).toBe(true);
  });
});

describe('the period in the URL', () => {
  it('reads 6m, 12m, year and all; anything else is the last 6 months', () => {
    expect(parsePeriod(new URLSearchParams('period=12m'))).toBe('12m');
    expect(parsePeriod(new URLSearchParams('period=year'))).toBe('year');
    expect(parsePeriod(new URLSearchParams('period=all'))).toBe('all');
    expect(parsePeriod(new URLSearchParams(''))).toBe('6m');
    expect(parsePeriod(new URLSearchParams('period=5y'))).toBe('6m');
  });

  it('leaves the default out of the URL', () => {
    expect(periodSearch('6m')).toBe('');
    expect(periodSearch('all')).toBe('?period=all');
  });
});

describe('trend rows', () => {
  it('labels months as calendar months in every time zone', () => {
    for (const tz of ['Pacific/Kiritimati', 'America/Los_Angeles', 'Africa/Nairobi', 'UTC']) {
      process.env.TZ = tz;
      expect(formatMonth('2026-03-01')).toBe('Mar 2026');
      expect(formatMonth('2027-01-01', false)).toBe('Jan');
    }
  });

  it('keeps empty months, with No data for their rates', () => {
    const rows = trendRows([month('2026-11-01', 4, 3, 1, 1), month('2026-12-01', 0, 0, 0, 0)]);
    expect(rows[0]).toMatchObject({ label: 'Nov 2026', shortLabel: 'Nov', submissionRate: 75, winRate: 50 });
    expect(rows[1]).toMatchObject({ label: 'Dec 2026', total: 0, submissionRate: null, winRate: null });
  });

  it('totals the period and takes rates of the sums, not averages of monthly rates', () => {
    const totals = periodTotals([month('2026-11-01', 1, 1, 1, 0), month('2026-12-01', 9, 3, 0, 3)]);
    expect(totals).toEqual({ total: 10, submitted: 4, won: 1, lost: 3, submissionRate: 40, winRate: 25 });
    expect(periodTotals([])).toMatchObject({ total: 0, submissionRate: null, winRate: null });
  });
});

describe('the chart scale', () => {
  it('has a round top and evenly spaced ticks', () => {
    expect(countScale(0)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(countScale(8)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(countScale(9)).toEqual({ top: 10, ticks: [0, 5, 10] });
    expect(countScale(37)).toEqual({ top: 40, ticks: [0, 10, 20, 30, 40] });
    expect(countScale(1234).top).toBe(1500);
  });

  it('labels every month when there is room, fewer when there is not', () => {
    expect(labelEvery(6, 600)).toBe(1);
    expect(labelEvery(12, 300, 32)).toBe(2);
    expect(labelEvery(60, 600)).toBe(4);
  });
});

describe('CSV exports', () => {
  it('writes the trend table with ISO months and whole-number rates (empty for no data)', () => {
    const csv = trendsCsv(trendRows([month('2026-11-01', 4, 3, 1, 1), month('2026-12-01', 0, 0, 0, 0)]));
    expect(csv).toBe(
      '\uFEFFMonth,Total,Submitted,Won,Lost,Submission Rate,Win Rate\r\n' +
        '2026-11,4,3,1,1,75%,50%\r\n' +
        '2026-12,0,0,0,0,,\r\n',
    );
  });

  it('writes the status breakdown with labels and shares', () => {
    const csv = statusCsv(
      statusBreakdown([
        { status: 'won', count: 1 },
        { status: 'lost', count: 2 },
      ]),
    );
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFStatus,Count,Percent',
      'Under Review,0,0%',
      'In Development,0,0%',
      'Submitted,0,0%',
      'Won,1,33%',
      'Lost,2,67%',
      'Declined,0,0%',
      'Cancelled by the buyer,0,0%',
      '',
    ]);
  });

  it('names the files after the report, the period and the day', () => {
    expect(reportFileName('tender-trends', '12m', '2026-11-23')).toBe('tender-trends-12m-2026-11-23.csv');
    expect(reportFileName('tender-status', '6m', '2026-11-23')).toBe('tender-status-6m-2026-11-23.csv');
  });
});
