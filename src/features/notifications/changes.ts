// The bell's notices of moved deadlines: their shape and words. Which changes, their counts
// and what the user has seen are SQL's (deadline_change_notices); apart from model.ts so the
// /app shell carries none of it until there are changes to show.
/** The bell lists at most this many deadline changes (the latest). */
export const CHANGES_LIMIT = 20;

/** A moved deadline of an open tender, by someone else, in the last 14 days (deadline_change_notices). */
export interface DeadlineChangeNotice {
  id: string;
  tender_id: string;
  title: string;
  reference_number: string;
  deadline: 'inquiry' | 'submission';
  old_date: string | null;
  new_date: string | null;
  changed_at: string;
  changed_by_name: string | null;
  addendum_number: string | null;
  seen: boolean;
}

export interface DeadlineChangeNotices {
  total: number;
  unseen: number;
  changes: DeadlineChangeNotice[];
}

/** 'Submission deadline moved', 'Inquiry deadline removed'. */
export const changeHeadline = (change: Pick<DeadlineChangeNotice, 'deadline' | 'new_date'>) =>
  `${change.deadline === 'inquiry' ? 'Inquiry' : 'Submission'} deadline ${change.new_date ? 'moved' : 'removed'}`;

/** 'by addendum 7, Ann' / 'Ann': how and by whom. */
export const changeSource = (change: Pick<DeadlineChangeNotice, 'addendum_number' | 'changed_by_name'>) =>
  [
    change.addendum_number ? `by addendum ${change.addendum_number}` : null,
    change.changed_by_name ?? 'A former member',
  ]
    .filter(Boolean)
    .join(', ');
