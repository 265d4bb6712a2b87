// The workspace's pipeline settings form: the default currency and the default probability of
// each open status; and the loss reasons' words.
import { dataErrorMessage } from '@/lib/errors';
import type { PipelineSettings } from '@/lib/pipeline-settings';
import { z } from '@/lib/zod';

const PERCENT = 'Enter a whole percentage from 0 to 100';
const percent = z
  .string()
  .trim()
  .regex(/^\d{1,3}$/, PERCENT)
  .refine((value) => Number(value) <= 100, PERCENT);

export const pipelineFormSchema = z.object({
  default_currency: z.string().regex(/^[A-Z]{3}$/, 'Choose a currency'),
  probability_under_review: percent,
  probability_in_development: percent,
  probability_submitted: percent,
});

export type PipelineFormValues = z.infer<typeof pipelineFormSchema>;

export const PROBABILITY_FIELDS = [
  ['probability_under_review', 'Under Review (%)'],
  ['probability_in_development', 'In Development (%)'],
  ['probability_submitted', 'Submitted (%)'],
] as const;

export const pipelineFormValues = (settings: PipelineSettings): PipelineFormValues => ({
  default_currency: settings.default_currency,
  probability_under_review: String(settings.probability_under_review),
  probability_in_development: String(settings.probability_in_development),
  probability_submitted: String(settings.probability_submitted),
});

export const pipelineChanges = (values: PipelineFormValues) => ({
  default_currency: values.default_currency,
  probability_under_review: Number(values.probability_under_review),
  probability_in_development: Number(values.probability_in_development),
  probability_submitted: Number(values.probability_submitted),
});

export const pipelineMessages = {
  saved: 'Pipeline settings saved',
  failed: (error: unknown) => dataErrorMessage(error, 'Failed to save the pipeline settings'),
  readOnly: 'Only an admin can change them.',
  reasonAdded: 'Loss reason added',
  reasonDeleted: 'Loss reason deleted',
  reasonFailed: (error: unknown) =>
    (error as { code?: string } | null)?.code === '23503'
      ? 'This reason is used by a recorded outcome, so it stays.'
      : (error as { code?: string } | null)?.code === '23505'
        ? 'This reason is already in the list.'
        : dataErrorMessage(error, 'Failed to save the loss reasons'),
};
