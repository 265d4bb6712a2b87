import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { bidMessages, type BidDecisionValue, type KillAnswers, type Scores } from '../model';
import { bidQueries } from './queries';

export interface RecordDecision {
  tenderId: string;
  decision: BidDecisionValue;
  rationale?: string;
  scores?: Scores;
  killAnswers?: KillAnswers;
}

/** Records (or replaces) the decision; the database computes its score and band. A skip never replaces a decision. */
export const recordBidDecision = authed(
  async ({ tenderId, decision, rationale = '', scores = {}, killAnswers = {} }: RecordDecision) => {
    const { data, error } = await supabase
      .rpc('record_bid_decision', {
        p_tender_id: tenderId,
        p_decision: decision,
        p_rationale: rationale,
        p_scores: scores,
        p_kill_answers: killAnswers,
      })
      .single();
    if (error) throw error;
    return data;
  },
);

export function useRecordBidDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordBidDecision,
    onSuccess: (_data, { tenderId }) =>
      queryClient.invalidateQueries({ queryKey: bidQueries.decision(tenderId).queryKey }),
    meta: { invalidates: [queryRoots.reports], errorMessage: bidMessages.recordFailed },
  });
}
