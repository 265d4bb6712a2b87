import { queryOptions } from '@tanstack/react-query';
import { allPages } from '@/lib/all-pages';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import {
  templatesMessages,
  type DocumentTemplate,
  type RequirementTemplate,
  type TaskTemplate,
  type TaskTemplateType,
  type TenderType,
} from '../model';

export interface WorkspaceTemplates {
  tasks: TaskTemplate[];
  requirements: RequirementTemplate[];
  documents: DocumentTemplate[];
  /** Per type: whether its own tasks replace the standard ones (no row: they add to them). */
  taskTypes: TaskTemplateType[];
}

/** Every template of the workspace, for all its types (the card switches types without a fetch). */
export const fetchTemplates = authed(async (workspaceId: string): Promise<WorkspaceTemplates> => {
  const [tasks, requirements, documents, taskTypes] = await Promise.all([
    allPages((from, to) =>
      supabase
        .from('task_templates')
        .select('*')
        .eq('workspace_id', workspaceId)
        .order('position')
        .order('created_at')
        .range(from, to),
    ),
    allPages((from, to) =>
      supabase
        .from('requirement_templates')
        .select('*')
        .eq('workspace_id', workspaceId)
        .order('position')
        .order('created_at')
        .range(from, to),
    ),
    allPages((from, to) =>
      supabase
        .from('document_templates')
        .select('*')
        .eq('workspace_id', workspaceId)
        .order('created_at')
        .range(from, to),
    ),
    allPages((from, to) =>
      supabase.from('task_template_types').select('*').eq('workspace_id', workspaceId).range(from, to),
    ),
  ]);
  return { tasks, requirements, documents, taskTypes };
});

/** The tasks a new tender of the type gets, in order, as the database chooses them. */
export const fetchTypeTasks = authed(
  async (workspaceId: string, type: TenderType): Promise<TaskTemplate[]> => {
    const { data, error } = await supabase
      .rpc('type_task_templates', { p_workspace_id: workspaceId, p_type: type })
      .order('tender_type', { nullsFirst: true })
      .order('position')
      .order('created_at');
    if (error) throw error;
    return data;
  },
);

export const templateQueries = {
  all: () => queryRoots.templates,
  workspace: (workspaceId: string) =>
    queryOptions({
      queryKey: [...templateQueries.all(), workspaceId],
      queryFn: () => fetchTemplates(workspaceId),
      meta: { errorMessage: templatesMessages.loadFailed },
    }),
  typeTasks: (workspaceId: string, type: TenderType) =>
    queryOptions({
      queryKey: [...templateQueries.all(), workspaceId, 'type-tasks', type],
      queryFn: () => fetchTypeTasks(workspaceId, type),
      meta: { errorMessage: templatesMessages.loadFailed },
    }),
};
