import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { BondsTable } from './bonds-table';
import { BondTotals } from './bond-totals';

/** The Bid bonds page's content: the totals outstanding per currency, then every bond. */
export function BidBondsOverview() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Outstanding</CardTitle>
          <CardDescription>Issued, submitted or extended bonds, one total per currency</CardDescription>
        </CardHeader>
        <CardContent>
          <BondTotals />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>All bid bonds</CardTitle>
          <CardDescription>Soonest expiry first</CardDescription>
        </CardHeader>
        <CardContent>
          <BondsTable />
        </CardContent>
      </Card>
    </div>
  );
}
