import { AppPageHeader } from '@/components/layout/app-page-header';

export function Component() {
  return <AppPageHeader title="Help & Support" description="Get help and documentation" />;
}
