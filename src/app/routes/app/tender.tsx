import { AppPageHeader } from '@/components/layout/app-page-header';

export function Component() {
  return <AppPageHeader title="Tender Details" description="The tender's details, deadlines and tasks." />;
}
