// The addendum form: what it takes and how it checks it (the database checks the same:
// tender_addenda's constraints, record_addendum).
import { isStorableDate } from '@/lib/calendar-date';
import { z } from '@/lib/zod';
import type { AddendaTender } from './model';

export const NUMBER_MAX = 50;
export const SUMMARY_MAX = 5000;
/** The document select's value for none. */
export const NO_DOCUMENT = '__none__';

export interface AddendumFields {
  number: string;
  issuedOn: string;
  summary: string;
  document: string;
  movesInquiry: boolean;
  inquiry: string;
  movesSubmission: boolean;
  submission: string;
}

const optionalDate = z
  .string()
  .refine((value) => value === '' || isStorableDate(value), 'Enter a date between 2000 and 2999');

export const addendumSchema = z.object({
  number: z
    .string()
    .trim()
    .min(1, 'Enter the addendum number')
    .max(NUMBER_MAX, `At most ${NUMBER_MAX} characters`),
  issuedOn: z.string().refine(isStorableDate, 'Enter the date of the addendum'),
  summary: z.string().trim().max(SUMMARY_MAX, `At most ${SUMMARY_MAX} characters`),
  document: z.string(),
  movesInquiry: z.boolean(),
  inquiry: optionalDate,
  movesSubmission: z.boolean(),
  submission: optionalDate,
});

/** A new addendum dated today, moving nothing until asked; the deadlines start from the tender's. */
export const addendumDefaults = (tender: AddendaTender, today: string): AddendumFields => ({
  number: '',
  issuedOn: today,
  summary: '',
  document: NO_DOCUMENT,
  movesInquiry: false,
  inquiry: tender.inquiry_submission_date ?? '',
  movesSubmission: false,
  submission: tender.tender_submission_date ?? '',
});

/** record_addendum's arguments. */
export const addendumArgs = (tenderId: string, fields: AddendumFields) => ({
  p_tender_id: tenderId,
  p_number: fields.number.trim(),
  p_issued_on: fields.issuedOn,
  p_summary: fields.summary.trim(),
  p_document_name: fields.document === NO_DOCUMENT ? undefined : fields.document,
  p_moves_inquiry: fields.movesInquiry,
  p_inquiry: fields.inquiry || undefined,
  p_moves_submission: fields.movesSubmission,
  p_submission: fields.submission || undefined,
});
