import { AppPageHeader } from '@/components/layout/app-page-header';

export function Component() {
  return <AppPageHeader title="Settings" description="Manage your profile, notifications and appearance" />;
}
