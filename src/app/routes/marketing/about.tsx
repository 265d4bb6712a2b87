import { PageMeta } from '@/components/page-meta';
import { AboutPage } from '@/features/marketing/components/about-page';

export function Component() {
  return (
    <>
      <PageMeta
        title="About"
        description="TenderFlow was founded in 2023 to make tender management simple for small and medium businesses. Meet our mission, values and team."
      />
      <AboutPage />
    </>
  );
}
