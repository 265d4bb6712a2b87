import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toCsv } from '@/lib/csv';
import { browserTimeZone, localDateString } from '@/lib/dates';
import { downloadFile } from '@/lib/download';
import { canEditTenders, useWorkspace } from '@/lib/workspace';
import { costReportQuery } from '../api/report-query';
import { COST_CSV_HEADER, costCsvRows, REPORT_FAILED, type CostReport, type ReportPeriod } from '../report';
import { CostByMonth, CostOverall, CostReportNotes } from './cost-report-parts';
import { WhereBiddingPays } from './where-bidding-pays';

const TITLE = 'Cost of bidding';

/** Reports: what bidding cost and what it returned, for admins and managers (they see the money of time). */
export function BidCostReportCard({ period }: { period: ReportPeriod }) {
  const workspace = useWorkspace();
  const allowed = canEditTenders(workspace.role);
  const query = useQuery({ ...costReportQuery(workspace.id, browserTimeZone(), period), enabled: allowed });
  if (!allowed) return null;
  const exportCsv = (report: CostReport) =>
    downloadFile(
      `bid-costs-${period}-${localDateString()}.csv`,
      toCsv(COST_CSV_HEADER, costCsvRows(report)),
      'text/csv;charset=utf-8',
    );
  return (
    <Card aria-busy={query.isFetching}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{TITLE}</CardTitle>
          <CardDescription>
            Time and expenses of the tenders created in the period, against what they won
          </CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Export CSV: ${TITLE}`}
          disabled={!query.data}
          onClick={() => query.data && exportCsv(query.data)}
        >
          <Download aria-hidden />
          Export CSV
        </Button>
      </CardHeader>
      <CardContent className="grid gap-6">
        {query.data ? (
          <>
            <CostOverall report={query.data} />
            <WhereBiddingPays report={query.data} />
            <CostByMonth report={query.data} />
            <CostReportNotes report={query.data} />
          </>
        ) : query.isPending ? (
          <div role="status">
            <span className="sr-only">Loading {TITLE}...</span>
            <Skeleton className="h-48" />
          </div>
        ) : (
          <LoadError message={REPORT_FAILED} query={query} />
        )}
      </CardContent>
    </Card>
  );
}
