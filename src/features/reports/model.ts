// The reports' rules: the period in the URL, month labels, the rates per month and over
// the period, the chart's scale, and the CSV exports. Counts come from SQL
// (tender_trends, tender_status_counts); rates and shares from lib/rates.ts.
import { toCsv } from '@/lib/csv';
import { formatMonth, localDateString } from '@/lib/dates';
import {
  formatPercent,
  shares,
  submissionRate,
  winRate,
  winRateByValue,
  type StatusShare,
  type WinValue,
} from '@/lib/rates';
import { statusLabel, type TenderStatus } from '@/lib/statuses';
import type { Database } from '@/types/database';
import { amount, count, list, orNull, shape, text, type Check } from '@/lib/json-shape';

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

/**
 * The trend table as CSV: months as YYYY-MM (spreadsheets sort them), rates as '62%' or empty
 * for no data, and, once the value report is there, a 'Won Value (USD)' column per currency.
 */
export const trendsCsv = (rows: readonly TrendRow[], wonValue?: WonValueColumns): string => {
  const currencies = wonValue?.currencies ?? [];
  return toCsv(
    [...TRENDS_CSV_HEADER, ...currencies.map((currency) => `Won Value (${currency})`)],
    rows.map((row) => [
      row.month.slice(0, 7),
      row.total,
      row.submitted,
      row.won,
      row.lost,
      csvRate(row.submissionRate),
      csvRate(row.winRate),
      ...currencies.map((currency) => csvMoney(wonValue!.value(row.month, currency))),
    ]),
  );
};

export const statusCsv = (rows: readonly StatusShare[]): string =>
  toCsv(
    ['Status', 'Count', 'Percent'],
    rows.map((row) => [statusLabel(row.status), row.count, `${row.percent}%`]),
  );

