// Deadline alerts as the dashboard, the header bell and the notifications page show them,
// and the windows they cover, defined here once. Which deadlines fall in a window, their
// `days` (negative when overdue, in the user's time zone) and the counts come from SQL
// (deadline_alerts, deadline_counts); the windows and the words live here.
import { BOND_ALERT_REASONS, DEADLINE_KIND_LABELS, dueCueLabel, type BondAlertKind } from '@shared/cues.ts';
import type { Database } from '@/types/database';
import { addDays, daysBetween, formatDateRange, localDateString, relativeDays } from './dates';

/**
 * A bid bond alert (private.bond_alerts): expiring before the bid validity end or the
 * expected award date; not returned 30 days after the award; requested but not issued 3
 * days before the submission deadline.
 */
export type { BondAlertKind };

/** A tender's inquiry or submission deadline, an open task's due date, or a bid bond alert. */
export type DeadlineKind = Database['public']['Enums']['deadline_kind'] | 'task' | BondAlertKind;

export const isBondAlert = (kind: DeadlineKind): kind is BondAlertKind => kind.startsWith('bond-');

/** What a deadline list says when it cannot load. */
export const DEADLINES_FAILED = 'Failed to load notifications. Please try again later.';

/**
 * One inquiry or submission deadline of an open tender (under review or in development), the
 * due date of one of its open tasks (kind 'task', with the task's id and name), or an alert
 * about its bid bond (a BondAlertKind, dated: the expiry, award + 30 days, the deadline).
 */
export interface Deadline {
  tender_id: string;
  title: string;
  reference_number: string;
  kind: DeadlineKind;
  /** The task's, for kind 'task'; null for a tender's deadline. */
  task_id: string | null;
  task_name: string | null;
  /** 'YYYY-MM-DD' */
  due_date: string;
  /** Days from the user's today: 0 today, 1 tomorrow, -2 two days overdue. */
  days: number;
  /** Whether the user marked this alert as seen ('Mark all as seen'); unknown outside the alert lists. */
  seen?: boolean;
}

/** A window of days from today (today included), with the name every list shows it by. */
export interface DeadlineWindow {
  /** How many calendar days, today first. */
  days: number;
  label: string;
}

/** The alerts: the bell counts and lists them, the dashboard lists them (and the overdue). */
export const ALERT_WINDOW = { days: 7, label: 'Next 7 days' } as const satisfies DeadlineWindow;
/** The notifications page: the overdue and the next 30 days, grouped by calendar week. */
export const LIST_WINDOW = { days: 30, label: 'Next 30 days' } as const satisfies DeadlineWindow;

/** The bell lists at most this many alerts (its badge still counts them all); the dashboard shows the first few. */
export const ALERTS_LIMIT = 50;

/** The window's last day counted from today (0): deadline_alerts' p_days. */
export const windowLastDay = (window: Pick<DeadlineWindow, 'days'>): number => window.days - 1;

/** deadline_counts' ends for a window: the overdue (before day 0), then the window. */
export const alertEnds = (window: DeadlineWindow): number[] => [0, window.days];

/** 'Next 7 days (Nov 25 – Dec 01, 2026), and overdue': the window named, with its dates. */
export const windowLabel = (window: DeadlineWindow, today: string): string =>
  `${window.label} (${formatDateRange(today, addDays(today, windowLastDay(window)))}), and overdue`;

/** What a deadline is called, in the reminder emails' words too. */
export const deadlineKindLabel = (kind: DeadlineKind): string => DEADLINE_KIND_LABELS[kind];

// ---------------------------------------------------------------------------------------
// The cue beside a due date: 'Overdue', 'Due today', 'Due tomorrow', 'Due in N days'
// (within DUE_SOON_DAYS), for open work only: a tender under review or in development, a
// task not completed, canceled or not needed. One definition for tenders and tasks.
// ---------------------------------------------------------------------------------------

export const DUE_SOON_DAYS = 7;

export interface DueCue {
  kind: 'overdue' | 'soon';
  label: string;
  days: number;
}

/** The cue of a due date ('YYYY-MM-DD') from `today`, the user's local day; null when none is due. */
export function dueCue(date: string | null, open: boolean, today: string = localDateString()): DueCue | null {
  if (!date || !open) return null;
  const days = daysBetween(today, date);
  if (days > DUE_SOON_DAYS) return null;
  return { kind: days < 0 ? 'overdue' : 'soon', label: dueCueLabel(days), days };
}

export type DeadlineUrgency = 'overdue' | 'soon' | 'later';

/** Overdue before today, soon within the alerts' window (Next 7 days), later after it. */
export function deadlineUrgency(days: number): DeadlineUrgency {
  if (days < 0) return 'overdue';
  return days < ALERT_WINDOW.days ? 'soon' : 'later';
}

/** 'today', 'tomorrow', 'in 3 days', '1 day overdue'. */
export const deadlineWhen = (deadline: Pick<Deadline, 'days'>): string => relativeDays(deadline.days);

const bondSentences: Record<BondAlertKind, (when: string) => string> = {
  'bond-expiry': (when) => `Bid bond expires ${when}, ${BOND_ALERT_REASONS['bond-expiry']}`,
  'bond-return': (when) => `Bid bond not returned ${BOND_ALERT_REASONS['bond-return']} (${when})`,
  'bond-issue': (when) => `Bid bond not issued, submission deadline ${when}`,
};

/** 'Submission deadline in 3 days', 'Task Submit tender due today': the whole alert in words. */
export const deadlineSentence = (
  deadline: Pick<Deadline, 'kind' | 'days'> & Partial<Pick<Deadline, 'task_name'>>,
): string => {
  const when = deadlineWhen(deadline);
  if (isBondAlert(deadline.kind)) return bondSentences[deadline.kind](when);
  return deadline.kind === 'task'
    ? `Task ${deadline.task_name ?? ''} ${deadline.days < 0 ? '' : 'due '}${when}`
    : `${deadlineKindLabel(deadline.kind)} ${when}`;
};

/** A stable React key: a tender has at most one deadline of each kind, a task one due date. */
export const deadlineKey = (deadline: Pick<Deadline, 'tender_id' | 'kind' | 'task_id'>): string =>
  deadline.task_id ? `task-${deadline.task_id}` : `${deadline.tender_id}-${deadline.kind}`;
