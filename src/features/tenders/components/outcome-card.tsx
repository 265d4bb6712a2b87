import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatShortDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { lossReasonsQuery } from '@/lib/pipeline-settings';
import { canEditTenders, useRoleIn } from '@/lib/workspace';
import { outcomeQueries } from '../api/outcome';
import type { Tender } from '../model';
import { hasOutcome, OUTCOME } from '../outcome';
import { DetailRow } from './detail-row';
import { OutcomeDialog } from './outcome-dialog';

const orNotSet = (value: string | number | null) =>
  value === null || value === '' ? 'Not set' : String(value);

/** A won or lost tender's outcome, with Record/Edit outcome for admins and managers. */
export function OutcomeCard({ tender }: { tender: Tender }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const role = useRoleIn(tender.workspace_id);
  const outcome = useQuery({ ...outcomeQueries.outcome(tender.id), enabled: hasOutcome(tender.status) });
  const reasons = useQuery({
    ...lossReasonsQuery(tender.workspace_id),
    enabled: tender.status === 'lost',
  }).data;
  if (!hasOutcome(tender.status)) return null;
  const recorded = outcome.data ?? null;
  const reason = reasons?.find((r) => r.id === recorded?.loss_reason_id)?.label ?? null;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle id={titleId}>{OUTCOME}</CardTitle>
        {role !== undefined && canEditTenders(role) && !outcome.isPending ? (
          <Button variant="outline" onClick={() => setOpen(true)}>
            {recorded ? 'Edit outcome' : 'Record outcome'}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {outcome.isPending ? (
          <p className="text-sm text-muted-foreground">Loading...</p>
        ) : recorded ? (
          <dl className="grid gap-5 sm:grid-cols-2">
            <DetailRow label="Award date">{formatShortDate(recorded.award_date, 'Not set')}</DetailRow>
            <DetailRow label="Winner">{orNotSet(recorded.winner)}</DetailRow>
            <DetailRow label="Winning price">
              {recorded.winning_price === null
                ? 'Not set'
                : formatMoney(recorded.winning_price, tender.currency)}
            </DetailRow>
            <DetailRow label="Our rank">{orNotSet(recorded.our_rank)}</DetailRow>
            {tender.status === 'lost' ? (
              <>
                <DetailRow label="Loss reason">{orNotSet(reason)}</DetailRow>
                <DetailRow label="Note">{orNotSet(recorded.loss_note)}</DetailRow>
              </>
            ) : null}
            <DetailRow label="Lessons learned" className="sm:col-span-2">
              <p className="whitespace-pre-line">{orNotSet(recorded.lessons)}</p>
            </DetailRow>
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">No outcome recorded yet.</p>
        )}
      </CardContent>
      <OutcomeDialog tender={tender} open={open} onOpenChange={setOpen} />
    </Card>
  );
}
