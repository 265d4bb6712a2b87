import type { ReactNode } from 'react';
import { formatShortDate } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { decisionLabels, topScoreText, type BidCriterion, type BidDecision, type Scores } from '../model';
import { BandBadge } from './band-badge';

function Row({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('grid gap-1', className)}>
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** The recorded decision: what, on which score (and each criterion's), why, who and when. */
export function BidDecisionSummary({
  decision,
  criteria,
}: {
  decision: BidDecision;
  /** The workspace's criteria now: a score of one removed since is not shown. */
  criteria: readonly BidCriterion[];
}) {
  const skipped = decision.decision === 'skipped';
  const scores = decision.scores as Scores;
  const scored = criteria.filter((criterion) => scores[criterion.id] !== undefined);
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
      {scored.length > 0 ? (
        <Row label="Scores" className="sm:col-span-2">
          <ul className="grid gap-x-6 gap-y-1.5 sm:grid-cols-2">
            {scored.map((criterion) => (
              <li key={criterion.id} className="flex items-baseline justify-between gap-3">
                <span>
                  {criterion.name}{' '}
                  <span className="text-xs text-muted-foreground">({topScoreText(criterion)})</span>
                </span>
                <span className="whitespace-nowrap font-semibold tabular-nums">
                  {scores[criterion.id]} / 5
                </span>
              </li>
            ))}
          </ul>
        </Row>
      ) : null}
      {decision.rationale ? (
        <Row label="Rationale">
          <p className="whitespace-pre-line">{decision.rationale}</p>
        </Row>
      ) : null}
      <Row label="Decided by">
        {decision.decided_by_name ?? 'A former member'} on {formatShortDate(decision.decided_at, 'Not set')}
      </Row>
    </dl>
  );
}
