import { AppPageHeader } from '@/components/layout/app-page-header';
import { RatesCard } from '@/features/bid-costs/components/rates-card';
import { BidSettingsCard } from '@/features/bid-decisions/components/bid-settings-card';
import { SettingsTabs } from '@/features/settings/components/settings-tabs';
import { TemplatesCard } from '@/features/templates/components/templates-card';

export function Component() {
  return (
    <>
      <AppPageHeader title="Settings" description="Manage your profile, notifications and appearance" />
      <SettingsTabs
        pipelineExtra={(onDirtyChange) => (
          <>
            <BidSettingsCard onDirtyChange={onDirtyChange} />
            <RatesCard />
          </>
        )}
        templates={<TemplatesCard />}
      />
    </>
  );
}
