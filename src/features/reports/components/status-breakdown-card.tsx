import { useQuery } from '@tanstack/react-query';
import { StatusBars } from '@/components/status-bars';
import { browserTimeZone } from '@/lib/dates';
import { statusBreakdown } from '@/lib/rates';
import { useWorkspace } from '@/lib/workspace';
import { reportQueries } from '../api/queries';
import { periodLabels, reportFileName, statusCsv, type ReportPeriod } from '../model';
import { ExportCsvButton } from './export-csv-button';
import { ReportCard } from './report-card';

const TITLE = 'Tender Status Breakdown';

/** Tenders created in the period per status: count, percent of total and a coloured bar. */
export function StatusBreakdownCard({ period }: { period: ReportPeriod }) {
  const workspace = useWorkspace();
  const query = useQuery(reportQueries.statuses(workspace.id, browserTimeZone(), period));
  return (
    <ReportCard
      title={TITLE}
      description={`Tenders created: ${periodLabels[period].toLowerCase()}`}
      query={query}
      action={(counts) => (
        <ExportCsvButton
          what={TITLE}
          fileName={reportFileName('tender-status', period)}
          csv={counts && (() => statusCsv(statusBreakdown(counts)))}
        />
      )}
    >
      {(counts) => {
        const rows = statusBreakdown(counts);
        const total = rows.reduce((sum, row) => sum + row.count, 0);
        return (
          <div className="grid grid-cols-1 gap-4">
            <p className="text-sm text-muted-foreground">
              <span className="font-semibold text-foreground">{total}</span>{' '}
              {total === 1 ? 'tender' : 'tenders'}
            </p>
            <StatusBars label="Tenders by status" rows={rows} />
          </div>
        );
      }}
    </ReportCard>
  );
}
