import { ConflictAlert } from '@/components/conflict-alert';
import type { useDecisionConflict } from '../hooks/use-decision-conflict';
import type { BidCriterion } from '../model';
import { BidDecisionSummary } from './bid-decision-summary';

/** Who decided meanwhile (with Reload), then, once reloaded, their decision above the form. */
export function DecisionConflict({
  message,
  reloading,
  reload,
  reloaded,
  criteria,
}: ReturnType<typeof useDecisionConflict> & { criteria: readonly BidCriterion[] }) {
  return (
    <>
      {message ? (
        <ConflictAlert message={message} reloading={reloading} onReload={() => void reload()} />
      ) : null}
      {reloaded ? (
        <section aria-label="Latest decision" className="rounded-md border p-3">
          <BidDecisionSummary decision={reloaded} criteria={criteria} />
        </section>
      ) : null}
    </>
  );
}
