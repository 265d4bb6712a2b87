// The dashboard's rules: the summary document dashboard_summary returns, and what the
// screen derives from it (the stat cards' figures and notes). Rates and status shares
// are shared with the reports (lib/rates.ts); the upcoming deadlines are the bell's
// alerts (lib/deadlines.ts, lib/deadline-alerts.ts).
import { formatPercent, submissionRate, winRate, winRateByValue, type WinValue } from '@/lib/rates';
import type { Database } from '@/types/database';
import { amount, count, list, shape, text } from '@/lib/json-shape';

/** The company documents alert's failed load. */
export const EXPIRING_DOCUMENTS_FAILED =
  'Failed to load the company documents alert. Please try again later.';

export const LOAD_FAILED = 'Failed to load dashboard data. Please try again later.';

/** How many of the newest tenders the Recent Tenders card lists. */
export const RECENT_COUNT = 5;

export interface StatusCount {
  status: string;
  count: number;
}

/** dashboard_summary's JSON document (one request for every number on the dashboard). */
export interface DashboardSummary {
  /** The user's today, 'YYYY-MM-DD'. */
  today: string;
  total: number;
  /** Reached submission: submitted, won or lost. */
  submitted: number;
  won: number;
  lost: number;
  statuses: StatusCount[];
  tasks: { total: number; completed: number; statuses: StatusCount[] };
  /** Open tenders (under review, in development, submitted) per currency. */
  pipeline: PipelineAmounts[];
  /** Decided bids (won, lost) per currency with their values. */
  win_value: WinValue[];
}

/** One currency's open tenders: how many, how many have a value, the total and the weighted forecast. */
export interface PipelineAmounts {
  currency: string;
  count: number;
  valued: number;
  total: number;
  weighted: number;
}

/** How many of the alerts (lib/deadlines.ts's ALERT_WINDOW, as the bell) Upcoming Deadlines lists. */
export const UPCOMING_LIMIT = 10;

const statusCounts = list(shape({ status: text, count }));
const isSummary = shape({
  today: text,
  total: count,
  submitted: count,
  won: count,
  lost: count,
  statuses: statusCounts,
  tasks: shape({ total: count, completed: count, statuses: statusCounts }),
  pipeline: list(shape({ currency: text, count, valued: count, total: amount, weighted: amount })),
  win_value: list(shape({ currency: text, won: count, lost: count, won_value: amount, lost_value: amount })),
});

/** The summary, checked: a document of another shape is an error, never wrong numbers on screen. */
export function parseDashboardSummary(value: unknown): DashboardSummary {
  if (!isSummary(value)) throw new Error('dashboard_summary returned an unexpected document');
  return value as DashboardSummary;
}

export interface StatCard {
  label: 'Total Tenders' | 'Submitted or decided' | 'Won Tenders' | 'Tasks Completed';
  value: number;
  note: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The four stat cards, in order. */
export function statCards(summary: DashboardSummary): StatCard[] {
  const inProgress = summary.statuses
    .filter(({ status }) => status === 'under-review' || status === 'in-development')
    .reduce((sum, { count }) => sum + count, 0);
  return [
    { label: 'Total Tenders', value: summary.total, note: `${inProgress} in progress` },
    {
      label: 'Submitted or decided',
      value: summary.submitted,
      note: `Submission rate: ${formatPercent(submissionRate(summary))}`,
    },
    { label: 'Won Tenders', value: summary.won, note: `Win rate: ${formatPercent(winRate(summary))}` },
    {
      label: 'Tasks Completed',
      value: summary.tasks.completed,
      note: `of ${plural(summary.tasks.total, 'task', 'tasks')}`,
    },
  ];
}

/** The Pipeline value card's figures for one currency. */
export interface CurrencyValue {
  currency: string;
  pipeline: PipelineAmounts;
  /** Won value ÷ (won + lost value) of the decided bids; null when none has a value. */
  winRateByValue: number | null;
  decided: WinValue;
}

/**
 * Per currency (sorted): the pipeline and the win rate by value, for every currency with
 * something to show: open tenders, or decided bids with a value (one whose only bids were
 * decided without a value would be a block of zeros). Currencies are never added together.
 */
export function currencyValues(summary: Pick<DashboardSummary, 'pipeline' | 'win_value'>): CurrencyValue[] {
  const currencies = [
    ...new Set([...summary.pipeline, ...summary.win_value].map((entry) => entry.currency)),
  ].sort();
  return currencies
    .map((currency) => {
      const pipeline = summary.pipeline.find((entry) => entry.currency === currency) ?? {
        currency,
        count: 0,
        valued: 0,
        total: 0,
        weighted: 0,
      };
      const decided = summary.win_value.find((entry) => entry.currency === currency) ?? {
        currency,
        won: 0,
        lost: 0,
        won_value: 0,
        lost_value: 0,
      };
      return { currency, pipeline, decided, winRateByValue: winRateByValue(decided) };
    })
    .filter(({ pipeline, decided }) => pipeline.count > 0 || decided.won_value + decided.lost_value > 0);
}

/** A row of the Recent Tenders card. */
export type RecentTender = Pick<
  Database['public']['Tables']['tenders']['Row'],
  'id' | 'title' | 'client' | 'reference_number' | 'status' | 'created_at' | 'tender_submission_date'
>;

export const RECENT_COLUMNS =
  'id, title, client, reference_number, status, created_at, tender_submission_date';
