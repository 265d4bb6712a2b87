import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { StatusBadge } from '@/components/status-badge';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatShortDate } from '@/lib/dates';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { canEditTenders, useWorkspace } from '@/lib/workspace';
import { dashboardQueries } from '../api/queries';
import { LOAD_FAILED, type RecentTender } from '../model';

function RecentTenderItem({ tender }: { tender: RecentTender }) {
  return (
    <Link
      to={paths.app.tender(tender.id)}
      className="flex flex-col gap-2 rounded-md px-2 py-3 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:flex-row sm:items-center sm:justify-between"
    >
      <span className="grid min-w-0 gap-0.5">
        <span className="truncate font-medium" title={tender.title}>
          {tender.title}
        </span>
        <span className="truncate text-sm text-muted-foreground">
          {tender.client} · {tender.reference_number} · {formatShortDate(tender.created_at)}
        </span>
      </span>
      <span className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <StatusBadge status={tender.status} />
        {tender.tender_submission_date ? (
          <span className="whitespace-nowrap text-muted-foreground">
            Due: {formatShortDate(tender.tender_submission_date)}
          </span>
        ) : null}
      </span>
    </Link>
  );
}

/** The five newest tenders, each linking to its page. */
export function RecentTendersCard() {
  const workspace = useWorkspace();
  const query = useQuery(dashboardQueries.recent(workspace.id));
  useLoadErrorToast(query, LOAD_FAILED);
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between space-y-0">
        <CardTitle>Recent Tenders</CardTitle>
        <Link
          to={paths.app.tenders}
          aria-label="View all tenders"
          className={buttonVariants({ variant: 'ghost', size: 'sm' })}
        >
          View all
        </Link>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <p role="status" className="py-6 text-center text-sm text-muted-foreground">
            Loading tenders...
          </p>
        ) : !query.data ? (
          <LoadError message={LOAD_FAILED} query={query} />
        ) : query.data.length === 0 ? (
          <div className="grid justify-items-center gap-3 py-6 text-center">
            <p className="text-sm text-muted-foreground">No tenders found</p>
            {canEditTenders(workspace.role) ? (
              <Link to={paths.app.newTender} className={buttonVariants({ size: 'sm' })}>
                Create Tender
              </Link>
            ) : null}
          </div>
        ) : (
          <ul aria-label="Recent tenders" className="-mx-2 grid divide-y">
            {query.data.map((tender) => (
              <li key={tender.id}>
                <RecentTenderItem tender={tender} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
