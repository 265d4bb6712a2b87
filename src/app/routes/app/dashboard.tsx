import { AppPageHeader } from '@/components/layout/app-page-header';

export function Component() {
  return (
    <AppPageHeader title="Dashboard" description="Overview of your bidding activities and tender status" />
  );
}
