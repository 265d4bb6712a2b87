import { useMutation } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { bidMessages } from '../model';
import { bidQueries } from './queries';

export interface BidSettingsInput {
  workspaceId: string;
  criteria: { id?: string; name: string; weight: number; top_score_means?: string }[];
  killQuestions: { id?: string; question: string }[];
  bidThreshold: number;
  reviewThreshold: number;
}

/** Replaces the workspace's criteria, kill questions and thresholds in one transaction (admins only). */
export const saveBidSettings = authed(async (input: BidSettingsInput) => {
  const { error } = await supabase.rpc('save_bid_settings', {
    p_workspace_id: input.workspaceId,
    p_criteria: input.criteria,
    p_kill_questions: input.killQuestions,
    p_bid_threshold: input.bidThreshold,
    p_review_threshold: input.reviewThreshold,
  });
  if (error) throw error;
});

export function useSaveBidSettings() {
  return useMutation({
    mutationFn: saveBidSettings,
    meta: {
      invalidates: [bidQueries.all(), queryRoots.pipeline],
      errorMessage: bidMessages.settingsFailed,
    },
  });
}
