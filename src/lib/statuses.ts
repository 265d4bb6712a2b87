// The product's statuses, their labels and its one colour palette. Tenders, dashboard,
// reports and notifications all show them, so they are shared here rather than in one
// feature (a feature never imports another).
import type { Database } from '@/types/database';

export type TenderStatus = Database['public']['Enums']['tender_status'];
export type TaskStatus = Database['public']['Enums']['task_status'];

/** In the order of a tender's life: the filter, the status card and the charts use it. */
export const TENDER_STATUSES = [
  'under-review',
  'in-development',
  'submitted',
  'won',
  'lost',
  'declined',
  'cancelled',
] as const satisfies readonly TenderStatus[];

export const TASK_STATUSES = [
  'not-started',
  'in-progress',
  'completed',
  'canceled',
  'not-needed',
] as const satisfies readonly TaskStatus[];

/** Labels that are not their value's words. */
const LABELS: Record<string, string> = { cancelled: 'Cancelled by the buyer' };

/** 'in-development' → 'In Development': hyphens to spaces, each word capitalised ('cancelled': 'Cancelled by the buyer'). */
export function statusLabel(status: string): string {
  const label = LABELS[status];
  if (label) return label;
  return status
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/** A status change's toast, with the label every screen shows: 'Tender status updated to Submitted'. */
export const statusChangedMessage = (what: 'Tender' | 'Task', status: string) =>
  `${what} status updated to ${statusLabel(status)}`;

export interface StatusColour {
  /** The chart and dot colour. */
  hex: string;
  /** Badge classes, AA contrast in light and dark. */
  badge: string;
}

const grey: StatusColour = {
  hex: '#6B7280',
  badge: 'bg-slate-100 text-slate-700 dark:bg-slate-400/15 dark:text-slate-300',
};

// Lost is red (a bid that failed), declined grey (a bid not made) and cancelled pink (the
// buyer withdrew: neither won nor lost), everywhere.
const tenderColours: Record<TenderStatus, StatusColour> = {
  'under-review': {
    hex: '#FFB020',
    badge: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-300',
  },
  'in-development': {
    hex: '#3B82F6',
    badge: 'bg-blue-100 text-blue-800 dark:bg-blue-400/15 dark:text-blue-300',
  },
  submitted: {
    hex: '#8B5CF6',
    badge: 'bg-violet-100 text-violet-800 dark:bg-violet-400/15 dark:text-violet-300',
  },
  won: {
    hex: '#10B981',
    badge: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-300',
  },
  lost: { hex: '#EF4444', badge: 'bg-red-100 text-red-800 dark:bg-red-400/15 dark:text-red-300' },
  declined: grey,
  cancelled: {
    hex: '#EC4899',
    badge: 'bg-pink-100 text-pink-800 dark:bg-pink-400/15 dark:text-pink-300',
  },
};

const taskColours: Record<TaskStatus, StatusColour> = {
  'not-started': grey,
  'in-progress': tenderColours['in-development'],
  completed: tenderColours.won,
  canceled: tenderColours.lost,
  'not-needed': grey,
};

/** A tender status's colours; anything unknown is grey. */
export const tenderStatusColour = (status: string): StatusColour =>
  tenderColours[status as TenderStatus] ?? grey;

/** A task status's colours: grey, blue, green, red, grey; anything unknown is grey. */
export const taskStatusColour = (status: string): StatusColour => taskColours[status as TaskStatus] ?? grey;

export const isTenderStatus = (value: unknown): value is TenderStatus =>
  typeof value === 'string' && (TENDER_STATUSES as readonly string[]).includes(value);

export const isTaskStatus = (value: unknown): value is TaskStatus =>
  typeof value === 'string' && (TASK_STATUSES as readonly string[]).includes(value);
