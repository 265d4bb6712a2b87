import { PrivacyPolicy } from '@/features/marketing/components/legal/privacy-policy';
import { PageMeta } from '@/features/marketing/components/page-meta';

export function Component() {
  return (
    <>
      <PageMeta
        title="Privacy Policy"
        description="How TenderFlow collects, uses, shares and protects your personal data, and the choices and rights you have."
      />
      <PrivacyPolicy />
    </>
  );
}
