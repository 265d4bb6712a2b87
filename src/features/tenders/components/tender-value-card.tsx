import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { defaultProbability, pipelineSettingsQuery } from '@/lib/pipeline-settings';
import { statusLabel } from '@/lib/statuses';
import { hasBidPrice, type Tender } from '../model';
import { ColumnRows } from './column-rows';

/** The tender's own probability, or its status's default said as such; none once it is decided. */
function Probability({ tender }: { tender: Tender }) {
  const settings = useQuery(pipelineSettingsQuery(tender.workspace_id)).data;
  if (tender.probability !== null) return <>{tender.probability}%</>;
  const fallback = settings ? defaultProbability(settings, tender.status) : null;
  if (fallback === null) return <>Not set</>;
  return (
    <>
      {fallback}%{' '}
      <span className="text-sm text-muted-foreground">(default for {statusLabel(tender.status)})</span>
    </>
  );
}

/** Estimated value, currency, probability, expected award date and, once we bid, our price. */
export function TenderValueCard({ tender }: { tender: Tender }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Value</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-5 sm:grid-cols-2">
          <ColumnRows
            card="value"
            tender={tender}
            custom={{
              probability: <Probability tender={tender} />,
              // Our bid price belongs to a tender we bid on.
              bid_price: hasBidPrice(tender) ? undefined : null,
            }}
          />
        </dl>
      </CardContent>
    </Card>
  );
}
