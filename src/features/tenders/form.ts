// The New Tender and Edit Tender form, built from the column spec (columns.ts): each field's
// rule follows its column's kind with the database's limits, both deadlines are asked for,
// and the form's values become what the database stores. What the form saves is typed from
// the generated Database types.
import { localDateString } from '@/lib/dates';
import { formText } from '@/lib/form-text';
import { parseAmount } from '@/lib/money';
import { z } from '@/lib/zod';
import type { TablesInsert } from '@/types/database';
import { FORM_COLUMNS, type TenderColumn, type TenderColumnSpec, type TenderFormValues } from './columns';
import type { Tender } from './model';

export type { TenderColumn, TenderFormValues };

export const SUBMISSION_DATE_REQUIRED = 'Please select the tender submission date';
export const INQUIRY_AFTER_SUBMISSION = 'The inquiry date must be on or before the submission date';
export const AMOUNT_INVALID = 'Enter an amount, such as 250000 or 250,000.50';
export const PROBABILITY_INVALID = 'Enter a whole percentage from 0 to 100';

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

const isoDate = z
  .string()
  .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), 'Enter a valid date');

/** '' (the status's default) or a whole number from 0 to 100. */
export const parseProbability = (text: string): number | null => {
  const plain = text.replace(/[\s%]/g, '');
  if (plain === '') return null;
  return /^\d{1,3}$/.test(plain) && Number(plain) <= 100 ? Number(plain) : Number.NaN;
};

/** A field's rule, from its column's kind. */
function fieldSchema({ kind, label, max = Infinity, required, options }: TenderColumnSpec): z.ZodType {
  switch (kind) {
    case 'text':
    case 'long-text': {
      const text = kind === 'text' ? z.string().trim() : z.string();
      return (required ? text.min(1, `${label} is required`) : text).max(max, tooLong(label, max));
    }
    case 'enum':
      return z.enum(options as [string, ...string[]]);
    case 'date':
      return isoDate;
    case 'money':
      return z.string().refine((value) => !Number.isNaN(parseAmount(value)), AMOUNT_INVALID);
    case 'percent':
      return z.string().refine((value) => !Number.isNaN(parseProbability(value)), PROBABILITY_INVALID);
    case 'currency':
      return z.string().regex(/^[A-Z]{3}$/, 'Choose a currency');
    case 'yes-no':
      return z.boolean();
    default:
      throw new Error(`no form field for a ${kind} column`);
  }
}

const deadlines = FORM_COLUMNS.filter((spec) => spec.form.requiredOnCreate).map((spec) => spec.column);

/** The New Tender and Edit Tender form. In edit mode an empty submission date keeps the tender's old one. */
export const tenderFormSchema = (mode: 'create' | 'edit') =>
  (
    z.object(
      Object.fromEntries(FORM_COLUMNS.map((spec) => [spec.column, fieldSchema(spec)])),
    ) as never as z.ZodType<TenderFormValues, TenderFormValues>
  ).superRefine((values, context) => {
    if (mode === 'create') {
      for (const path of deadlines) {
        if (!values[path])
          context.addIssue({ code: 'custom', path: [path], message: SUBMISSION_DATE_REQUIRED });
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

export const PAST_SUBMISSION = 'This submission date is in the past.';

/** A submission date before the user's today ('YYYY-MM-DD'): saved, with a warning. */
export const isPastDate = (date: string, today: string = localDateString()) => date !== '' && date < today;

/** What the database stores for the form's values: the save_tender payload (a column left out takes its default). */
export type TenderFields = Pick<TablesInsert<'tenders'>, TenderColumn | 'shared_reference'>;

type Stored = string | number | boolean | null;

/** One field's value as stored; `previous` is the saved value an empty deadline keeps. */
function stored(spec: TenderColumnSpec, value: string | boolean, previous: Stored | undefined): Stored {
  if (typeof value === 'boolean') return value;
  switch (spec.kind) {
    case 'text':
    case 'long-text':
      return value.trim() || (spec.required ? '' : (spec.blank ?? null));
    case 'money':
      return parseAmount(value);
    case 'percent':
      return parseProbability(value);
    case 'date':
      return value || (spec.form?.requiredOnCreate ? previous : null) || null;
    default:
      return value;
  }
}

/** The form's values as stored; `previous` supplies the deadlines an edit left empty. */
export function toTenderFields(
  values: TenderFormValues,
  previous?: Partial<Tender>,
  sharedReference?: string | null,
): TenderFields {
  return {
    ...(sharedReference !== undefined ? { shared_reference: sharedReference } : {}),
    ...Object.fromEntries(
      FORM_COLUMNS.map((spec) => [spec.column, stored(spec, values[spec.column], previous?.[spec.column])]),
    ),
  } as TenderFields;
}

/** A field's text for a stored value ('' for none; a description left empty reads empty). */
function fieldValue(spec: TenderColumnSpec, value: Stored | undefined): string | boolean {
  if (typeof value === 'boolean') return value;
  return value === spec.empty ? '' : formText(value);
}

/** A new tender's starting values, in the workspace's default currency. */
export const emptyTenderForm = (currency: string): TenderFormValues =>
  Object.fromEntries(
    FORM_COLUMNS.map((spec) => [
      spec.column,
      spec.kind === 'yes-no' ? false : spec.kind === 'currency' ? currency : (spec.options?.[0] ?? ''),
    ]),
  ) as TenderFormValues;

/** The form's starting values for an existing tender. */
export const tenderFormValues = (tender: Tender): TenderFormValues =>
  Object.fromEntries(
    FORM_COLUMNS.map((spec) => [spec.column, fieldValue(spec, tender[spec.column])]),
  ) as TenderFormValues;
