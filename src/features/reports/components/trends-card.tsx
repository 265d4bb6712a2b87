import { useQuery } from '@tanstack/react-query';
import { browserTimeZone } from '@/lib/dates';
import { RATES_FOOTNOTE } from '@/lib/rates';
import { useWorkspace } from '@/lib/workspace';
import { reportQueries } from '../api/queries';
import { useValueReport } from '../hooks/use-value-report';
import {
  periodLabels,
  reportFileName,
  trendRows,
  trendsCsv,
  wonValueColumns,
  type ReportPeriod,
} from '../model';
import { ExportCsvButton } from './export-csv-button';
import { ReportCard } from './report-card';
import { TrendChart, TrendLegend } from './trend-chart';
import { TrendTable } from './trend-table';

const TITLE = 'Monthly Tender Trends';

/** Tenders per month of creation over the period: a chart and, as its text alternative, a table with the won value. */
export function TrendsCard({ period }: { period: ReportPeriod }) {
  const workspace = useWorkspace();
  const query = useQuery(reportQueries.trends(workspace.id, browserTimeZone(), period));
  // Won value joins the table once the value report is there (its own cards show its errors).
  const value = useValueReport(period);
  const wonValue = value.data && wonValueColumns(value.data);
  const caption = `${TITLE}, ${periodLabels[period].toLowerCase()}`;
  return (
    <ReportCard
      title={TITLE}
      description={`${periodLabels[period]}, by month of creation`}
      query={query}
      action={(months) => (
        <ExportCsvButton
          what={TITLE}
          fileName={reportFileName('tender-trends', period)}
          csv={months && (() => trendsCsv(trendRows(months), wonValue))}
        />
      )}
    >
      {(months) => {
        const rows = trendRows(months);
        return (
          <div className="grid grid-cols-1 gap-6">
            <figure className="grid grid-cols-1 gap-3">
              <TrendChart
                rows={rows}
                label={`Bar chart of total, submitted and won tenders per month with the win rate as a line, ${periodLabels[period].toLowerCase()}. The table below lists the same figures.`}
              />
              <figcaption>
                <TrendLegend />
              </figcaption>
            </figure>
            <TrendTable rows={rows} caption={caption} wonValue={wonValue} />
            <p className="text-xs text-muted-foreground">{RATES_FOOTNOTE}</p>
          </div>
        );
      }}
    </ReportCard>
  );
}
