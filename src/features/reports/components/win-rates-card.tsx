import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatMoney } from '@/lib/money';
import { VALUE_RATES_FOOTNOTE } from '@/lib/rates';
import { tenderStatusColour } from '@/lib/statuses';
import { useValueReport } from '../hooks/use-value-report';
import { periodLabels, reportFileName, winRateRows, winRatesCsv, type ReportPeriod } from '../model';
import { ExportCsvButton } from './export-csv-button';
import { RateCell } from './rate-cell';
import { ReportCard } from './report-card';
import { EmptyNote, NumberHead, NUMERIC, ReportTable, RowHead } from '@/components/report-table';

const TITLE = 'Win rates';
const wonColour = tenderStatusColour('won').hex;

/** Decided bids created in the period, per currency: the win rate by count beside the win rate by value. */
export function WinRatesCard({ period }: { period: ReportPeriod }) {
  const query = useValueReport(period);
  const when = periodLabels[period].toLowerCase();
  return (
    <ReportCard
      title={TITLE}
      description={`Decided bids created: ${when}, by count and by value`}
      query={query}
      action={(report) => (
        <ExportCsvButton
          what={TITLE}
          fileName={reportFileName('win-rates', period)}
          csv={report && (() => winRatesCsv(winRateRows(report.win_rates)))}
        />
      )}
    >
      {(report) => {
        const rows = winRateRows(report.win_rates);
        return (
          <div className="grid gap-4">
            {rows.length === 0 ? (
              <EmptyNote>No bids were won or lost in this period</EmptyNote>
            ) : (
              <ReportTable caption={`Win rate by count and by value per currency, ${when}`}>
                <TableHeader>
                  <TableRow>
                    <TableHead scope="col">Currency</TableHead>
                    <TableHead scope="col">Win rate by count</TableHead>
                    <TableHead scope="col">Win rate by value</TableHead>
                    <NumberHead>Won</NumberHead>
                    <NumberHead>Lost</NumberHead>
                    <NumberHead>Won value</NumberHead>
                    <NumberHead>Lost value</NumberHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.currency}>
                      <RowHead>{row.currency}</RowHead>
                      <TableCell>
                        <RateCell value={row.byCount} colour={wonColour} />
                      </TableCell>
                      <TableCell>
                        <RateCell value={row.byValue} colour={wonColour} />
                      </TableCell>
                      <TableCell className={NUMERIC}>{row.won}</TableCell>
                      <TableCell className={NUMERIC}>{row.lost}</TableCell>
                      <TableCell className={NUMERIC}>
                        {formatMoney(row.won_value, row.currency, { whole: true })}
                      </TableCell>
                      <TableCell className={NUMERIC}>
                        {formatMoney(row.lost_value, row.currency, { whole: true })}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </ReportTable>
            )}
            <p className="text-xs text-muted-foreground">{VALUE_RATES_FOOTNOTE}</p>
          </div>
        );
      }}
    </ReportCard>
  );
}
