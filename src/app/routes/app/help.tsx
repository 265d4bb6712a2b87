import { AppPageHeader } from '@/components/layout/app-page-header';
import { HelpCenter } from '@/features/help/components/help-center';

export function Component() {
  return (
    <>
      <AppPageHeader title="Help & Support" description="Get help and documentation" />
      <HelpCenter />
    </>
  );
}
