import { AppPageHeader } from '@/components/layout/app-page-header';

export function Component() {
  return <AppPageHeader title="Tenders" description="Manage and track all your bidding submissions" />;
}
