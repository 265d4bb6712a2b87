// Clarification questions to the buyer: their statuses and words, and the log as CSV. The
// numbering, the status rules and the counts are the database's
// (supabase/schemas/05_paper_trail.sql). docs/product.md § Clarifications.
import { toCsv } from '@/lib/csv';
import type { Database } from '@/types/database';

export type Clarification = Database['public']['Tables']['clarifications']['Row'];
export type ClarificationStatus = Database['public']['Enums']['clarification_status'];
type TenderRow = Database['public']['Tables']['tenders']['Row'];

/** What the tab needs of its tender. */
export type ClarificationTender = Pick<TenderRow, 'id' | 'workspace_id' | 'reference_number' | 'title'>;

/** The order a question goes through. */
export const CLARIFICATION_STATUSES = [
  'draft',
  'sent',
  'answered',
] as const satisfies readonly ClarificationStatus[];

export const clarificationStatusLabels: Record<ClarificationStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  answered: 'Answered',
};

export const clarificationMessages = {
  loadFailed: 'Failed to load clarification questions',
  saveFailed: 'Failed to save the question. Please try again.',
  deleteFailed: 'Failed to delete the question. Please try again.',
  exportFailed: 'Failed to export the questions. Please try again.',
  saved: 'Question saved',
  deleted: 'Question deleted',
  empty: 'No clarification questions yet.',
  emptyFiltered: 'No questions with this status.',
  deleteWarning:
    'The question and its answer will be deleted for everyone in the workspace. Its number is not given again. This cannot be undone.',
} as const;

/** 'Delete question 3?' */
export const deleteQuestionTitle = (question: Pick<Clarification, 'number'>) =>
  `Delete question ${question.number}?`;

const CSV_HEADER = [
  'Number',
  'Clause',
  'Question',
  'Asked by',
  'Asked on',
  'Status',
  'Answer',
  'Answered on',
];

/** The log as CSV (the tender export's rules: BOM, CRLF, formulas made inert), by number. */
export function clarificationsCsv(
  questions: readonly Clarification[],
  personName: (userId: string | null) => string,
): string {
  return toCsv(
    CSV_HEADER,
    [...questions]
      .sort((a, b) => a.number - b.number)
      .map((q) => [
        q.number,
        q.clause,
        q.question,
        personName(q.asked_by),
        q.asked_on ?? '',
        clarificationStatusLabels[q.status],
        q.answer,
        q.answered_on ?? '',
      ]),
  );
}

/** 'clarifications-TND-2026-001.csv': the reference made safe for a file name. */
export const clarificationsFileName = (reference: string): string =>
  `clarifications-${reference.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'tender'}.csv`;
