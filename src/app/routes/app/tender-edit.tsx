import { AppPageHeader } from '@/components/layout/app-page-header';

export function Component() {
  return <AppPageHeader title="Edit Tender" description="Update the details of this tender." />;
}
