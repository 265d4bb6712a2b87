import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatLongDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { defaultProbability, pipelineSettingsQuery } from '@/lib/pipeline-settings';
import { statusLabel } from '@/lib/statuses';
import { hasBidPrice, type Tender } from '../model';
import { DetailRow } from './detail-row';

const money = (value: number | null, currency: string) =>
  value === null ? 'Not set' : formatMoney(value, currency);

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
          <DetailRow label="Estimated value">{money(tender.estimated_value, tender.currency)}</DetailRow>
          <DetailRow label="Currency">{tender.currency}</DetailRow>
          <DetailRow label="Probability">
            <Probability tender={tender} />
          </DetailRow>
          <DetailRow label="Expected award date">{formatLongDate(tender.expected_award_date)}</DetailRow>
          {hasBidPrice(tender) ? (
            <DetailRow label="Our bid price">{money(tender.bid_price, tender.currency)}</DetailRow>
          ) : null}
        </dl>
      </CardContent>
    </Card>
  );
}
