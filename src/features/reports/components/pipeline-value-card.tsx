import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatMoney } from '@/lib/money';
import { statusLabel } from '@/lib/statuses';
import { useValueReport } from '../hooks/use-value-report';
import {
  periodLabels,
  pipelineCsv,
  pipelineGroups,
  reportFileName,
  type PipelineGroup,
  type ReportPeriod,
} from '../model';
import { ExportCsvButton } from './export-csv-button';
import { ReportCard } from './report-card';
import { EmptyNote, NumberHead, NUMERIC, ReportTable, RowHead } from '@/components/report-table';

const TITLE = 'Pipeline value';

// The count gives way below 640 px, so the total and the weighted forecast fit a phone.
const COUNT = `hidden sm:table-cell ${NUMERIC}`;

const plural = (n: number) => (n === 1 ? '1 open tender has' : `${n} open tenders have`);

function PipelineTable({ group, caption }: { group: PipelineGroup; caption: string }) {
  const money = (value: number) => formatMoney(value, group.currency, { whole: true });
  const unvalued = group.total.count - group.total.valued;
  return (
    <div className="grid gap-2">
      {/* Smaller figures on a phone, so the weighted forecast fits beside the total. */}
      <ReportTable caption={caption} className="text-xs sm:text-sm">
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Status</TableHead>
            <TableHead scope="col" className="hidden text-right sm:table-cell">
              Tenders
            </TableHead>
            <NumberHead>Total</NumberHead>
            <NumberHead>Weighted forecast</NumberHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {group.rows.map((row) => (
            <TableRow key={row.status}>
              <RowHead className="text-xs sm:text-sm">{statusLabel(row.status)}</RowHead>
              <TableCell className={COUNT}>{row.count}</TableCell>
              <TableCell className={NUMERIC}>{money(row.total)}</TableCell>
              <TableCell className={NUMERIC}>{money(row.weighted)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <tfoot className="border-t-2 font-semibold">
          <TableRow>
            <RowHead className="text-xs font-semibold sm:text-sm">Total</RowHead>
            <TableCell className={COUNT}>{group.total.count}</TableCell>
            <TableCell className={NUMERIC}>{money(group.total.total)}</TableCell>
            <TableCell className={NUMERIC}>{money(group.total.weighted)}</TableCell>
          </TableRow>
        </tfoot>
      </ReportTable>
      {unvalued > 0 ? (
        <p className="text-xs text-muted-foreground">{plural(unvalued)} no value yet and count as 0.</p>
      ) : null}
    </div>
  );
}

/** Open tenders created in the period by status, per currency: total and probability-weighted. */
export function PipelineValueCard({ period }: { period: ReportPeriod }) {
  const query = useValueReport(period);
  const when = periodLabels[period].toLowerCase();
  return (
    <ReportCard
      title={TITLE}
      description={`Open tenders created: ${when}. Weighted forecast = value × probability.`}
      query={query}
      action={(report) => (
        <ExportCsvButton
          what={TITLE}
          fileName={reportFileName('pipeline-value', period)}
          csv={report && (() => pipelineCsv(pipelineGroups(report.pipeline)))}
        />
      )}
    >
      {(report) => {
        const groups = pipelineGroups(report.pipeline);
        if (groups.length === 0) return <EmptyNote>No open tenders were created in this period</EmptyNote>;
        return (
          <div className="grid gap-6">
            {groups.map((group) => (
              <div key={group.currency} className="grid gap-2">
                {groups.length > 1 ? <h3 className="text-sm font-semibold">{group.currency}</h3> : null}
                <PipelineTable group={group} caption={`${TITLE} in ${group.currency} by status, ${when}`} />
              </div>
            ))}
          </div>
        );
      }}
    </ReportCard>
  );
}
