import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { pipelineSettingsQuery } from '@/lib/pipeline-settings';
import { canEditTenders, useRoleIn } from '@/lib/workspace';
import { useDeclineTender } from '../api/decline-tender';
import { bidQueries } from '../api/queries';
import { useDecisionGuard } from '../hooks/use-decision-guard';
import { bidMessages, offersDecline, type BidDecisionValue, type Tender } from '../model';
import { BidDecisionForm } from './bid-decision-form';
import { BidDecisionSummary } from './bid-decision-summary';
import { DecisionRequiredDialog } from './decision-required-dialog';

/** The tender's bid/no-bid decision: the scorecard until one is recorded, then what was decided. */
export function BidDecisionCard({ tender, beside }: { tender: Tender; beside?: ReactNode }) {
  const setup = useQuery(bidQueries.setup(tender.workspace_id));
  const decision = useQuery(bidQueries.decision(tender.id));
  const settings = useQuery(pipelineSettingsQuery(tender.workspace_id));
  const expiring = useQuery(bidQueries.expiringCertificates(tender.workspace_id, tender.id));
  const role = useRoleIn(tender.workspace_id);
  const editable = role !== undefined && canEditTenders(role);
  const [editing, setEditing] = useState(false);
  const [offerDecline, setOfferDecline] = useState(false);
  const decline = useDeclineTender();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const goToDecision = () => {
    setEditing(true);
    titleRef.current?.focus();
  };
  const guard = useDecisionGuard(tender.id, decision.data, goToDecision);

  const onRecorded = (value: BidDecisionValue) => {
    setEditing(false);
    if (offersDecline(value, tender.status)) setOfferDecline(true);
  };
  const queries = [setup, decision, settings, expiring];
  const failed = queries.some((query) => query.isLoadingError);
  const retry = () => void Promise.all(queries.map((query) => query.refetch()));
  const recorded = decision.data;
  const thresholds = settings.data && {
    bid: settings.data.bid_threshold,
    review: settings.data.review_threshold,
  };

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle ref={titleRef} tabIndex={-1} className="scroll-mt-24 outline-none">
            Bid decision
          </CardTitle>
          <CardDescription>
            {thresholds
              ? `Score ${thresholds.bid} or more: Bid; ${thresholds.review} to ${thresholds.bid - 1}: Review; under ${thresholds.review}: No bid.`
              : 'Whether to bid, scored against your criteria.'}
          </CardDescription>
        </div>
        {recorded && !editing && editable ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            Change decision
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {beside}
        {setup.data && recorded !== undefined && thresholds && expiring.data ? (
          recorded && !editing ? (
            <BidDecisionSummary decision={recorded} criteria={setup.data.criteria} />
          ) : editable ? (
            <BidDecisionForm
              tenderId={tender.id}
              setup={setup.data}
              thresholds={thresholds}
              initial={recorded}
              expiring={expiring.data}
              onRecorded={onRecorded}
              onCancel={recorded ? () => setEditing(false) : undefined}
              onConflict={() => setEditing(true)}
            />
          ) : (
            <p className="text-sm text-muted-foreground">No decision recorded yet. {bidMessages.readOnly}</p>
          )
        ) : failed ? (
          <LoadError message={bidMessages.loadFailed} onRetry={retry} />
        ) : (
          <div role="status" aria-label="Loading the bid decision" className="grid gap-4">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        )}
      </CardContent>
      <DecisionRequiredDialog {...guard} />
      <ConfirmDialog
        open={offerDecline}
        onOpenChange={setOfferDecline}
        title="Set the status to Declined?"
        description="You recorded No bid. Declined takes the tender out of the pipeline; you can change the status later."
        confirmLabel="Set to Declined"
        pendingLabel="Updating..."
        pending={decline.isPending}
        onConfirm={() =>
          decline.mutate(tender.id, {
            onSuccess: () => {
              toast.success(bidMessages.declined);
              setOfferDecline(false);
            },
          })
        }
      />
    </Card>
  );
}
