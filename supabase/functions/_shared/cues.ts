// The words beside a date and the names of what is due, for the app's screens and the Edge
// Functions' emails alike: a label renamed here changes both. Shared with the app (imported
// as '@shared/cues.ts').

/** 'Due today', 'Due tomorrow', 'Due in 3 days' (`lead` 'Due'); `past` once the day has gone. */
export const relativeCue = (lead: string, past: string, days: number): string => {
  if (days < 0) return past;
  if (days === 0) return `${lead} today`;
  if (days === 1) return `${lead} tomorrow`;
  return `${lead} in ${days} days`;
};

/** A due date's cue: 'Overdue', 'Due today', 'Due tomorrow', 'Due in N days'. */
export const dueCueLabel = (days: number): string => relativeCue('Due', 'Overdue', days);

/** An expiry's cue: 'Expired', 'Expires today', 'Expires tomorrow', 'Expires in N days'. */
export const expiryCueLabel = (days: number): string => relativeCue('Expires', 'Expired', days);

/** A library answer whose review cycle has passed: the library's pill and the digest's line. */
export const REVIEW_DUE = 'Review due';

/** A tender whose submission deadline passed while it was still being prepared. */
export const DEADLINE_MISSED = 'Deadline missed';

/** What a task without a due date says instead. */
export const NO_DUE_DATE = 'No due date';

/** A bid bond alert: expiring too early, not returned after the award, requested but not issued. */
export type BondAlertKind = 'bond-expiry' | 'bond-return' | 'bond-issue';

/** What each deadline is called: a tender's two deadlines, a task's due date, a bid bond alert. */
export const DEADLINE_KIND_LABELS = {
  task: 'Task',
  inquiry: 'Inquiry deadline',
  submission: 'Submission deadline',
  'bond-expiry': 'Bid bond expires too early',
  'bond-return': 'Bid bond not returned',
  'bond-issue': 'Bid bond not issued',
} as const satisfies Record<string, string>;

/** Why a bid bond alert is raised. */
export const BOND_ALERT_REASONS: Record<BondAlertKind, string> = {
  'bond-expiry': 'before the bid validity end or award',
  'bond-return': '30 days after the award',
  'bond-issue': 'still requested',
};

/** What to do about a bid bond alert. */
export const BOND_ALERT_ADVICE: Record<BondAlertKind, string> = {
  'bond-expiry': 'ask the issuer for an extension',
  'bond-return': 'ask the buyer to return it',
  'bond-issue': 'ask the issuer to issue it before the submission deadline',
};
