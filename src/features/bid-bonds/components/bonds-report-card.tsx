import { Link } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { BondTotals } from './bond-totals';

/** Reports: bid bonds outstanding today, one total per currency (not per period: a bond is out until returned). */
export function BondsReportCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Bid bonds outstanding</CardTitle>
        <CardDescription>Today, per currency: issued, submitted or extended</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <BondTotals />
        <Link
          to={paths.app.bidBonds}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          View all bid bonds
        </Link>
      </CardContent>
    </Card>
  );
}
