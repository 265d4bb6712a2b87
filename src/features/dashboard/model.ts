// The dashboard's rules: the summary document dashboard_summary returns, and what the
// screen derives from it (the stat cards' figures and notes). Rates and status shares
// are shared with the reports (lib/rates.ts).
import { z } from 'zod';
import { formatPercent, submissionRate, winRate } from '@/lib/rates';
import type { Database } from '@/types/database';

export const LOAD_FAILED = 'Failed to load dashboard data. Please try again later.';

/** How many of the newest tenders the Recent Tenders card lists. */
export const RECENT_COUNT = 5;

const count = z.number().int().nonnegative();
const statusCounts = z.array(z.object({ status: z.string(), count }));

/** dashboard_summary's JSON document (one request for every number on the dashboard). */
export const dashboardSummarySchema = z.object({
  /** The user's today, 'YYYY-MM-DD'. */
  today: z.string(),
  total: count,
  /** Reached submission: submitted, won or lost. */
  submitted: count,
  won: count,
  lost: count,
  statuses: statusCounts,
  tasks: z.object({ total: count, completed: count, statuses: statusCounts }),
  upcoming: z.array(
    z.object({
      tender_id: z.string(),
      title: z.string(),
      reference_number: z.string(),
      kind: z.enum(['inquiry', 'submission']),
      due_date: z.string(),
      days: z.number().int(),
    }),
  ),
});

export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const parseDashboardSummary = (value: unknown): DashboardSummary =>
  dashboardSummarySchema.parse(value);

export interface StatCard {
  label: 'Total Tenders' | 'Submitted Tenders' | 'Won Tenders' | 'Tasks Completed';
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
      label: 'Submitted Tenders',
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

/** A row of the Recent Tenders card. */
export type RecentTender = Pick<
  Database['public']['Tables']['tenders']['Row'],
  'id' | 'title' | 'client' | 'reference_number' | 'status' | 'created_at' | 'tender_submission_date'
>;

export const RECENT_COLUMNS =
  'id, title, client, reference_number, status, created_at, tender_submission_date';
