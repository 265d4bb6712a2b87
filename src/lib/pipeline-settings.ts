// The workspace's pipeline settings: the currency a new tender starts in and the probability an
// open tender counts with when it has none of its own. Every member reads them (the tender form,
// the detail page); admins edit them in Settings.
import { queryOptions } from '@tanstack/react-query';
import type { Database } from '@/types/database';
import { authed } from './current-user';
import { queryRoots } from './query-keys';
import type { TenderStatus } from './statuses';
import { supabase } from './supabase';

export type PipelineSettings = Database['public']['Tables']['pipeline_settings']['Row'];

export const pipelineSettingsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...queryRoots.pipeline, 'settings', workspaceId],
    queryFn: authed(async (): Promise<PipelineSettings> => {
      const { data, error } = await supabase
        .from('pipeline_settings')
        .select('*')
        .eq('workspace_id', workspaceId)
        .single();
      if (error) throw error;
      return data;
    }),
    staleTime: 5 * 60_000,
  });

export interface LossReason {
  id: string;
  label: string;
  position: number;
}

/** The workspace's loss reasons in the admin's order: the outcome form reads them, Settings edits them. */
export const lossReasonsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...queryRoots.pipeline, 'loss-reasons', workspaceId],
    queryFn: authed(async (): Promise<LossReason[]> => {
      const { data, error } = await supabase
        .from('loss_reasons')
        .select('id, label, position')
        .eq('workspace_id', workspaceId)
        .order('position')
        .order('label');
      if (error) throw error;
      return data;
    }),
  });

/** The probability setting of each open status: what a tender without its own counts with. */
export const DEFAULT_PROBABILITY_COLUMN = {
  'under-review': 'probability_under_review',
  'in-development': 'probability_in_development',
  submitted: 'probability_submitted',
} as const satisfies Partial<Record<TenderStatus, keyof PipelineSettings>>;

/**
 * The status's default probability (null for a closed tender): shown beside an empty
 * Probability. The sums use the same rule in SQL (private.effective_probability).
 */
export function defaultProbability(settings: PipelineSettings, status: TenderStatus): number | null {
  const column = DEFAULT_PROBABILITY_COLUMN[status as keyof typeof DEFAULT_PROBABILITY_COLUMN];
  return column ? settings[column] : null;
}
