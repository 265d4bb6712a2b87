import { AppPageHeader } from '@/components/layout/app-page-header';

export function Component() {
  return <AppPageHeader title="New Tender" description="Add a new tender to track and manage." />;
}
