import { useMutation } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import {
  requirementTemplateColumns,
  taskTemplateColumns,
  type RequirementTemplateFields,
  type TaskTemplateFields,
} from '../form';
import type { CompanyDocumentCategory } from '@/lib/company-document-categories';
import type { PastedRequirement } from '@/lib/requirement-lines';
import {
  templateSaveFailure,
  templatesMessages,
  typeOfScope,
  type TemplateScope,
  type TenderType,
} from '../model';

/** Where a template is saved: an existing one (id), or a new one at the end of its scope. */
export type TemplateTarget = { id: string } | { workspaceId: string; scope: TemplateScope; position: number };

export type TemplateKind = 'task' | 'requirement';
const TABLES = { task: 'task_templates', requirement: 'requirement_templates' } as const;

/** The type has a task template of this name already (task_templates_name_key). */
export const isNameTaken = (error: unknown): boolean => (error as { code?: string } | null)?.code === '23505';

const placement = (target: Exclude<TemplateTarget, { id: string }>) => ({
  workspace_id: target.workspaceId,
  tender_type: typeOfScope(target.scope),
  position: target.position,
});

export const saveTaskTemplate = authed(
  async ({ target, fields }: { target: TemplateTarget; fields: TaskTemplateFields }) => {
    const columns = taskTemplateColumns(fields);
    const table = supabase.from('task_templates');
    const { error } =
      'id' in target
        ? await table.update(columns).eq('id', target.id).select('id').single()
        : await table
            .insert({ ...columns, ...placement(target) })
            .select('id')
            .single();
    if (error) throw error;
  },
);

export const saveRequirementTemplate = authed(
  async ({ target, fields }: { target: TemplateTarget; fields: RequirementTemplateFields }) => {
    const columns = requirementTemplateColumns(fields);
    const table = supabase.from('requirement_templates');
    const { error } =
      'id' in target
        ? await table.update(columns).eq('id', target.id).select('id').single()
        : await table
            .insert({ ...columns, ...placement(target) })
            .select('id')
            .single();
    if (error) throw error;
  },
);

/** Adds pasted requirements to a scope's templates after its last one, in their order, in one insert. */
export const addRequirementTemplates = authed(
  async ({
    target,
    rows,
  }: {
    target: Exclude<TemplateTarget, { id: string }>;
    rows: PastedRequirement[];
  }) => {
    const { error } = await supabase
      .from('requirement_templates')
      .insert(rows.map((row, i) => ({ ...row, ...placement({ ...target, position: target.position + i }) })));
    if (error) throw error;
  },
);

export const useAddRequirementTemplates = () =>
  useMutation({
    mutationFn: addRequirementTemplates,
    meta: { invalidates: [queryRoots.templates], errorMessage: templateSaveFailure },
  });

/** Deletes a template (admins: RLS); one that was not deleted is a failure, not a silent success. */
export const deleteTemplate = authed(async ({ kind, id }: { kind: TemplateKind; id: string }) => {
  const { error } = await supabase.from(TABLES[kind]).delete().eq('id', id).select('id').single();
  if (error) throw error;
});

export const useSaveTaskTemplate = () =>
  useMutation({
    mutationFn: saveTaskTemplate,
    meta: {
      invalidates: [queryRoots.templates],
      // A name taken already is shown under its field (the form), not toasted.
      errorMessage: (error) => (isNameTaken(error) ? null : templateSaveFailure(error)),
    },
  });

export const useSaveRequirementTemplate = () =>
  useMutation({
    mutationFn: saveRequirementTemplate,
    meta: { invalidates: [queryRoots.templates], errorMessage: templateSaveFailure },
  });

export const useDeleteTemplate = () =>
  useMutation({
    mutationFn: deleteTemplate,
    meta: { invalidates: [queryRoots.templates], errorMessage: templatesMessages.deleteFailed },
  });

/** Makes new tenders of a scope require (or no longer require) a category of company document. */
export const setDocumentTemplate = authed(
  async ({
    workspaceId,
    scope,
    category,
    required,
  }: {
    workspaceId: string;
    scope: TemplateScope;
    category: CompanyDocumentCategory;
    required: boolean;
  }) => {
    const type = typeOfScope(scope);
    const table = supabase.from('document_templates');
    const { error } = required
      ? await table.insert({ workspace_id: workspaceId, tender_type: type, category })
      : await (
          type === null ? table.delete().is('tender_type', null) : table.delete().eq('tender_type', type)
        )
          .eq('workspace_id', workspaceId)
          .eq('category', category);
    if (error) throw error;
  },
);

export const useSetDocumentTemplate = () =>
  useMutation({
    mutationFn: setDocumentTemplate,
    meta: { invalidates: [queryRoots.templates], errorMessage: templatesMessages.saveFailed },
  });

/** Whether a type's own task templates replace the standard ones, for new tenders of the type. */
export const setReplacesStandard = authed(
  async ({ workspaceId, type, replaces }: { workspaceId: string; type: TenderType; replaces: boolean }) => {
    const { error } = await supabase
      .from('task_template_types')
      .upsert({ workspace_id: workspaceId, tender_type: type, replaces_standard: replaces })
      .select('workspace_id')
      .single();
    if (error) throw error;
  },
);

export const useSetReplacesStandard = () =>
  useMutation({
    mutationFn: setReplacesStandard,
    meta: { invalidates: [queryRoots.templates], errorMessage: templatesMessages.replaceFailed },
  });
