// The template forms: what they take and how they check it (the database checks the same:
// task_templates' and requirement_templates' constraints).
import { requirementEditSchema } from '@/lib/requirement-lines';
import { z } from '@/lib/zod';
import type { RequirementTemplate, TaskTemplate } from './model';

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 10000;
export { REQUIREMENT_MAX, SOURCE_MAX } from '@/lib/requirement-lines';

/** The inputs as they hold them ('' for no due date). */
export interface TaskTemplateFields {
  name: string;
  description: string;
  dueDaysBefore: string;
  onlyWithBidBond: boolean;
}

export interface RequirementTemplateFields {
  requirement: string;
  source: string;
  mandatory: boolean;
}

export const taskTemplateSchema = z.object({
  name: z.string().trim().min(1, 'Enter the task name').max(NAME_MAX, `At most ${NAME_MAX} characters`),
  description: z.string().trim().max(DESCRIPTION_MAX, `At most ${DESCRIPTION_MAX} characters`),
  dueDaysBefore: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{1,3}$/.test(value), 'Enter a whole number of days')
    .refine((value) => value === '' || Number(value) <= 365, 'At most 365 days'),
  onlyWithBidBond: z.boolean(),
});

export const requirementTemplateSchema = requirementEditSchema;

export const taskTemplateDefaults = (saved: TaskTemplate | null): TaskTemplateFields => ({
  name: saved?.name ?? '',
  description: saved?.description ?? '',
  dueDaysBefore: saved?.due_days_before == null ? '' : String(saved.due_days_before),
  onlyWithBidBond: saved?.only_with_bid_bond ?? false,
});

export const requirementTemplateDefaults = (
  saved: RequirementTemplate | null,
): RequirementTemplateFields => ({
  requirement: saved?.requirement ?? '',
  source: saved?.source ?? '',
  mandatory: saved?.mandatory ?? true,
});

/** The columns a task template's fields store. */
export const taskTemplateColumns = (fields: TaskTemplateFields) => ({
  name: fields.name.trim(),
  description: fields.description.trim(),
  due_days_before: fields.dueDaysBefore.trim() === '' ? null : Number(fields.dueDaysBefore),
  only_with_bid_bond: fields.onlyWithBidBond,
});

export const requirementTemplateColumns = (fields: RequirementTemplateFields) => ({
  requirement: fields.requirement.trim(),
  source: fields.source.trim(),
  mandatory: fields.mandatory,
});
