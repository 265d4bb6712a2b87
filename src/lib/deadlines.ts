// Deadline alerts as the dashboard, the header bell and the notifications page show them.
// Which deadlines count and their `days` (negative when overdue, in the user's time zone)
// come from SQL (deadline_alerts, dashboard_summary.upcoming); the words live here.
import type { Database } from '@/types/database';
import { relativeDays } from './dates';

export type DeadlineKind = Database['public']['Enums']['deadline_kind'];

/** One inquiry or submission deadline of an open tender (under review or in development). */
export interface Deadline {
  tender_id: string;
  title: string;
  reference_number: string;
  kind: DeadlineKind;
  /** 'YYYY-MM-DD' */
  due_date: string;
  /** Days from the user's today: 0 today, 1 tomorrow, -2 two days overdue. */
  days: number;
}

/** Alerts: overdue, or due within this many days (the bell). */
export const ALERT_DAYS = 7;
/** The dashboard's Upcoming Deadlines reach (dashboard_summary). */
export const UPCOMING_DAYS = 14;
/** The notifications page lists the deadlines of the next 30 days. */
export const LIST_DAYS = 30;

export const deadlineKindLabel = (kind: DeadlineKind): string =>
  kind === 'inquiry' ? 'Inquiry deadline' : 'Submission deadline';

export type DeadlineUrgency = 'overdue' | 'soon' | 'later';

/** Overdue before today, soon from today through ALERT_DAYS, later after that. */
export function deadlineUrgency(days: number): DeadlineUrgency {
  if (days < 0) return 'overdue';
  return days <= ALERT_DAYS ? 'soon' : 'later';
}

/** 'today', 'tomorrow', 'in 3 days', '1 day overdue'. */
export const deadlineWhen = (deadline: Pick<Deadline, 'days'>): string => relativeDays(deadline.days);

/** 'Submission deadline in 3 days': the whole alert in words (link names, announcements). */
export const deadlineSentence = (deadline: Pick<Deadline, 'kind' | 'days'>): string =>
  `${deadlineKindLabel(deadline.kind)} ${deadlineWhen(deadline)}`;

/** A stable React key: a tender has at most one deadline of each kind. */
export const deadlineKey = (deadline: Pick<Deadline, 'tender_id' | 'kind'>): string =>
  `${deadline.tender_id}-${deadline.kind}`;
