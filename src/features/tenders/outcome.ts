// A decided tender's outcome: the form's rules and what its values become in the database.
import { formText } from '@/lib/form-text';
import { parseAmount } from '@/lib/money';
import { z } from '@/lib/zod';
import type { Database } from '@/types/database';
import { AMOUNT_INVALID } from './form';

export type TenderOutcome = Database['public']['Tables']['tender_outcomes']['Row'];

/** The outcome dialog's title and the detail page's card. */
export const OUTCOME = 'Outcome';
export const OUTCOME_SAVED = 'Outcome saved';
export const OUTCOME_FAILED = 'Failed to save the outcome';

/** Won and lost tenders have an outcome to record. */
export const hasOutcome = (status: string) => status === 'won' || status === 'lost';

const RANK_INVALID = 'Enter a whole number from 1 to 999';

const parseRank = (text: string): number | null => {
  const plain = text.trim();
  if (plain === '') return null;
  return /^\d{1,3}$/.test(plain) && Number(plain) >= 1 ? Number(plain) : Number.NaN;
};

export const outcomeFormSchema = z.object({
  award_date: z
    .string()
    .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), 'Enter a valid date'),
  winner: z.string().trim().max(200, 'Winner must be at most 200 characters'),
  winning_price: z.string().refine((value) => !Number.isNaN(parseAmount(value)), AMOUNT_INVALID),
  our_rank: z.string().refine((value) => !Number.isNaN(parseRank(value)), RANK_INVALID),
  loss_reason_id: z.string(),
  loss_note: z.string().trim().max(2000, 'Note must be at most 2000 characters'),
  lessons: z.string().trim().max(10_000, 'Lessons learned must be at most 10000 characters'),
});

export type OutcomeFormValues = z.infer<typeof outcomeFormSchema>;

/** The form's starting values: the recorded outcome, or empty. */
export const outcomeFormValues = (outcome: TenderOutcome | null): OutcomeFormValues => ({
  award_date: formText(outcome?.award_date),
  winner: formText(outcome?.winner),
  winning_price: formText(outcome?.winning_price),
  our_rank: formText(outcome?.our_rank),
  loss_reason_id: formText(outcome?.loss_reason_id),
  loss_note: formText(outcome?.loss_note),
  lessons: formText(outcome?.lessons),
});

/** What the database stores; a won tender keeps no loss reason or note. */
export const toOutcomeFields = (values: OutcomeFormValues, status: string) => {
  const lost = status === 'lost';
  return {
    award_date: values.award_date || null,
    winner: values.winner.trim() || null,
    winning_price: parseAmount(values.winning_price),
    our_rank: parseRank(values.our_rank),
    loss_reason_id: lost ? values.loss_reason_id || null : null,
    loss_note: lost ? values.loss_note.trim() || null : null,
    lessons: values.lessons.trim() || null,
  };
};
