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
} from '../model';

export interface WorkspaceTemplates {
  tasks: TaskTemplate[];
  requirements: RequirementTemplate[];
  documents: DocumentTemplate[];
}

/** Every template of the workspace, for all its types (the card switches types without a fetch). */
export const fetchTemplates = authed(async (workspaceId: string): Promise<WorkspaceTemplates> => {
  const [tasks, requirements, documents] = await Promise.all([
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
  ]);
  return { tasks, requirements, documents };
});

export const templateQueries = {
  all: () => queryRoots.templates,
  workspace: (workspaceId: string) =>
    queryOptions({
      queryKey: [...templateQueries.all(), workspaceId],
      queryFn: () => fetchTemplates(workspaceId),
      meta: { errorMessage: templatesMessages.loadFailed },
    }),
};
