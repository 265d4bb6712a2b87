import { NumberHead, ReportTable } from '@/components/report-table';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatMoney } from '@/lib/money';
import { tenderStatusColour } from '@/lib/statuses';
import { periodTotals, wonValueHeader, type TrendRow, type WonValueColumns } from '../model';
import { RateCell } from './rate-cell';

const submittedColour = tenderStatusColour('submitted').hex;
const wonColour = tenderStatusColour('won').hex;

interface TrendTableProps {
  rows: TrendRow[];
  caption: string;
  /** Won value per month and currency, once the value report is there. */
  wonValue?: WonValueColumns | undefined;
}

/** The trend figures month by month with the period's totals: the chart's text alternative. */
export function TrendTable({ rows, caption, wonValue }: TrendTableProps) {
  const totals = periodTotals(rows);
  const currencies = wonValue?.currencies ?? [];
  const wonCells = (value: (currency: string) => number) =>
    currencies.map((currency) => (
      <TableCell key={currency} className="whitespace-nowrap text-right tabular-nums">
        {formatMoney(value(currency), currency, { whole: true })}
      </TableCell>
    ));
  const figures = (row: Omit<ReturnType<typeof periodTotals>, 'submissionRate' | 'winRate'>) => (
    <>
      <TableCell className="text-right tabular-nums">{row.total}</TableCell>
      <TableCell className="text-right tabular-nums">{row.submitted}</TableCell>
      <TableCell className="text-right tabular-nums">{row.won}</TableCell>
      <TableCell className="text-right tabular-nums">{row.lost}</TableCell>
    </>
  );
  return (
    <ReportTable caption={caption}>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Month</TableHead>
          <NumberHead>Total</NumberHead>
          <NumberHead>Submitted</NumberHead>
          <NumberHead>Won</NumberHead>
          <NumberHead>Lost</NumberHead>
          <TableHead scope="col">Submission Rate</TableHead>
          <TableHead scope="col">Win Rate</TableHead>
          {currencies.map((currency) => (
            <TableHead key={currency} scope="col" className="text-right">
              {wonValueHeader(currency, currencies)}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.month}>
            <TableHead
              scope="row"
              className="whitespace-nowrap text-sm font-medium normal-case tracking-normal text-foreground"
            >
              {row.label}
            </TableHead>
            {figures(row)}
            <TableCell>
              <RateCell value={row.submissionRate} colour={submittedColour} />
            </TableCell>
            <TableCell>
              <RateCell value={row.winRate} colour={wonColour} />
            </TableCell>
            {wonCells((currency) => wonValue!.value(row.month, currency))}
          </TableRow>
        ))}
      </TableBody>
      <tfoot className="border-t-2 font-semibold">
        <TableRow>
          <TableHead
            scope="row"
            className="text-sm font-semibold normal-case tracking-normal text-foreground"
          >
            Total
          </TableHead>
          {figures(totals)}
          <TableCell>
            <RateCell value={totals.submissionRate} colour={submittedColour} />
          </TableCell>
          <TableCell>
            <RateCell value={totals.winRate} colour={wonColour} />
          </TableCell>
          {wonCells((currency) => wonValue!.total(currency))}
        </TableRow>
      </tfoot>
    </ReportTable>
  );
}
