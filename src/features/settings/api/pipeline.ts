import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pipelineSettingsQuery, type PipelineSettings } from '@/lib/pipeline-settings';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { pipelineChanges, pipelineMessages, type PipelineFormValues } from '../pipeline';

/** Saves the workspace's pipeline settings (its admins only: RLS leaves anyone else no row). */
export function useSavePipelineSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ workspaceId, values }: { workspaceId: string; values: PipelineFormValues }) => {
      const { data, error } = await supabase
        .from('pipeline_settings')
        .update(pipelineChanges(values))
        .eq('workspace_id', workspaceId)
        .select('*')
        .single();
      if (error) throw error;
      return data as PipelineSettings;
    },
    onSuccess: (saved, { workspaceId }) =>
      queryClient.setQueryData(pipelineSettingsQuery(workspaceId).queryKey, saved),
    meta: { errorMessage: pipelineMessages.failed, invalidates: [queryRoots.dashboard, queryRoots.reports] },
  });
}

type ReasonChange = { workspaceId: string } & ({ add: string; position: number } | { remove: string });

/** Adds or deletes a loss reason (admins; a reason in use cannot be deleted: 23503). */
export function useChangeLossReason() {
  return useMutation({
    mutationFn: async (change: ReasonChange) => {
      const { error } =
        'add' in change
          ? await supabase.from('loss_reasons').insert({
              workspace_id: change.workspaceId,
              label: change.add.trim(),
              position: change.position,
            })
          : await supabase.from('loss_reasons').delete().eq('id', change.remove);
      if (error) throw error;
    },
    meta: {
      errorMessage: pipelineMessages.reasonFailed,
      invalidates: [queryRoots.pipeline],
    },
  });
}
