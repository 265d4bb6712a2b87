import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error';
import { EmptyNote, NumberHead, NUMERIC, ReportTable, RowHead } from '@/components/report-table';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useWorkspace } from '@/lib/workspace';
import { winRateQuery, winRatesLoadFailed } from '../api/win-rates';

/** 'Win rate by answer': the library's entries used in at least three bids, all time. */
export function AnswerWinRatesCard() {
  const workspace = useWorkspace();
  const query = useQuery(winRateQuery(workspace.id));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Win rate by answer</CardTitle>
        <CardDescription>
          Answers used in at least three bids, all time: the share of decided bids won
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : query.isLoadingError ? (
          <LoadError message={winRatesLoadFailed} query={query} />
        ) : !query.data?.length ? (
          <EmptyNote>No answer has been used in three bids yet</EmptyNote>
        ) : (
          <ReportTable caption="Win rate by answer">
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Answer</TableHead>
                <NumberHead>Used</NumberHead>
                <NumberHead>Won</NumberHead>
                <NumberHead>Lost</NumberHead>
                <NumberHead>Win rate</NumberHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {query.data.map((row) => (
                <TableRow key={row.answer_id}>
                  <RowHead>{row.title}</RowHead>
                  <TableCell className={NUMERIC}>{row.used}</TableCell>
                  <TableCell className={NUMERIC}>{row.won}</TableCell>
                  <TableCell className={NUMERIC}>{row.lost}</TableCell>
                  <TableCell className={NUMERIC}>
                    {row.win_rate === null ? '—' : `${row.win_rate}%`}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ReportTable>
        )}
      </CardContent>
    </Card>
  );
}
