import { Link } from 'react-router-dom';
import { StatusBars } from '@/components/status-bars';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { statusBreakdown } from '@/lib/rates';
import { canEditTenders, useWorkspace } from '@/lib/workspace';
import type { DashboardSummary } from '../model';

/** Every status with its count, share and bar; an invitation to create the first tender when there is none. */
export function TenderStatusCard({ summary }: { summary: DashboardSummary }) {
  const { role } = useWorkspace();
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>Tender Status</CardTitle>
        <CardDescription>Your tenders by status</CardDescription>
      </CardHeader>
      <CardContent>
        {summary.total === 0 ? (
          <div className="grid justify-items-center gap-3 py-6 text-center">
            <p className="text-sm text-muted-foreground">No tender data available</p>
            {canEditTenders(role) ? (
              <Link to={paths.app.newTender} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                Create your first tender
              </Link>
            ) : null}
          </div>
        ) : (
          <StatusBars label="Tenders by status" rows={statusBreakdown(summary.statuses)} />
        )}
      </CardContent>
    </Card>
  );
}
