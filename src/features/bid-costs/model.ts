// What bidding costs, as the tender's Bid cost card shows it: bid_cost's document, checked
// (supabase/schemas/15_bid_costs.sql computes every figure; nothing is summed here).
import type { Database } from '@/types/database';
import { amount, count, list, orNull, shape, text } from '@/lib/json-shape';

export type ExpenseCategory = Database['public']['Enums']['expense_category'];

export const EXPENSE_CATEGORIES = [
  'printing-and-delivery',
  'travel',
  'site-visit',
  'bid-bond-fees',
  'consultants-and-quotes',
  'translation',
  'other',
] as const satisfies readonly ExpenseCategory[];

export const expenseCategoryLabels: Record<ExpenseCategory, string> = {
  'printing-and-delivery': 'Printing and delivery',
  travel: 'Travel',
  'site-visit': 'Site visit',
  'bid-bond-fees': 'Bid bond fees',
  'consultants-and-quotes': 'Consultants and subcontractor quotes',
  translation: 'Translation',
  other: 'Other',
};

export interface PersonHours {
  user_id: string | null;
  name: string | null;
  hours: number;
  /** Null when the caller does not see money of time, or no rate applies. */
  cost: number | null;
}

export interface CategoryAmount {
  category: ExpenseCategory;
  count: number;
  amount: number;
}

export interface Unconverted {
  currency: string;
  amount: number;
  count: number;
}

export interface UsedRate {
  currency: string;
  rate: number;
  month: string | null;
  tender: boolean;
}

export interface BidCost {
  currency: string;
  see_money: boolean;
  people: PersonHours[];
  hours: number;
  unrated_hours: number | null;
  time_cost: number | null;
  expenses: CategoryAmount[];
  expense_total: number;
  total: number;
  unconverted: Unconverted[];
  rates: UsedRate[];
  estimated_value: number | null;
  share: number | null;
}

const isBidCost = shape({
  currency: text,
  see_money: (value) => typeof value === 'boolean',
  people: list(shape({ user_id: orNull(text), name: orNull(text), hours: amount, cost: orNull(amount) })),
  hours: amount,
  unrated_hours: orNull(amount),
  time_cost: orNull(amount),
  expenses: list(shape({ category: text, count, amount })),
  expense_total: amount,
  total: amount,
  unconverted: list(shape({ currency: text, amount, count })),
  rates: list(shape({ currency: text, rate: amount, month: orNull(text) })),
  estimated_value: orNull(amount),
  share: orNull(amount),
});

/** bid_cost's document, checked: another shape is an error, never wrong figures on screen. */
export function parseBidCost(value: unknown): BidCost | null {
  if (value === null) return null;
  if (!isBidCost(value)) throw new Error('bid_cost returned an unexpected document');
  return value as BidCost;
}

const shareFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

/** '0.8 % of the estimated value'. */
export const shareOfEstimate = (share: number): string =>
  `${shareFormat.format(share)} % of the estimated value`;

/** '2.75 h'. */
export const formatHours = (hours: number): string =>
  `${new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 }).format(hours)} h`;

export const bidCostMessages = {
  loadFailed: 'Failed to load the bid cost. Please try again later.',
  timeLogged: 'Time logged',
  logTimeFailed: 'Failed to log the time. Please try again.',
  expenseAdded: 'Expense added',
  addExpenseFailed: 'Failed to add the expense. Please try again.',
  tasksFailed: "Failed to load the tender's tasks.",
  receiptFailed: 'The receipt could not be uploaded: use a PDF or an image of at most 25 MB.',
  receiptOpenFailed: "The receipt could not be opened: it may have been deleted from the tender's documents.",
};

export const entryMessages = {
  loadFailed: "Failed to load the tender's time entries and expenses.",
  timeSaved: 'Time entry saved',
  expenseSaved: 'Expense saved',
  saveTimeFailed: 'Failed to save the time entry. Please try again.',
  saveExpenseFailed: 'Failed to save the expense. Please try again.',
  deleteFailed: 'Failed to delete. Please try again.',
  gone: 'It was deleted meanwhile, or you can no longer change it.',
  timeDeleted: 'Time entry deleted',
  expenseDeleted: 'Expense deleted',
};

/** A timer that ran longer than this asks before it counts (stop_timer's TFC02). */
export const LONG_TIMER_HOURS = 10;

export const timerMessages = {
  loadFailed: 'Failed to load your timer.',
  startFailed: 'Failed to start the timer. Please try again.',
  alreadyRunning: 'You already have a timer running: stop it first.',
  discardFailed: 'Failed to discard the timer. Please try again.',
  stopped: 'Time logged from the timer',
  discarded: 'Timer discarded',
};

/** Hours run since `startedAt`, to the nearest quarter hour, between a quarter and 24. */
export function quarterHoursSince(startedAt: string, now: number = Date.now()): number {
  const hours = (now - new Date(startedAt).getTime()) / 3_600_000;
  return Math.min(24, Math.max(0.25, Math.round(hours * 4) / 4));
}
