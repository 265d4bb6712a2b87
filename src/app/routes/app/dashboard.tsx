import { AppPageHeader } from '@/components/layout/app-page-header';
import { SectionBoundary } from '@/components/section-boundary';
import { DashboardSummarySections } from '@/features/dashboard/components/dashboard-summary';
import { ExpiringDocumentsAlert } from '@/features/dashboard/components/expiring-documents-alert';
import { RecentTendersCard } from '@/features/dashboard/components/recent-tenders-card';

export function Component() {
  return (
    <>
      <AppPageHeader title="Dashboard" description="Overview of your bidding activities and tender status" />
      <div className="grid grid-cols-1 gap-6">
        <SectionBoundary name="company documents alert">
          <ExpiringDocumentsAlert />
        </SectionBoundary>
        <SectionBoundary name="summary">
          <DashboardSummarySections />
        </SectionBoundary>
        <SectionBoundary name="recent tenders">
          <RecentTendersCard />
        </SectionBoundary>
      </div>
    </>
  );
}
