import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { StatusBadge } from '@/components/status-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { formatShortDate } from '@/lib/dates';
import { useWorkspace } from '@/lib/workspace';
import { reportQueries } from '../api/queries';
import { ReportCard } from './report-card';

/** The ten newest tenders: title (a link), client, reference, status and submission date. */
export function RecentTendersSummary() {
  const workspace = useWorkspace();
  const query = useQuery(reportQueries.recent(workspace.id));
  return (
    <ReportCard title="Recent Tenders Summary" query={query}>
      {(tenders) =>
        tenders.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No tenders found</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Title</TableHead>
                <TableHead scope="col" className="hidden md:table-cell">
                  Client
                </TableHead>
                <TableHead scope="col" className="hidden sm:table-cell">
                  Reference #
                </TableHead>
                <TableHead scope="col">Status</TableHead>
                <TableHead scope="col" className="hidden md:table-cell">
                  Submission Date
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {tenders.map((tender) => (
                <TableRow key={tender.id}>
                  <TableCell className="max-w-xs">
                    <Link
                      to={paths.app.tender(tender.id)}
                      className="wrap-user-text line-clamp-2 font-medium hover:underline"
                    >
                      {tender.title}
                    </Link>
                  </TableCell>
                  <TableCell className="hidden max-w-48 truncate text-muted-foreground md:table-cell">
                    {tender.client}
                  </TableCell>
                  <TableCell className="hidden max-w-36 truncate sm:table-cell">
                    {tender.reference_number}
                  </TableCell>
                  <TableCell>
                    <StatusBadge status={tender.status} />
                  </TableCell>
                  <TableCell className="hidden whitespace-nowrap text-muted-foreground md:table-cell">
                    {formatShortDate(tender.tender_submission_date)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )
      }
    </ReportCard>
  );
}
