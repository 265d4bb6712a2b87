import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isDecisionConflict } from '../api/record-decision';
import { bidQueries } from '../api/queries';
import type { BidDecision } from '../model';

/**
 * The decision a form replaces: the one it was loaded with, kept while queries refresh in the
 * background (a refresh must not make a save replace a decision nobody has seen). When a save
 * is refused because someone decided meanwhile, `message` says who; `reload` fetches their
 * decision (shown as `reloaded`) and the next save replaces it, the form keeping what was typed.
 */
export function useDecisionConflict(tenderId: string, initial: BidDecision | null, onConflict?: () => void) {
  const queryClient = useQueryClient();
  const [loaded, setLoaded] = useState(initial);
  const [reloaded, setReloaded] = useState<BidDecision | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);

  return {
    replaces: loaded?.decided_at ?? null,
    message,
    reloaded,
    reloading,
    onError: (error: unknown) => {
      if (!isDecisionConflict(error)) return;
      setMessage(error.message);
      onConflict?.();
    },
    reload: async () => {
      setReloading(true);
      try {
        const latest = await queryClient.fetchQuery({ ...bidQueries.decision(tenderId), staleTime: 0 });
        setLoaded(latest);
        setReloaded(latest);
        setMessage(null);
      } finally {
        setReloading(false);
      }
    },
  };
}
