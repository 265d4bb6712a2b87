import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { bidCostQueries } from '../api/queries';
import { bidCostMessages } from '../model';
import { BidCostEntries } from './bid-cost-entries';
import { BidCostSummary } from './bid-cost-summary';
import { ExpenseForm } from './expense-form';
import { LogTimeForm } from './log-time-form';
import { TenderExchangeRate } from './tender-exchange-rate';

interface BidCostCardProps {
  tender: { id: string; workspace_id: string; currency: string; status: string };
}

/**
 * The tender's 'Bid cost': what its bid took in time and money, Log time / Add expense for
 * every member, and the entries behind the totals to correct.
 */
export function BidCostCard({ tender }: BidCostCardProps) {
  const [open, setOpen] = useState<'time' | 'expense' | null>(null);
  const query = useQuery(bidCostQueries.byTender(tender.id));
  const close = (next: boolean) => setOpen(next ? open : null);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <CardTitle>Bid cost</CardTitle>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setOpen('time')}>
            Log time
          </Button>
          <Button variant="outline" size="sm" onClick={() => setOpen('expense')}>
            Add expense
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {query.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading bid cost...
          </p>
        ) : query.isLoadingError ? (
          <LoadError message={bidCostMessages.loadFailed} query={query} />
        ) : query.data ? (
          <BidCostSummary cost={query.data} status={tender.status} />
        ) : null}
        <BidCostEntries tender={tender} />
        <TenderExchangeRate tender={tender} />
      </CardContent>
      <FormDialog
        open={open === 'time'}
        onOpenChange={close}
        title="Log time"
        description="Time spent on this bid."
      >
        {(form) => <LogTimeForm tender={tender} {...form} />}
      </FormDialog>
      <FormDialog
        open={open === 'expense'}
        onOpenChange={close}
        title="Add expense"
        description="Money paid out for this bid."
      >
        {(form) => <ExpenseForm tender={tender} {...form} />}
      </FormDialog>
    </Card>
  );
}
