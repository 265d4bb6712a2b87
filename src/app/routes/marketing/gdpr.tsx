import { GdprPage } from '@/features/marketing/components/legal/gdpr';
import { PageMeta } from '@/features/marketing/components/page-meta';

export function Component() {
  return (
    <>
      <PageMeta
        title="GDPR"
        description="How TenderFlow complies with the GDPR: our roles, lawful bases, your rights, breach notification and how to contact our DPO."
      />
      <GdprPage />
    </>
  );
}
