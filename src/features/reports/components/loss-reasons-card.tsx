import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { roundingNote } from '@/lib/rates';
import { tenderStatusColour } from '@/lib/statuses';
import { useValueReport } from '../hooks/use-value-report';
import { lossReasonRows, lossReasonsCsv, periodLabels, reportFileName, type ReportPeriod } from '../model';
import { ExportCsvButton } from './export-csv-button';
import { RateCell } from './rate-cell';
import { ReportCard } from './report-card';
import { EmptyNote, NumberHead, NUMERIC, ReportTable, RowHead } from '@/components/report-table';

const TITLE = 'Loss reasons';
const lostColour = tenderStatusColour('lost').hex;

/** Lost tenders created in the period by the reason recorded, most first. */
export function LossReasonsCard({ period }: { period: ReportPeriod }) {
  const query = useValueReport(period);
  const when = periodLabels[period].toLowerCase();
  return (
    <ReportCard
      title={TITLE}
      description={`Lost tenders created: ${when}`}
      query={query}
      action={(report) => (
        <ExportCsvButton
          what={TITLE}
          fileName={reportFileName('loss-reasons', period)}
          csv={report && (() => lossReasonsCsv(report.loss_reasons))}
        />
      )}
    >
      {(report) => {
        const rows = lossReasonRows(report.loss_reasons);
        if (rows.length === 0) return <EmptyNote>No tenders were lost in this period</EmptyNote>;
        const note = roundingNote(rows.map((row) => row.percent));
        return (
          <div className="grid gap-4">
            <ReportTable caption={`${TITLE}, ${when}`}>
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Reason</TableHead>
                  <NumberHead>Lost</NumberHead>
                  <TableHead scope="col">Share</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.label}>
                    <RowHead>{row.label}</RowHead>
                    <TableCell className={NUMERIC}>{row.count}</TableCell>
                    <TableCell>
                      <RateCell value={row.percent} colour={lostColour} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </ReportTable>
            {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
          </div>
        );
      }}
    </ReportCard>
  );
}
