import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import {
  bidMessages,
  decisionConflictMessage,
  type BidDecisionValue,
  type KillAnswers,
  type Scores,
} from '../model';
import { bidQueries } from './queries';

export interface RecordDecision {
  tenderId: string;
  decision: BidDecisionValue;
  rationale?: string;
  scores?: Scores;
  killAnswers?: KillAnswers;
  /** The decided_at of the decision the form was loaded with (null: it loaded none). */
  replaces?: string | null;
}

/** Someone decided after the form was loaded: nothing was saved. */
export class DecisionConflictError extends Error {
  constructor(readonly decidedBy: string | null) {
    super(decisionConflictMessage(decidedBy));
    this.name = 'DecisionConflictError';
  }
}

export const isDecisionConflict = (error: unknown): error is DecisionConflictError =>
  error instanceof DecisionConflictError;

/**
 * Records the decision over the one the form loaded (or the first one); the database computes
 * its score and band, and refuses (DecisionConflictError) when the tender's decision is no
 * longer the one loaded. A skip never replaces a decision.
 */
export const recordBidDecision = authed(
  async ({ tenderId, decision, rationale = '', scores = {}, killAnswers = {}, replaces }: RecordDecision) => {
    const { data, error } = await supabase
      .rpc('record_bid_decision', {
        p_tender_id: tenderId,
        p_decision: decision,
        p_rationale: rationale,
        p_scores: scores,
        p_kill_answers: killAnswers,
        p_replaces: replaces ?? undefined,
      })
      .single();
    if (error?.code === 'TFB01') throw new DecisionConflictError(error.details || null);
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
    // A conflict is the form's to show (with Reload), not a toast.
    meta: {
      invalidates: [queryRoots.reports],
      errorMessage: (error) => (isDecisionConflict(error) ? null : bidMessages.recordFailed),
    },
  });
}
