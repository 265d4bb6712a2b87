// The question form: what it takes, how it checks it (the database checks the same:
// clarifications' constraints), and what it stores.
import { isStorableDate } from '@/lib/calendar-date';
import { z } from '@/lib/zod';
import type { Clarification, ClarificationStatus } from './model';

export const CLAUSE_MAX = 200;
export const QUESTION_MAX = 5000;
export const ANSWER_MAX = 10000;

/** The form's fields, as the inputs hold them ('' for none). */
export interface ClarificationFields {
  clause: string;
  question: string;
  status: ClarificationStatus;
  askedOn: string;
  answer: string;
  answeredOn: string;
}

const dateField = z
  .string()
  .refine((value) => value === '' || isStorableDate(value), 'Enter a date between 2000 and 2999');

export const clarificationSchema = z
  .object({
    clause: z.string().trim().max(CLAUSE_MAX, `At most ${CLAUSE_MAX} characters`),
    question: z
      .string()
      .trim()
      .min(1, 'Enter the question')
      .max(QUESTION_MAX, `At most ${QUESTION_MAX} characters`),
    status: z.enum(['draft', 'sent', 'answered']),
    askedOn: dateField,
    answer: z.string().trim().max(ANSWER_MAX, `At most ${ANSWER_MAX} characters`),
    answeredOn: dateField,
  })
  .refine((fields) => fields.status === 'draft' || fields.askedOn !== '', {
    path: ['askedOn'],
    message: 'A sent question has the date it was asked',
  })
  .refine((fields) => fields.status !== 'answered' || fields.answer.trim() !== '', {
    path: ['answer'],
    message: "Enter the buyer's answer",
  })
  .refine((fields) => fields.status !== 'answered' || fields.answeredOn !== '', {
    path: ['answeredOn'],
    message: 'An answered question has the date of the answer',
  })
  .refine((fields) => !fields.askedOn || !fields.answeredOn || fields.answeredOn >= fields.askedOn, {
    path: ['answeredOn'],
    message: 'The answer cannot come before the question',
  });

/** The form's starting values: the saved question, or a new draft. */
export function clarificationDefaults(saved: Clarification | null): ClarificationFields {
  return {
    clause: saved?.clause ?? '',
    question: saved?.question ?? '',
    status: saved?.status ?? 'draft',
    askedOn: saved?.asked_on ?? '',
    answer: saved?.answer ?? '',
    answeredOn: saved?.answered_on ?? '',
  };
}

/** What the database stores for the question. */
export const clarificationValues = (fields: ClarificationFields) => ({
  clause: fields.clause.trim(),
  question: fields.question.trim(),
  status: fields.status,
  asked_on: fields.askedOn || null,
  answer: fields.answer.trim(),
  answered_on: fields.answeredOn || null,
});
