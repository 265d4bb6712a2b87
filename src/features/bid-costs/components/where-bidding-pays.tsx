import { useState } from 'react';
import { NumberHead, NUMERIC, ReportTable, RowHead } from '@/components/report-table';
import { Label } from '@/components/ui/label';
import { nativeSelectClass } from '@/components/ui/native-select';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatMoney } from '@/lib/money';
import { cn } from '@/lib/utils';
import { dimensionLabels, groupLabel, rankedGroups, type CostReport, type Dimension } from '../report';

const DIMENSIONS: Dimension[] = ['client', 'type', 'channel', 'band'];

/**
 * 'Where bidding pays': clients, types, channels or bands by value won per unit of bid cost,
 * each with its bids and wins beside it, so a single lucky win shows as one.
 */
export function WhereBiddingPays({ report }: { report: CostReport }) {
  const [dimension, setDimension] = useState<Dimension>('client');
  const money = (value: number | null) => (value === null ? '—' : formatMoney(value, report.currency));
  const rows = rankedGroups(report, dimension);
  return (
    <section aria-labelledby="where-bidding-pays" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="where-bidding-pays" className="font-medium">
          Where bidding pays
        </h3>
        <div className="flex items-center gap-2">
          <Label htmlFor="where-bidding-pays-by">By</Label>
          <select
            id="where-bidding-pays-by"
            className={cn(nativeSelectClass, 'w-auto')}
            value={dimension}
            onChange={(event) => setDimension(event.target.value as Dimension)}
          >
            {DIMENSIONS.map((value) => (
              <option key={value} value={value}>
                {dimensionLabels[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ReportTable caption={`Where bidding pays, by ${dimensionLabels[dimension].toLowerCase()}`}>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">{dimensionLabels[dimension]}</TableHead>
            <NumberHead>Value won per unit of cost</NumberHead>
            <NumberHead>Bids</NumberHead>
            <NumberHead>Wins</NumberHead>
            <NumberHead>Bid cost</NumberHead>
            <NumberHead>Cost per bid</NumberHead>
            <NumberHead>Cost per win</NumberHead>
            <NumberHead>Share of value won</NumberHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <RowHead>{groupLabel(row)}</RowHead>
              <TableCell className={NUMERIC}>{row.value_per_cost ?? '—'}</TableCell>
              <TableCell className={NUMERIC}>{row.bids}</TableCell>
              <TableCell className={NUMERIC}>{row.wins}</TableCell>
              <TableCell className={NUMERIC}>{money(row.cost)}</TableCell>
              <TableCell className={NUMERIC}>{money(row.cost_per_bid)}</TableCell>
              <TableCell className={NUMERIC}>{money(row.cost_per_win)}</TableCell>
              <TableCell className={NUMERIC}>{row.share === null ? '—' : `${row.share} %`}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ReportTable>
    </section>
  );
}
