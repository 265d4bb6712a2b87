import { PageMeta } from '@/components/page-meta';
import { GdprPage } from '@/features/marketing/components/legal/gdpr';

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
