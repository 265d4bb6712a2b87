import { AppPageHeader } from '@/components/layout/app-page-header';
import { SectionBoundary } from '@/components/section-boundary';
import { PeriodSelect } from '@/features/reports/components/period-select';
import { RecentTendersSummary } from '@/features/reports/components/recent-tenders-summary';
import { StatusBreakdownCard } from '@/features/reports/components/status-breakdown-card';
import { TrendsCard } from '@/features/reports/components/trends-card';
import { useReportPeriod } from '@/features/reports/hooks/use-report-period';

export function Component() {
  const [period, setPeriod] = useReportPeriod();
  return (
    <>
      <AppPageHeader
        title="Reports"
        description="Analytics and insights on your tenders"
        actions={<PeriodSelect period={period} onChange={setPeriod} />}
      />
      <div className="grid grid-cols-1 gap-6">
        <SectionBoundary name="monthly tender trends">
          <TrendsCard period={period} />
        </SectionBoundary>
        <div className="grid grid-cols-1 gap-6 2xl:grid-cols-2">
          <SectionBoundary name="tender status breakdown">
            <StatusBreakdownCard period={period} />
          </SectionBoundary>
          <SectionBoundary name="recent tenders summary">
            <RecentTendersSummary />
          </SectionBoundary>
        </div>
      </div>
    </>
  );
}
