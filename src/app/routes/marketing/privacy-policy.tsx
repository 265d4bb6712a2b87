import { PageMeta } from '@/components/page-meta';
import { PrivacyPolicy } from '@/features/marketing/components/legal/privacy-policy';

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
