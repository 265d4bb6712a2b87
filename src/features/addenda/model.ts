// Addenda and the deadline history: their words and types. Applying an addendum's deadlines
// and writing the history are the database's (record_addendum and the trigger on tenders, in
// supabase/schemas/05_paper_trail.sql). docs/product.md § Addenda and deadline history.
import type { Database } from '@/types/database';

export type Addendum = Database['public']['Tables']['tender_addenda']['Row'];
type TenderRow = Database['public']['Tables']['tenders']['Row'];
type DeadlineChangeRow = Database['public']['Tables']['deadline_changes']['Row'];

/** What the cards need of their tender. */
export type AddendaTender = Pick<
  TenderRow,
  'id' | 'workspace_id' | 'inquiry_submission_date' | 'tender_submission_date'
>;

/** A change of the history, with the number of the addendum it came through. */
export type DeadlineChange = DeadlineChangeRow & { addendum: { number: string } | null };

export const deadlineNames: Record<DeadlineChangeRow['deadline'], string> = {
  inquiry: 'Inquiry deadline',
  submission: 'Submission deadline',
};

export const addendaMessages = {
  loadFailed: 'Failed to load addenda',
  historyFailed: 'Failed to load the deadline history',
  saveFailed: 'Failed to record the addendum. Please try again.',
  saved: 'Addendum recorded',
  empty: 'No addenda recorded.',
  noHistory: 'No deadline has changed since the tender was created.',
  numberTaken: 'This tender already has an addendum with this number',
  moveFailed: 'Failed to change the task due dates. Please try again.',
} as const;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '6 task due dates moved by 7 days' (or 'moved back by 3 days' when the deadline came earlier). */
export function tasksMovedMessage(
  change: Pick<DeadlineChangeRow, 'old_date' | 'new_date' | 'moved_task_ids'>,
) {
  const days = daysBetween(change.old_date, change.new_date);
  const moved = plural(change.moved_task_ids.length, 'task due date', 'task due dates');
  return `${moved} moved ${days < 0 ? 'back ' : ''}by ${plural(Math.abs(days), 'day', 'days')}`;
}

/** '2 tasks dated by hand did not move.' */
export const handDatedMessage = (count: number) =>
  `${plural(count, 'task', 'tasks')} dated by hand did not move.`;

/** Whole days from one calendar date (YYYY-MM-DD) to another; 0 when either is missing. */
function daysBetween(from: string | null, to: string | null): number {
  if (!from || !to) return 0;
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
