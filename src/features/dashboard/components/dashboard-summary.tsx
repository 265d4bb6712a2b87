import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error';
import { SectionBoundary } from '@/components/section-boundary';
import { Skeleton } from '@/components/ui/skeleton';
import { browserTimeZone } from '@/lib/dates';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { useWorkspace } from '@/lib/workspace';
import { dashboardQueries } from '../api/queries';
import { LOAD_FAILED } from '../model';
import { PipelineValueCard } from './pipeline-value-card';
import { StatCards } from './stat-cards';
import { TenderStatusCard } from './tender-status-card';
import { UpcomingDeadlinesCard } from './upcoming-deadlines-card';

function SummarySkeleton() {
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">Loading dashboard...</span>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-[116px]" />
        ))}
      </div>
      <Skeleton className="h-44" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    </div>
  );
}

/** The stat cards, the pipeline value and the status card (one dashboard_summary request), and the upcoming deadlines (the bell's). */
export function DashboardSummarySections() {
  const workspace = useWorkspace();
  const query = useQuery(dashboardQueries.summary(workspace.id, browserTimeZone()));
  useLoadErrorToast(query, LOAD_FAILED);
  if (query.isPending) return <SummarySkeleton />;
  if (!query.data) {
    return <LoadError message={LOAD_FAILED} query={query} />;
  }
  return (
    <>
      <StatCards summary={query.data} />
      <SectionBoundary name="pipeline value">
        <PipelineValueCard summary={query.data} />
      </SectionBoundary>
      <div className="grid gap-6 lg:grid-cols-2">
        <SectionBoundary name="tender status">
          <TenderStatusCard summary={query.data} />
        </SectionBoundary>
        <SectionBoundary name="upcoming deadlines">
          <UpcomingDeadlinesCard />
        </SectionBoundary>
      </div>
    </>
  );
}
