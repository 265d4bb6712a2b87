import { PageMeta } from '@/components/page-meta';
import { ClosingCta } from '@/features/marketing/components/closing-cta';
import { DemoSection } from '@/features/marketing/components/demo-section';
import { Hero } from '@/features/marketing/components/hero';
import { KeyBenefits } from '@/features/marketing/components/key-benefits';
import { Pricing } from '@/features/marketing/components/pricing';
import { PRODUCT_NAME } from '@/features/marketing/model';

export function Component() {
  return (
    <>
      <PageMeta
        title={PRODUCT_NAME}
        fullTitle={`${PRODUCT_NAME} · Simple tender management for SMEs`}
        description="Record tenders, track every bid from review to won or lost, run tasks on a Kanban board and never miss a deadline."
      />
      <Hero />
      <KeyBenefits />
      <Pricing />
      <DemoSection />
      <ClosingCta />
    </>
  );
}
