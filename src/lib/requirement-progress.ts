// A tender's compliance progress wherever it shows (the Requirements tab, the tender list):
// complete ÷ applicable requirements, the mandatory ones apart, counted in SQL
// (requirement_progress).
import { queryOptions } from '@tanstack/react-query';
import type { Database } from '@/types/database';
import { authed } from './current-user';
import { queryRoots } from './query-keys';
import { supabase } from './supabase';

export type RequirementProgress = Database['public']['Functions']['requirement_progress']['Returns'][number];

/** '2 of 3 complete · mandatory 1 of 2'; 'No requirements' without any applicable. */
export function progressText(progress: RequirementProgress | null | undefined): string {
  if (!progress || progress.applicable === 0) return 'No requirements';
  return `${progress.complete} of ${progress.applicable} complete · mandatory ${progress.mandatory_complete} of ${progress.mandatory}`;
}

/** Progress per tender id, of these tenders (those without requirements are left out). */
export const fetchRequirementProgress = authed(
  async (workspaceId: string, tenderIds: string[]): Promise<Record<string, RequirementProgress>> => {
    if (tenderIds.length === 0) return {};
    const { data, error } = await supabase.rpc('requirement_progress', {
      p_workspace_id: workspaceId,
      p_tender_ids: tenderIds,
    });
    if (error) throw error;
    return Object.fromEntries(data.map((row) => [row.tender_id, row]));
  },
);

/** Under the requirements' root, so a change to the checklist refreshes every count. */
export const requirementProgressQuery = (workspaceId: string, tenderIds: string[]) =>
  queryOptions({
    queryKey: [...queryRoots.requirements, 'progress', workspaceId, [...tenderIds].sort()],
    queryFn: () => fetchRequirementProgress(workspaceId, tenderIds),
  });
