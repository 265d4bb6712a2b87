import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { Tender } from '../model';
import { ColumnRows } from './column-rows';

/** Channel, type, bid bond, and when the tender was recorded. */
export function TenderInfoCard({ tender }: { tender: Tender }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Additional Information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-5">
          <ColumnRows card="info" tender={tender} />
        </dl>
      </CardContent>
    </Card>
  );
}
