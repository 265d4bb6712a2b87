import { NumberHead, NUMERIC, ReportTable, RowHead } from '@/components/report-table';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatMonth } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { formatHours } from '../model';
import type { CostReport } from '../report';

/** Cost per bid, cost per win and the share of value won over the period, with the counts they rest on. */
export function CostOverall({ report }: { report: CostReport }) {
  const { overall, currency } = report;
  const money = (value: number | null) => (value === null ? '—' : formatMoney(value, currency));
  const figure = (label: string, value: string, basis: string) => (
    <div className="rounded-md border p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
      <dd className="text-xs text-muted-foreground">{basis}</dd>
    </div>
  );
  return (
    <dl aria-label="Over the period" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {figure('Bid cost', money(overall.cost), `${overall.tenders} tenders`)}
      {figure('Cost per bid', money(overall.cost_per_bid), `${overall.bids} bids`)}
      {figure('Cost per win', money(overall.cost_per_win), `${overall.wins} wins`)}
      {figure(
        'Bid cost as a share of value won',
        overall.share === null ? '—' : `${overall.share} %`,
        `of ${money(overall.value_won)} won`,
      )}
    </dl>
  );
}

/** The cost of bidding month by month (time and expenses dated in each). */
export function CostByMonth({ report }: { report: CostReport }) {
  const money = (value: number) => formatMoney(value, report.currency);
  return (
    <ReportTable caption="Cost of bidding by month">
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Month</TableHead>
          <NumberHead>Time</NumberHead>
          <NumberHead>Expenses</NumberHead>
          <NumberHead>Total</NumberHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {report.months.map((month) => (
          <TableRow key={month.month}>
            <RowHead>{formatMonth(month.month)}</RowHead>
            <TableCell className={NUMERIC}>{money(month.time)}</TableCell>
            <TableCell className={NUMERIC}>{money(month.expenses)}</TableCell>
            <TableCell className={NUMERIC}>{money(month.total)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ReportTable>
  );
}

/** The rates the figures used, and what they leave out: amounts with no rate, hours with no cost rate. */
export function CostReportNotes({ report }: { report: CostReport }) {
  return (
    <div className="grid gap-1 text-sm text-muted-foreground">
      <p>
        Exchange rates used:{' '}
        {report.rates.length === 0
          ? 'none'
          : report.rates
              .map(
                (rate) =>
                  `${rate.currency} ${rate.rate} (${rate.tender ? `tender ${rate.reference_number ?? ''}` : formatMonth(rate.month ?? '')})`,
              )
              .join(' · ')}
      </p>
      {report.unconverted.length > 0 ? (
        <p>
          Not converted (no exchange rate):{' '}
          {report.unconverted
            .map((item) => `${formatMoney(item.amount, item.currency)} ${item.what} (${item.count})`)
            .join(' · ')}
        </p>
      ) : null}
      {report.unrated_hours > 0 ? (
        <p>{formatHours(report.unrated_hours)} without a cost rate are not counted.</p>
      ) : null}
    </div>
  );
}
