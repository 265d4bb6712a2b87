// The answer form: what it takes, how it checks it (answers' constraints say the same), and
// what it stores.
import { isStorableDate } from '@/lib/calendar-date';
import { z } from '@/lib/zod';
import { ANSWER_STATUSES, parseTags, type EditableAnswer, type AnswerStatus } from './model';

export const TITLE_MAX = 300;
/** The select's value for no category or no owner (a Radix item cannot have ''). */
export const NONE = 'none';
export const BODY_MAX = 50000;
export const TAGS_MAX = 20;

/** The form's fields, as the inputs hold them ('' for none). */
export interface AnswerFields {
  title: string;
  body: string;
  categoryId: string;
  tags: string;
  ownerId: string;
  status: AnswerStatus;
  lastReviewedOn: string;
  reviewEveryMonths: string;
}

export const answerSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Enter the question or title')
    .max(TITLE_MAX, `At most ${TITLE_MAX} characters`),
  body: z.string().max(BODY_MAX, `At most ${BODY_MAX} characters`),
  categoryId: z.string(),
  tags: z.string().refine((text) => parseTags(text).length <= TAGS_MAX, `At most ${TAGS_MAX} tags`),
  ownerId: z.string(),
  status: z.enum(ANSWER_STATUSES),
  lastReviewedOn: z
    .string()
    .refine((value) => value === '' || isStorableDate(value), 'Enter a date between 2000 and 2999'),
  reviewEveryMonths: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || /^(?:[1-9]|[1-5]\d|60)$/.test(value),
      'Enter a number of months from 1 to 60',
    ),
});

/** The form's starting values: the saved answer, or a new draft owned by its writer. */
export function answerDefaults(saved: EditableAnswer | null, userId: string | null): AnswerFields {
  return {
    title: saved?.title ?? '',
    body: saved?.body ?? '',
    categoryId: saved?.category_id ?? NONE,
    tags: saved?.tags.join(', ') ?? '',
    ownerId: (saved ? saved.owner_id : userId) ?? NONE,
    status: saved?.status ?? 'draft',
    lastReviewedOn: saved?.last_reviewed_on ?? '',
    reviewEveryMonths: saved?.review_every_months?.toString() ?? '',
  };
}

/** What the database stores. */
export const answerValues = (fields: AnswerFields) => ({
  title: fields.title.trim(),
  body: fields.body,
  category_id: fields.categoryId === NONE ? null : fields.categoryId,
  tags: parseTags(fields.tags),
  owner_id: fields.ownerId === NONE ? null : fields.ownerId,
  status: fields.status,
  last_reviewed_on: fields.lastReviewedOn || null,
  review_every_months: fields.reviewEveryMonths.trim() ? Number(fields.reviewEveryMonths) : null,
});
