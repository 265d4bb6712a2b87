// Checklist templates: each workspace's default tasks and requirements, per tender
// type or for all types. The database decides which a new tender gets (its type's, else all
// types'): private.tender_task_templates in supabase/schemas/03_tasks.sql.
import { statusLabel } from '@/lib/statuses';
import { Constants, type Database } from '@/types/database';

export type TaskTemplate = Database['public']['Tables']['task_templates']['Row'];
export type RequirementTemplate = Database['public']['Tables']['requirement_templates']['Row'];
export type DocumentTemplate = Database['public']['Tables']['document_templates']['Row'];
export type TaskTemplateType = Database['public']['Tables']['task_template_types']['Row'];
export type TenderType = Database['public']['Enums']['tender_type'];

/** A tender type, or 'all': the fallback for every type without templates of its own. */
export type TemplateScope = TenderType | 'all';

export const TEMPLATE_SCOPES: readonly TemplateScope[] = ['all', ...Constants.public.Enums.tender_type];

export const scopeLabel = (scope: TemplateScope) => (scope === 'all' ? 'All types' : statusLabel(scope));

export const scopeOf = (type: TenderType | null): TemplateScope => type ?? 'all';

export const typeOfScope = (scope: TemplateScope): TenderType | null => (scope === 'all' ? null : scope);

export const isTemplateScope = (value: string): value is TemplateScope =>
  (TEMPLATE_SCOPES as readonly string[]).includes(value);

/** The categories one scope requires. */
export const categoriesInScope = (rows: readonly DocumentTemplate[], scope: TemplateScope) =>
  new Set(rows.filter((row) => scopeOf(row.tender_type) === scope).map((row) => row.category));

interface Ordered {
  tender_type: TenderType | null;
  position: number;
  created_at: string;
}

/** The templates of one scope, in the order tenders get them. */
export const inScope = <T extends Ordered>(rows: readonly T[], scope: TemplateScope): T[] =>
  rows
    .filter((row) => scopeOf(row.tender_type) === scope)
    .sort((a, b) => a.position - b.position || a.created_at.localeCompare(b.created_at));

/** Where a new template goes: after the scope's last. */
export const nextPosition = (rows: readonly Ordered[]): number =>
  rows.reduce((last, row) => Math.max(last, row.position + 1), 0);

/** 'Due 14 days before the submission deadline' */
export function dueLabel(daysBefore: number | null): string | null {
  if (daysBefore === null) return null;
  if (daysBefore === 0) return 'Due on the submission deadline';
  return `Due ${daysBefore} ${daysBefore === 1 ? 'day' : 'days'} before the submission deadline`;
}

export const templatesMessages = {
  loadFailed: 'Failed to load the checklist templates',
  saved: 'Template saved',
  saveFailed: 'Failed to save the template',
  deleted: 'Template deleted',
  deleteFailed: 'Failed to delete the template',
  nameTaken: 'This type already has a task template with this name',
  full: 'A tender type has at most 100 templates of each kind. Delete one before adding another.',
  replaceStandard: 'Replace the standard tasks for this type',
  replaceSaved: 'Saved: new tenders of this type get the tasks listed.',
  replaceFailed: 'Failed to save the choice',
};

/** Whether the type's own task templates replace the standard ones (All types). */
export const replacesStandard = (rows: readonly TaskTemplateType[], scope: TemplateScope): boolean =>
  rows.some((row) => row.tender_type === scope && row.replaces_standard);

/** Why a template was not saved, in words: the type is full (TFL01), else the general failure. */
export const templateSaveFailure = (error: unknown): string =>
  (error as { code?: unknown } | null)?.code === 'TFL01'
    ? templatesMessages.full
    : templatesMessages.saveFailed;
