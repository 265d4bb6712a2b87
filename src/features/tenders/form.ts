// The New Tender and Edit Tender form: the same limits as the database's check
// constraints, both deadlines, and what the form's values become in the database.
import { localDateString } from '@/lib/dates';
import { z } from '@/lib/zod';
import {
  CHANNELS,
  EMPTY_DESCRIPTION,
  TYPES,
  type Tender,
  type TenderChannel,
  type TenderType,
} from './model';

export const BOTH_DATES_REQUIRED = 'Please select both submission dates';
export const INQUIRY_AFTER_SUBMISSION = 'The inquiry date must be on or before the submission date';

/** The same limits as the database's check constraints. */
export const LIMITS = { referenceNumber: 100, client: 200, title: 300, description: 10_000 } as const;

const required = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

const isoDate = z
  .string()
  .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), 'Enter a valid date');

/** The New Tender and Edit Tender form. In edit mode an empty date keeps the tender's old one. */
export const tenderFormSchema = (mode: 'create' | 'edit') =>
  z
    .object({
      referenceNumber: required('Reference Number', LIMITS.referenceNumber),
      client: required('Client', LIMITS.client),
      title: required('Title', LIMITS.title),
      description: z
        .string()
        .max(LIMITS.description, `Description must be at most ${LIMITS.description} characters`),
      channel: z.enum(CHANNELS),
      type: z.enum(TYPES),
      inquiryDate: isoDate,
      submissionDate: isoDate,
      bidBond: z.boolean(),
    })
    .superRefine((values, context) => {
      if (mode === 'create') {
        // Every empty date is marked, not only the first.
        for (const path of ['inquiryDate', 'submissionDate'] as const) {
          if (!values[path]) context.addIssue({ code: 'custom', path: [path], message: BOTH_DATES_REQUIRED });
        }
      }
      if (values.inquiryDate && values.submissionDate && values.inquiryDate > values.submissionDate) {
        context.addIssue({ code: 'custom', path: ['inquiryDate'], message: INQUIRY_AFTER_SUBMISSION });
      }
    });

export type TenderFormValues = z.infer<ReturnType<typeof tenderFormSchema>>;

export const PAST_SUBMISSION = 'This submission date is in the past.';

/** A submission date before the user's today ('YYYY-MM-DD'): saved, with a warning. */
export const isPastDate = (date: string, today: string = localDateString()) => date !== '' && date < today;

/** What the database stores for the form's values; `previous` supplies dates the edit left empty. */
export interface TenderFields {
  reference_number: string;
  client: string;
  title: string;
  description: string;
  channel: TenderChannel;
  type: TenderType;
  bid_bond: boolean;
  inquiry_submission_date: string | null;
  tender_submission_date: string | null;
  /** The reference the user confirmed sharing with another tender; left out, the stored one stays. */
  shared_reference?: string | null;
}

export function toTenderFields(
  values: TenderFormValues,
  previous?: Pick<Tender, 'inquiry_submission_date' | 'tender_submission_date'>,
  sharedReference?: string | null,
): TenderFields {
  return {
    ...(sharedReference !== undefined ? { shared_reference: sharedReference } : {}),
    reference_number: values.referenceNumber.trim(),
    client: values.client.trim(),
    title: values.title.trim(),
    description: values.description.trim() || EMPTY_DESCRIPTION,
    channel: values.channel,
    type: values.type,
    bid_bond: values.bidBond,
    inquiry_submission_date: values.inquiryDate || previous?.inquiry_submission_date || null,
    tender_submission_date: values.submissionDate || previous?.tender_submission_date || null,
  };
}

export const emptyTenderForm: TenderFormValues = {
  referenceNumber: '',
  client: '',
  title: '',
  description: '',
  channel: 'government-portal',
  type: 'public-tender',
  inquiryDate: '',
  submissionDate: '',
  bidBond: false,
};

/** The form's starting values for an existing tender. */
export const tenderFormValues = (tender: Tender): TenderFormValues => ({
  referenceNumber: tender.reference_number,
  client: tender.client,
  title: tender.title,
  description: tender.description === EMPTY_DESCRIPTION ? '' : tender.description,
  channel: tender.channel,
  type: tender.type,
  inquiryDate: tender.inquiry_submission_date ?? '',
  submissionDate: tender.tender_submission_date ?? '',
  bidBond: tender.bid_bond,
});
