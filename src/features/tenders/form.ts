// The New Tender and Edit Tender form: the same limits as the database's check constraints,
// both deadlines, and what the form's values become in the database. The fields are named
// after the tenders columns, and what the form saves is typed from the generated Database
// types: a new column is a migration, a field here and its input.
import { localDateString } from '@/lib/dates';
import { formText } from '@/lib/form-text';
import { parseAmount } from '@/lib/money';
import { z } from '@/lib/zod';
import type { TablesInsert } from '@/types/database';
import { CHANNELS, TYPES, type Tender } from './model';

export const BOTH_DATES_REQUIRED = 'Please select both submission dates';
export const INQUIRY_AFTER_SUBMISSION = 'The inquiry date must be on or before the submission date';
export const AMOUNT_INVALID = 'Enter an amount, such as 250000 or 250,000.50';
export const PROBABILITY_INVALID = 'Enter a whole percentage from 0 to 100';

/** The same limits as the database's check constraints. */
export const LIMITS = { reference_number: 100, client: 200, title: 300, description: 10_000 } as const;

const required = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

const isoDate = z
  .string()
  .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), 'Enter a valid date');

const amount = z.string().refine((value) => !Number.isNaN(parseAmount(value)), AMOUNT_INVALID);

/** '' (the status's default) or a whole number from 0 to 100. */
export const parseProbability = (text: string): number | null => {
  const plain = text.replace(/[\s%]/g, '');
  if (plain === '') return null;
  return /^\d{1,3}$/.test(plain) && Number(plain) <= 100 ? Number(plain) : Number.NaN;
};

/** The tender columns the form edits. */
export type TenderColumn =
  | 'reference_number'
  | 'client'
  | 'title'
  | 'description'
  | 'channel'
  | 'type'
  | 'bid_bond'
  | 'inquiry_submission_date'
  | 'tender_submission_date'
  | 'estimated_value'
  | 'currency'
  | 'probability'
  | 'expected_award_date'
  | 'bid_price';

/** The New Tender and Edit Tender form. In edit mode an empty deadline keeps the tender's old one. */
export const tenderFormSchema = (mode: 'create' | 'edit') =>
  z
    .object({
      reference_number: required('Reference Number', LIMITS.reference_number),
      client: required('Client', LIMITS.client),
      title: required('Title', LIMITS.title),
      description: z
        .string()
        .max(LIMITS.description, `Description must be at most ${LIMITS.description} characters`),
      channel: z.enum(CHANNELS),
      type: z.enum(TYPES),
      inquiry_submission_date: isoDate,
      tender_submission_date: isoDate,
      bid_bond: z.boolean(),
      estimated_value: amount,
      currency: z.string().regex(/^[A-Z]{3}$/, 'Choose a currency'),
      probability: z.string().refine((value) => !Number.isNaN(parseProbability(value)), PROBABILITY_INVALID),
      expected_award_date: isoDate,
      bid_price: amount,
    } satisfies Record<TenderColumn, z.ZodType>)
    .superRefine((values, context) => {
      if (mode === 'create') {
        // Every empty deadline is marked, not only the first.
        for (const path of ['inquiry_submission_date', 'tender_submission_date'] as const) {
          if (!values[path]) context.addIssue({ code: 'custom', path: [path], message: BOTH_DATES_REQUIRED });
        }
      }
      const { inquiry_submission_date: inquiry, tender_submission_date: submission } = values;
      if (inquiry && submission && inquiry > submission) {
        context.addIssue({
          code: 'custom',
          path: ['inquiry_submission_date'],
          message: INQUIRY_AFTER_SUBMISSION,
        });
      }
    });

export type TenderFormValues = z.infer<ReturnType<typeof tenderFormSchema>>;

export const PAST_SUBMISSION = 'This submission date is in the past.';

/** A submission date before the user's today ('YYYY-MM-DD'): saved, with a warning. */
export const isPastDate = (date: string, today: string = localDateString()) => date !== '' && date < today;

/** What the database stores for the form's values: the save_tender payload. */
export type TenderFields = Required<Pick<TablesInsert<'tenders'>, TenderColumn>> &
  Pick<TablesInsert<'tenders'>, 'shared_reference'>;

/** The form's values as stored; `previous` supplies the deadlines an edit left empty. */
export function toTenderFields(
  values: TenderFormValues,
  previous?: Pick<Tender, 'inquiry_submission_date' | 'tender_submission_date'>,
  sharedReference?: string | null,
): TenderFields {
  return {
    ...(sharedReference !== undefined ? { shared_reference: sharedReference } : {}),
    reference_number: values.reference_number.trim(),
    client: values.client.trim(),
    title: values.title.trim(),
    description: values.description.trim(),
    channel: values.channel,
    type: values.type,
    bid_bond: values.bid_bond,
    inquiry_submission_date: values.inquiry_submission_date || previous?.inquiry_submission_date || null,
    tender_submission_date: values.tender_submission_date || previous?.tender_submission_date || null,
    estimated_value: parseAmount(values.estimated_value),
    currency: values.currency,
    probability: parseProbability(values.probability),
    expected_award_date: values.expected_award_date || null,
    bid_price: parseAmount(values.bid_price),
  };
}

/** A new tender's starting values, in the workspace's default currency. */
export const emptyTenderForm = (currency: string): TenderFormValues => ({
  reference_number: '',
  client: '',
  title: '',
  description: '',
  channel: 'government-portal',
  type: 'public-tender',
  inquiry_submission_date: '',
  tender_submission_date: '',
  bid_bond: false,
  estimated_value: '',
  currency,
  probability: '',
  expected_award_date: '',
  bid_price: '',
});

/** The form's starting values for an existing tender. */
export const tenderFormValues = (tender: Tender): TenderFormValues => ({
  reference_number: tender.reference_number,
  client: tender.client,
  title: tender.title,
  description: tender.description,
  channel: tender.channel,
  type: tender.type,
  inquiry_submission_date: tender.inquiry_submission_date ?? '',
  tender_submission_date: tender.tender_submission_date ?? '',
  bid_bond: tender.bid_bond,
  estimated_value: formText(tender.estimated_value),
  currency: tender.currency,
  probability: formText(tender.probability),
  expected_award_date: tender.expected_award_date ?? '',
  bid_price: formText(tender.bid_price),
});
