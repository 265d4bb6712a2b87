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
} as const;
