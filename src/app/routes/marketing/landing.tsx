import { PageMeta } from '@/components/page-meta';
import { BelowTheFold } from '@/features/marketing/components/below-the-fold';
import { ClosingCta } from '@/features/marketing/components/closing-cta';
import { DemoSection } from '@/features/marketing/components/demo-section';
import { Hero } from '@/features/marketing/components/hero';
import { KeyBenefits } from '@/features/marketing/components/key-benefits';
import { Pricing } from '@/features/marketing/components/pricing';
import { PRODUCT_NAME, TAGLINE } from '@/features/marketing/model';

const title = `${PRODUCT_NAME} · Simple tender management for SMEs`;
const description =
  'Record tenders, track every bid from review to won or lost, run tasks on a Kanban board and never miss a deadline.';

export function Component() {
  return (
    <>
      <PageMeta title={PRODUCT_NAME} fullTitle={title} description={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={TAGLINE} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content="/" />
      <meta property="og:site_name" content={PRODUCT_NAME} />
      <meta name="twitter:card" content="summary" />
      <Hero />
      <BelowTheFold placeholderClassName="min-h-[4850px] sm:min-h-[4150px] lg:min-h-[2750px]">
        <KeyBenefits />
        <Pricing />
        <DemoSection />
        <ClosingCta />
      </BelowTheFold>
    </>
  );
}