export const reportFileName = (
  report: 'tender-trends' | 'tender-status' | 'pipeline-value' | 'win-rates' | 'loss-reasons' | 'competitors',
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

// ---------------------------------------------------------------------------
// By value (value_report): the pipeline, won value per month, win rates by count and by
// value, loss reasons and the competitors who beat us. Amounts arrive per currency and stay
// so: a total is one amount per currency, never a sum across currencies.
// ---------------------------------------------------------------------------

/** The open statuses, in the order of a tender's life: the pipeline's rows. */
export const OPEN_STATUSES = [
  'under-review',
  'in-development',
  'submitted',
] as const satisfies readonly TenderStatus[];

export interface PipelineFigures {
  /** Open tenders. */
  count: number;
  /** Of them, those with a value (bid price or estimate). */
  valued: number;
  total: number;
  /** Σ value × probability ÷ 100 (the tender's own probability, else its status's default). */
  weighted: number;
}
export interface PipelineEntry extends PipelineFigures {
  status: TenderStatus;
  currency: string;
}
export interface WonMonthValue {
  /** 'YYYY-MM-01' */
  month: string;
  currency: string;
  count: number;
  value: number;
}
export interface LossReasonCount {
  /** null: no reason recorded. */
  reason: string | null;
  count: number;
}
export interface Competitor {
  winner: string;
  currency: string;
  /** Tenders of ours they won. */
  count: number;
  /** Σ their winning prices (recorded ones). */
  value: number;
}
/** value_report's JSON document. */
export interface ValueReport {
  pipeline: PipelineEntry[];
  won_by_month: WonMonthValue[];
  win_rates: WinValue[];
  loss_reasons: LossReasonCount[];
  competitors: Competitor[];
}

const valueReportFields: Record<keyof ValueReport, Check> = {
  pipeline: list(
    shape({ status: text, currency: text, count, valued: count, total: amount, weighted: amount }),
  ),
  won_by_month: list(shape({ month: text, currency: text, count, value: amount })),
  win_rates: list(shape({ currency: text, won: count, lost: count, won_value: amount, lost_value: amount })),
  loss_reasons: list(shape({ reason: orNull(text), count })),
  competitors: list(shape({ winner: text, currency: text, count, value: amount })),
};

/** The report, checked: a document of another shape is an error, never wrong numbers on screen. */
export function parseValueReport(value: unknown): ValueReport {
  if (!shape(valueReportFields)(value)) throw new Error('value_report returned an unexpected document');
  return value as unknown as ValueReport;
}

/** Amounts of one currency added exactly (in cents), so 0.1 + 0.2 is 0.3. */
export const sumMoney = (values: readonly number[]): number =>
  values.reduce((cents, value) => cents + Math.round(value * 100), 0) / 100;

/** Every currency the report mentions, sorted: the columns and groups of the value tables. */
export const reportCurrencies = (report: ValueReport): string[] =>
  [
    ...new Set(
      [...report.pipeline, ...report.won_by_month, ...report.win_rates, ...report.competitors].map(
        (entry) => entry.currency,
      ),
    ),
  ].sort();

export interface PipelineGroup {
  currency: string;
  /** The three open statuses in order, 0 when a status has none. */
  rows: (PipelineFigures & { status: TenderStatus })[];
  total: PipelineFigures;
}

/** The pipeline per currency (sorted): its open statuses and their total. */
export function pipelineGroups(entries: readonly PipelineEntry[]): PipelineGroup[] {
  const currencies = [...new Set(entries.map((entry) => entry.currency))].sort();
  return currencies.map((currency) => {
    const rows = OPEN_STATUSES.map((status) => {
      const found = entries.find((entry) => entry.currency === currency && entry.status === status);
      return {
        status,
        count: found?.count ?? 0,
        valued: found?.valued ?? 0,
        total: found?.total ?? 0,
        weighted: found?.weighted ?? 0,
      };
    });
    const sum = (key: keyof PipelineFigures) => rows.reduce((total, row) => total + row[key], 0);
    return {
      currency,
      rows,
      total: {
        count: sum('count'),
        valued: sum('valued'),
        total: sumMoney(rows.map((row) => row.total)),
        weighted: sumMoney(rows.map((row) => row.weighted)),
      },
    };
  });
}

/** The trend table's won value: per currency, each month's ('YYYY-MM') and the period's total. */
export interface WonValueColumns {
  currencies: string[];
  value: (month: string, currency: string) => number;
  total: (currency: string) => number;
}

/**
 * The currencies of the period's decided bids (a currency only in the pipeline would be a
 * column of zeros); every currency of the report when nothing was decided yet.
 */
export function wonValueColumns(report: ValueReport): WonValueColumns {
  const won = report.won_by_month;
  const of = (currency: string) => won.filter((entry) => entry.currency === currency);
  const decided = [...new Set([...won, ...report.win_rates].map((entry) => entry.currency))].sort();
  return {
    currencies: decided.length > 0 ? decided : reportCurrencies(report),
    value: (month, currency) =>
      sumMoney(
        of(currency)
          .filter((entry) => entry.month.startsWith(month.slice(0, 7)))
          .map((entry) => entry.value),
      ),
    total: (currency) => sumMoney(of(currency).map((entry) => entry.value)),
  };
}

/** 'Won value' in a one-currency workspace, 'Won value (EUR)' beside others. */
export const wonValueHeader = (currency: string, currencies: readonly string[]) =>
  currencies.length === 1 ? 'Won value' : `Won value (${currency})`;

export interface WinRateRow extends WinValue {
  byCount: number | null;
  byValue: number | null;
}

/** Per currency, decided bids: the win rate by count beside the win rate by value. */
export const winRateRows = (rates: readonly WinValue[]): WinRateRow[] =>
  [...rates]
    .sort((a, b) => a.currency.localeCompare(b.currency))
    .map((rate) => ({ ...rate, byCount: winRate(rate), byValue: winRateByValue(rate) }));

export const NOT_RECORDED = 'Not recorded';

/** Loss reasons, most first as SQL sends them, with their shares of the losses. */
export function lossReasonRows(reasons: readonly LossReasonCount[]) {
  const percents = shares(reasons.map((reason) => reason.count));
  return reasons.map((reason, index) => ({
    label: reason.reason ?? NOT_RECORDED,
    count: reason.count,
    percent: percents[index]!,
  }));
}

const csvMoney = (value: number) => value.toFixed(2);

export const pipelineCsv = (groups: readonly PipelineGroup[]): string =>
  toCsv(
    ['Currency', 'Status', 'Tenders', 'With a value', 'Total', 'Weighted Forecast'],
    groups.flatMap((group) =>
      [
        ...group.rows.map((row) => ({ ...row, label: statusLabel(row.status) })),
        { ...group.total, label: 'Total' },
      ].map((row) => [
        group.currency,
        row.label,
        row.count,
        row.valued,
        csvMoney(row.total),
        csvMoney(row.weighted),
      ]),
    ),
  );

export const winRatesCsv = (rows: readonly WinRateRow[]): string =>
  toCsv(
    ['Currency', 'Won', 'Lost', 'Win Rate by Count', 'Won Value', 'Lost Value', 'Win Rate by Value'],
    rows.map((row) => [
      row.currency,
      row.won,
      row.lost,
      csvRate(row.byCount),
      csvMoney(row.won_value),
      csvMoney(row.lost_value),
      csvRate(row.byValue),
    ]),
  );

export const lossReasonsCsv = (reasons: readonly LossReasonCount[]): string =>
  toCsv(
    ['Reason', 'Lost', 'Percent'],
    lossReasonRows(reasons).map((row) => [row.label, row.count, `${row.percent}%`]),
  );

export const competitorsCsv = (competitors: readonly Competitor[]): string =>
  toCsv(
    ['Winner', 'Currency', 'Tenders Won', 'Winning Prices'],
    competitors.map((row) => [row.winner, row.currency, row.count, csvMoney(row.value)]),
  );
