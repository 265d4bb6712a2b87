import { AppPageHeader } from '@/components/layout/app-page-header';
import { SectionBoundary } from '@/components/section-boundary';
import { BidCostReportCard } from '@/features/bid-costs/components/bid-cost-report-card';
import { BondsReportCard } from '@/features/bid-bonds/components/bonds-report-card';
import { BidScoreReportCard } from '@/features/bid-decisions/components/bid-score-report-card';
import { AnswerWinRatesCard } from '@/features/library/components/answer-win-rates-card';
import { CompetitorsCard } from '@/features/reports/components/competitors-card';
import { LossReasonsCard } from '@/features/reports/components/loss-reasons-card';
import { PeriodSelect } from '@/features/reports/components/period-select';
import { PipelineValueCard } from '@/features/reports/components/pipeline-value-card';
import { RecentTendersSummary } from '@/features/reports/components/recent-tenders-summary';
import { StatusBreakdownCard } from '@/features/reports/components/status-breakdown-card';
import { TrendsCard } from '@/features/reports/components/trends-card';
import { WinRatesCard } from '@/features/reports/components/win-rates-card';
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
        <SectionBoundary name="cost of bidding">
          <BidCostReportCard period={period} />
        </SectionBoundary>
        <div className="grid grid-cols-1 gap-6 2xl:grid-cols-2">
          <SectionBoundary name="pipeline value">
            <PipelineValueCard period={period} />
          </SectionBoundary>
          <SectionBoundary name="win rates">
            <WinRatesCard period={period} />
          </SectionBoundary>
          <SectionBoundary name="loss reasons">
            <LossReasonsCard period={period} />
          </SectionBoundary>
          <SectionBoundary name="competitors who beat us">
            <CompetitorsCard period={period} />
          </SectionBoundary>
          <SectionBoundary name="bid scores">
            <BidScoreReportCard period={period} />
          </SectionBoundary>
          <SectionBoundary name="bid bonds outstanding">
            <BondsReportCard />
          </SectionBoundary>
          <SectionBoundary name="win rate by answer">
            <AnswerWinRatesCard />
          </SectionBoundary>
        </div>
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
