import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatShortDate } from '@/lib/dates';
import { channelLabel, typeLabel, type Tender } from '../model';
import { DetailRow } from './detail-row';

/** Channel, type, bid bond, and when the tender was recorded. */
export function TenderInfoCard({ tender }: { tender: Tender }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Additional Information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-5">
          <DetailRow label="Channel">{channelLabel(tender.channel)}</DetailRow>
          <DetailRow label="Type">{typeLabel(tender.type)}</DetailRow>
          <DetailRow label="Bid Bond">{tender.bid_bond ? 'Yes' : 'No'}</DetailRow>
          <DetailRow label="Created">{formatShortDate(tender.created_at)}</DetailRow>
          <DetailRow label="Last updated">{formatShortDate(tender.updated_at)}</DetailRow>
        </dl>
      </CardContent>
    </Card>
  );
}
