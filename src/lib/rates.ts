// The dashboard's and the reports' arithmetic: whole-number percentages, the two rates
// and the shares of a breakdown. Shared here because both screens show them (a feature
// never imports another); the counts themselves come from SQL.
import { TENDER_STATUSES, type TenderStatus } from './statuses';

/** What a rate shows when its denominator is zero. */
export const NO_DATA = 'No data';

/**
 * `part` of `whole` as a whole-number percentage, or null when `whole` is 0.
 * Rounded to the nearest, except that some is never 0 % and not all is never 100 %
 * (1 of 300 shows 1 %, 199 of 200 shows 99 %).
 */
export function percent(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  const exact = (part * 100) / whole;
  if (part > 0 && exact < 1) return 1;
  if (part < whole && exact > 99) return 99;
  return Math.round(exact);
}

/** '62%', or 'No data'. */
export const formatPercent = (value: number | null): string => (value === null ? NO_DATA : `${value}%`);

/** Submission rate: tenders that reached submission (submitted, won or lost) ÷ all tenders. */
export const submissionRate = ({ submitted, total }: { submitted: number; total: number }) =>
  percent(submitted, total);

/** Win rate: won ÷ (won + lost), decided bids only, so bids awaiting a decision do not lower it. */
export const winRate = ({ won, lost }: { won: number; lost: number }) => percent(won, won + lost);

/** The footnote wherever a rate appears. */
export const RATES_FOOTNOTE =
  'Submission rate = submitted (including won and lost) ÷ all tenders. Win rate = won ÷ (won + lost): decided bids only, so bids still awaiting a decision do not lower it.';

/**
 * Whole-number shares of a total, each rounded on its own (`percent`), so equal counts
 * always show equal percentages (7 and 7 of 40 are both 18 %); the shares may then add
 * up to 99–101, which `roundingNote` says. All zeros when the counts add up to 0.
 */
export function shares(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  return counts.map((count) => percent(count, total) ?? 0);
}

/** Under a breakdown whose rounded shares do not add up to 100: why; null when they do (or are all 0). */
export function roundingNote(percents: readonly number[]): string | null {
  const sum = percents.reduce((total, share) => total + share, 0);
  return sum === 0 || sum === 100 ? null : `Percentages are rounded, so they add up to ${sum}%.`;
}

export interface StatusShare {
  status: TenderStatus;
  count: number;
  /** Whole-number percentage of the total, rounded on its own (equal counts, equal shares). */
  percent: number;
  /** The exact fraction of the total (0–1), for a proportional bar. */
  fraction: number;
}

/**
 * Every tender status in product order with its count and share of the total; statuses
 * outside the product's list are ignored, missing ones count 0.
 */
export function statusBreakdown(counts: readonly { status: string; count: number }[]): StatusShare[] {
  const byStatus = new Map(counts.map(({ status, count }) => [status, count]));
  const ordered = TENDER_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 }));
  const total = ordered.reduce((sum, { count }) => sum + count, 0);
  const percents = shares(ordered.map(({ count }) => count));
  return ordered.map((entry, index) => ({
    ...entry,
    percent: percents[index]!,
    fraction: total > 0 ? entry.count / total : 0,
  }));
}

/** Decided bids of one currency with their values (dashboard_summary's win_value, value_report's win_rates). */
export interface WinValue {
  currency: string;
  won: number;
  lost: number;
  won_value: number;
  lost_value: number;
}

/**
 * Win rate by value: won value ÷ (won + lost value), one currency's decided bids; null when
 * none of them has a value. A value is our bid price, else the estimate (SQL's tender_value).
 */
export const winRateByValue = ({ won_value, lost_value }: Pick<WinValue, 'won_value' | 'lost_value'>) =>
  percent(won_value, won_value + lost_value);

/** The footnote wherever the win rate by value appears. */
export const VALUE_RATES_FOOTNOTE =
  'Win rate by value = won value ÷ (won + lost value), per currency: decided bids only, and tenders cancelled by the buyer are neither won nor lost. A tender’s value is our bid price, else its estimate.';
