// The decision form's and the settings form's validation (the database checks the same).
import { z } from '@/lib/zod';

export const decisionFormSchema = z.object({
  decision: z.enum(['bid', 'no-bid'], { error: 'Choose Bid or No bid' }),
  rationale: z
    .string()
    .trim()
    .min(1, 'Please give the rationale for the decision')
    .max(2000, 'The rationale is at most 2,000 characters'),
});

export type DecisionFormValues = z.infer<typeof decisionFormSchema>;

const name = (what: string, max: number) =>
  z.string().trim().min(1, `Please enter the ${what}`).max(max, `At most ${max} characters`);

const distinct = (values: string[]) =>
  new Set(values.map((value) => value.trim().toLowerCase())).size === values.length;

export const settingsFormSchema = z
  .object({
    criteria: z
      .array(
        z.object({
          id: z.string().optional(),
          name: name('criterion', 100),
          weight: z.coerce
            .number<string | number>()
            .int('A whole number from 1 to 10')
            .min(1, 'A whole number from 1 to 10')
            .max(10, 'A whole number from 1 to 10'),
          top_score_means: z.string().trim().max(100, 'At most 100 characters').default(''),
        }),
      )
      .min(1, 'Keep at least one criterion')
      .max(20, 'At most 20 criteria')
      .refine((criteria) => distinct(criteria.map((c) => c.name)), 'Each criterion needs its own name'),
    killQuestions: z
      .array(z.object({ id: z.string().optional(), question: name('question', 200) }))
      .max(10, 'At most 10 kill questions')
      .refine((questions) => distinct(questions.map((q) => q.question)), 'Each question is asked once'),
    bidThreshold: z.coerce
      .number<string | number>()
      .int('A whole number from 1 to 100')
      .min(1, 'A whole number from 1 to 100')
      .max(100, 'A whole number from 1 to 100'),
    reviewThreshold: z.coerce
      .number<string | number>()
      .int('A whole number from 0 to 99')
      .min(0, 'A whole number from 0 to 99')
      .max(99, 'A whole number from 0 to 99'),
  })
  .refine((values) => values.reviewThreshold < values.bidThreshold, {
    path: ['reviewThreshold'],
    message: 'The Review threshold must be lower than the Bid threshold',
  });

export type SettingsFormInput = z.input<typeof settingsFormSchema>;
export type SettingsFormValues = z.output<typeof settingsFormSchema>;
