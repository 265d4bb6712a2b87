// The reports' rules: the period in the URL, month labels, the rates per month and over
// the period, the chart's scale, and the CSV exports. Counts come from SQL
// (tender_trends, tender_status_counts); rates and shares from lib/rates.ts.
import { toCsv } from '@/lib/csv';
import { formatMonth, localDateString } from '@/lib/dates';
import { formatPercent, submissionRate, winRate, type StatusShare } from '@/lib/rates';
import { statusLabel } from '@/lib/statuses';
import type { Database } from '@/types/database';

export const LOAD_FAILED = 'Failed to load report data. Please try again later.';

/** How many of the newest tenders the Recent Tenders Summary lists. */
export const RECENT_COUNT = 10;

export type ReportPeriod = Database['public']['Enums']['report_period'];
export const PERIODS = ['6m', '12m', 'year', 'all'] as const satisfies readonly ReportPeriod[];
export const DEFAULT_PERIOD: ReportPeriod = '6m';

export const periodLabels: Record<ReportPeriod, string> = {
  '6m': 'Last 6 months',
  '12m': 'Last 12 months',
  year: 'This year',
  all: 'All time',
};

/** The period from the URL (?period=12m); anything else is the default, last 6 months. */
export function parsePeriod(params: URLSearchParams): ReportPeriod {
  const value = params.get('period');
  return (PERIODS as readonly string[]).includes(value ?? '') ? (value as ReportPeriod) : DEFAULT_PERIOD;
}

/** The URL search for a period, leaving the default out. */
export const periodSearch = (period: ReportPeriod): string =>
  period === DEFAULT_PERIOD ? '' : `?period=${period}`;

/** One month of tender_trends: tenders created that month (the user's months). */
export type TrendMonth = Database['public']['Functions']['tender_trends']['Returns'][number];

export interface TrendRow extends TrendMonth {
  /** 'Mar 2026' */
  label: string;
  /** 'Mar' */
  shortLabel: string;
  submissionRate: number | null;
  winRate: number | null;
}

export const trendRows = (months: readonly TrendMonth[]): TrendRow[] =>
  months.map((month) => ({
    ...month,
    label: formatMonth(month.month),
    shortLabel: formatMonth(month.month, false),
    submissionRate: submissionRate(month),
    winRate: winRate(month),
  }));

/** The whole period's figures and rates (rates of the sums, not averages of monthly rates). */
export function periodTotals(months: readonly TrendMonth[]) {
  const sum = (key: 'total' | 'submitted' | 'won' | 'lost') =>
    months.reduce((total, month) => total + month[key], 0);
  const totals = { total: sum('total'), submitted: sum('submitted'), won: sum('won'), lost: sum('lost') };
  return { ...totals, submissionRate: submissionRate(totals), winRate: winRate(totals) };
}

/** The chart's count axis: a round top (1, 2 or 5 × 10ⁿ steps) and its ticks from 0, at least 4 units. */
export function countScale(max: number): { top: number; ticks: number[] } {
  const target = Math.max(max, 4) / 4;
  const magnitude = 10 ** Math.floor(Math.log10(target));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((candidate) => candidate >= target)!;
  const top = step * Math.ceil(Math.max(max, 4) / step);
  return { top, ticks: Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step) };
}

/** Label every n-th month so labels at least `minGap` px apart never overlap. */
export const labelEvery = (months: number, plotWidth: number, minGap = 40): number =>
  Math.max(1, Math.ceil((months * minGap) / Math.max(plotWidth, 1)));

const csvRate = (value: number | null) => (value === null ? '' : `${value}%`);

export const TRENDS_CSV_HEADER = [
  'Month',
  'Total',
  'Submitted',
  'Won',
  'Lost',
  'Submission Rate',
  'Win Rate',
] as const;

/** The trend table as CSV: months as YYYY-MM (spreadsheets sort them), rates as '62%' or empty for no data. */
export const trendsCsv = (rows: readonly TrendRow[]): string =>
  toCsv(
    TRENDS_CSV_HEADER,
    rows.map((row) => [
      row.month.slice(0, 7),
      row.total,
      row.submitted,
      row.won,
      row.lost,
      csvRate(row.submissionRate),
      csvRate(row.winRate),
    ]),
  );

export const statusCsv = (rows: readonly StatusShare[]): string =>
  toCsv(
    ['Status', 'Count', 'Percent'],
    rows.map((row) => [statusLabel(row.status), row.count, `${row.percent}%`]),
  );

export const reportFileName = (
  report: 'tender-trends' | 'tender-status',
  period: ReportPeriod,
  today: string = localDateString(),
) => `${report}-${period}-${today}.csv`;

/** 'Win rate: 50%' or 'Win rate: No data' (chart tooltips). */
export const rateText = (name: string, value: number | null) => `${name}: ${formatPercent(value)}`;

/** A row of the Recent Tenders Summary. */
export type ReportTender = Pick<
  Database['public']['Tables']['tenders']['Row'],
  'id' | 'title' | 'client' | 'reference_number' | 'status' | 'tender_submission_date'
>;

export const REPORT_TENDER_COLUMNS = 'id, title, client, reference_number, status, tender_submission_date';
