import { CareersPage } from '@/features/marketing/components/careers-page';
import { PageMeta } from '@/features/marketing/components/page-meta';

export function Component() {
  return (
    <>
      <PageMeta
        title="Careers"
        description="Join TenderFlow and help small businesses win more work. See our open engineering, product, design and customer success roles."
      />
      <CareersPage />
    </>
  );
}
