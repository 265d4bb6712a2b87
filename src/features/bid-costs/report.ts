// The cost-of-bidding report: bid_cost_report's document, checked, its labels and its CSV.
// Every figure is computed in SQL (supabase/schemas/15_bid_costs.sql).
import { amount, count, day, list, orNull, shape, text } from '@/lib/json-shape';
import type { Database } from '@/types/database';

export type ReportPeriod = Database['public']['Enums']['report_period'];
export type Dimension = 'client' | 'type' | 'channel' | 'band';

export interface CostFigures {
  tenders: number;
  bids: number;
  wins: number;
  cost: number;
  value_won: number;
  cost_per_bid: number | null;
  cost_per_win: number | null;
  share: number | null;
}

export interface CostGroup extends CostFigures {
  dimension: Dimension;
  key: string;
  value_per_cost: number | null;
}

export interface CostReport {
  currency: string;
  months: { month: string; time: number; expenses: number; total: number }[];
  overall: CostFigures;
  groups: CostGroup[];
  unconverted: { what: string; currency: string; amount: number; count: number }[];
  unrated_hours: number;
  /** A month's rate, or a tender's own (tender, with its reference number). */
  rates: {
    currency: string;
    rate: number;
    month: string | null;
    tender: boolean;
    reference_number: string | null;
  }[];
}

const figures = {
  tenders: count,
  bids: count,
  wins: count,
  cost: amount,
  value_won: amount,
  cost_per_bid: orNull(amount),
  cost_per_win: orNull(amount),
  share: orNull(amount),
};

const isCostReport = shape({
  currency: text,
  months: list(shape({ month: day, time: amount, expenses: amount, total: amount })),
  overall: shape(figures),
  groups: list(shape({ ...figures, dimension: text, key: text, value_per_cost: orNull(amount) })),
  unconverted: list(shape({ what: text, currency: text, amount, count })),
  unrated_hours: amount,
  rates: list(shape({ currency: text, rate: amount, month: orNull(day), reference_number: orNull(text) })),
});

/** null: the caller is not an admin or manager of the workspace. */
export function parseCostReport(value: unknown): CostReport | null {
  if (value === null) return null;
  if (!isCostReport(value)) throw new Error('bid_cost_report returned an unexpected document');
  return value as CostReport;
}

export const dimensionLabels: Record<Dimension, string> = {
  client: 'Client',
  type: 'Type',
  channel: 'Channel',
  band: 'Bid/no-bid band',
};

const KEY_LABELS: Record<string, string> = {
  'public-tender': 'Public tender',
  'limited-tender': 'Limited tender',
  'direct-purchase': 'Direct purchase',
  'framework-agreement': 'Framework agreement',
  'two-stage-tender': 'Two-stage tender',
  other: 'Other',
  'government-portal': 'Government portal',
  'vendor-portal': 'Vendor portal',
  bid: 'Bid',
  review: 'Review',
  'no-bid': 'No bid',
  none: 'No decision',
};

/** A group's name: the client as typed, else the enum value's label. */
export const groupLabel = (group: Pick<CostGroup, 'dimension' | 'key'>): string =>
  group.dimension === 'client' ? group.key : (KEY_LABELS[group.key] ?? group.key);

/** Where bidding pays: the groups of a dimension, most value won per unit of bid cost first (none last). */
export const rankedGroups = (report: CostReport, dimension: Dimension): CostGroup[] =>
  report.groups
    .filter((group) => group.dimension === dimension)
    .sort((a, b) => (b.value_per_cost ?? -1) - (a.value_per_cost ?? -1) || a.key.localeCompare(b.key));

export const COST_CSV_HEADER = [
  'Group',
  'Name',
  'Tenders',
  'Bids',
  'Wins',
  'Bid cost',
  'Cost per bid',
  'Cost per win',
  'Value won',
  'Bid cost share of value won (%)',
  'Value won per unit of bid cost',
  'Currency',
] as const;

/** The report's rows as CSV cells: overall first, then each group; amounts plain so spreadsheets sum them. */
export const costCsvRows = (report: CostReport): (string | number | null)[][] => [
  ['Overall', '', ...figureCells(report.overall), null, report.currency],
  ...report.groups.map((group) => [
    dimensionLabels[group.dimension],
    groupLabel(group),
    ...figureCells(group),
    group.value_per_cost,
    report.currency,
  ]),
];

const figureCells = (f: CostFigures) => [
  f.tenders,
  f.bids,
  f.wins,
  f.cost,
  f.cost_per_bid,
  f.cost_per_win,
  f.value_won,
  f.share,
];

export const REPORT_FAILED = 'Failed to load the cost of bidding';
