import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { NUMERIC, ReportTable, RowHead } from '@/components/report-table';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toCsv } from '@/lib/csv';
import { browserTimeZone, localDateString } from '@/lib/dates';
import { downloadFile } from '@/lib/download';
import { useWorkspace } from '@/lib/workspace';
import { bidQueries } from '../api/queries';
import {
  averageText,
  BID_SCORE_CSV_HEADER,
  bidScoreCsvRows,
  outcomeLabels,
  type BidScoreRow,
  type ReportPeriod,
} from '../model';

const TITLE = 'Bid score of won and lost tenders';
const LOAD_FAILED = 'Failed to load the bid scores';

/** Reports: the average bid/no-bid score of won against lost tenders created in the period. */
export function BidScoreReportCard({ period }: { period: ReportPeriod }) {
  const workspace = useWorkspace();
  const query = useQuery(bidQueries.report(workspace.id, browserTimeZone(), period));
  const exportCsv = (rows: BidScoreRow[]) =>
    downloadFile(
      `bid-scores-${period}-${localDateString()}.csv`,
      toCsv(BID_SCORE_CSV_HEADER, bidScoreCsvRows(rows)),
      'text/csv;charset=utf-8',
    );
  return (
    <Card aria-busy={query.isFetching}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{TITLE}</CardTitle>
          <CardDescription>
            Average score (0–100) of the tenders created in the period and scored
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
      <CardContent>
        {query.data ? (
          <ReportTable caption={TITLE}>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Outcome</TableHead>
                <TableHead scope="col" className={NUMERIC}>
                  Scored tenders
                </TableHead>
                <TableHead scope="col" className={NUMERIC}>
                  Average score
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {query.data.map((row) => (
                <TableRow key={row.outcome}>
                  <RowHead>{outcomeLabels[row.outcome]}</RowHead>
                  <TableCell className={NUMERIC}>{row.scored}</TableCell>
                  <TableCell className={NUMERIC}>{averageText(row.average_score)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ReportTable>
        ) : query.isPending ? (
          <div role="status">
            <span className="sr-only">Loading {TITLE}...</span>
            <Skeleton className="h-24" />
          </div>
        ) : (
          <LoadError message={LOAD_FAILED} query={query} />
        )}
      </CardContent>
    </Card>
  );
}
