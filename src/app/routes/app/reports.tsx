import { AppPageHeader } from '@/components/layout/app-page-header';

export function Component() {
  return <AppPageHeader title="Reports" description="Analytics and insights on your tenders" />;
}
