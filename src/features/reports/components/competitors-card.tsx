import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatMoney } from '@/lib/money';
import { useValueReport } from '../hooks/use-value-report';
import { competitorsCsv, periodLabels, reportFileName, type ReportPeriod } from '../model';
import { ExportCsvButton } from './export-csv-button';
import { ReportCard } from './report-card';
import { EmptyNote, NumberHead, NUMERIC, ReportTable, RowHead } from '@/components/report-table';

const TITLE = 'Competitors who beat us';

/** Who won the tenders we lost (created in the period), most wins first: the top 10. */
export function CompetitorsCard({ period }: { period: ReportPeriod }) {
  const query = useValueReport(period);
  const when = periodLabels[period].toLowerCase();
  return (
    <ReportCard
      title={TITLE}
      description={`Winners of the tenders we lost: ${when}, most wins first`}
      query={query}
      action={(report) => (
        <ExportCsvButton
          what={TITLE}
          fileName={reportFileName('competitors', period)}
          csv={report && (() => competitorsCsv(report.competitors))}
        />
      )}
    >
      {(report) =>
        report.competitors.length === 0 ? (
          <EmptyNote>No winner was recorded for a tender lost in this period</EmptyNote>
        ) : (
          <ReportTable caption={`${TITLE}, ${when}`}>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Winner</TableHead>
                <NumberHead>Tenders won</NumberHead>
                <NumberHead>Their winning prices</NumberHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.competitors.map((row) => (
                <TableRow key={`${row.winner}|${row.currency}`}>
                  <RowHead className="break-words">{row.winner}</RowHead>
                  <TableCell className={NUMERIC}>{row.count}</TableCell>
                  <TableCell className={NUMERIC}>
                    {row.value > 0 ? (
                      formatMoney(row.value, row.currency, { whole: true })
                    ) : (
                      <span className="text-muted-foreground">Not recorded</span>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ReportTable>
        )
      }
    </ReportCard>
  );
}
