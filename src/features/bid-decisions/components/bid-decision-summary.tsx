import type { ReactNode } from 'react';
import { formatLongDate } from '@/lib/dates';
import { decisionLabels, type BidDecision } from '../model';
import { BandBadge } from './band-badge';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** The recorded decision: what, on which score, why, who and when. */
export function BidDecisionSummary({ decision }: { decision: BidDecision }) {
  const skipped = decision.decision === 'skipped';
  return (
    <dl className="grid gap-5 sm:grid-cols-2">
      <Row label="Decision">
        <span className="text-base font-semibold">{decisionLabels[decision.decision]}</span>
        {skipped ? <span className="text-muted-foreground"> (moved on without a decision)</span> : null}
      </Row>
      {skipped ? null : (
        <Row label="Score and band">
          {decision.score === null && !decision.killed ? (
            <span className="text-muted-foreground">Not every criterion was scored</span>
          ) : (
            <span className="flex flex-wrap items-center gap-2">
              {decision.score === null ? null : (
                <span className="font-semibold tabular-nums">{decision.score} / 100</span>
              )}
              {decision.band ? <BandBadge band={decision.band} /> : null}
              {decision.killed ? (
                <span className="text-muted-foreground">(a kill question was answered yes)</span>
              ) : null}
            </span>
          )}
        </Row>
      )}
      {decision.rationale ? (
        <Row label="Rationale">
          <p className="whitespace-pre-line">{decision.rationale}</p>
        </Row>
      ) : null}
      <Row label="Decided by">
        {decision.decided_by_name ?? 'A former member'} on {formatLongDate(decision.decided_at)}
      </Row>
    </dl>
  );
}
