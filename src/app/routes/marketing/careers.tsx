import { PageMeta } from '@/components/page-meta';
import { CareersPage } from '@/features/marketing/components/careers-page';

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
