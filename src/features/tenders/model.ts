// The tender domain's rules: the deadline cue, a tender's value and its reference as the
// database compares it. The columns (labels, kinds, export and import) are in columns.ts,
// the CSV and ICS exports in exports.ts, the list's filters in the URL in list-filters.ts
// and the form's validation in form.ts, so none of them weighs on the shell's first load.
// Statuses and their palette live in lib/statuses.ts because the dashboard and reports show
// them too.
import { formatShortDate, localDateString } from '@/lib/dates';
import { dueCue } from '@/lib/deadlines';
import type { TenderStatus } from '@/lib/statuses';
import type { Database } from '@/types/database';

export type Tender = Database['public']['Tables']['tenders']['Row'];

/**
 * A reference number as the database compares it (public.tenders_with_reference, the rule
 * that asks before two tenders of a workspace share one, the import): trimmed, any case.
 */
export const referenceKey = (reference: string) => reference.trim().toLowerCase();

// ---------------------------------------------------------------------------------------
// Deadline cue: 'Overdue', 'Due today', 'Due tomorrow', 'Due in N days' (within 7), else the date
// ---------------------------------------------------------------------------------------

/** A tender still being prepared: its deadlines still matter. */
export const isOpenTender = (status: TenderStatus) =>
  status === 'under-review' || status === 'in-development';

export type DeadlineCue =
  | { kind: 'none'; label: 'Not set' }
  | { kind: 'overdue'; label: string; date: string }
  | { kind: 'soon'; label: string; date: string; days: number }
  | { kind: 'date'; label: string; date: string };

/** The cue beside a submission date (lib/deadlines.ts' dueCue); `today` is the user's local day ('YYYY-MM-DD'). */
export function deadlineCue(
  date: string | null,
  status: TenderStatus,
  today: string = localDateString(),
): DeadlineCue {
  if (!date) return { kind: 'none', label: 'Not set' };
  const cue = dueCue(date, isOpenTender(status), today);
  if (cue?.kind === 'overdue') return { kind: 'overdue', label: cue.label, date };
  if (cue) return { kind: 'soon', label: cue.label, date, days: cue.days };
  return { kind: 'date', label: formatShortDate(date), date };
}

/** 'Deadline missed': the submission deadline has passed and the tender is still open (until its status changes). */
export const isDeadlineMissed = (
  tender: { status: TenderStatus; tender_submission_date: string | null },
  today: string = localDateString(),
): boolean => deadlineCue(tender.tender_submission_date, tender.status, today).kind === 'overdue';

/** What a tender is worth: our bid price once we bid, else the estimate (SQL: private.tender_value). */
export const tenderValue = (tender: Pick<Tender, 'bid_price' | 'estimated_value'>): number | null =>
  tender.bid_price ?? tender.estimated_value;

/** 'Our bid price' belongs to a tender we bid on: submitted or decided (or one that has a price already). */
export const hasBidPrice = (tender: Pick<Tender, 'status' | 'bid_price'>) =>
  tender.bid_price !== null || ['submitted', 'won', 'lost', 'cancelled'].includes(tender.status);

/** A save that found the tender changed since it was loaded (optimistic concurrency on updated_at). */
export const TENDER_CONFLICT = 'This tender was changed by someone else. Reload to see the latest version.';
