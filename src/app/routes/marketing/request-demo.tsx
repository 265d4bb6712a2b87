import { PageMeta } from '@/components/page-meta';
import { DemoForm } from '@/features/marketing/components/demo-form';
import { PageHero } from '@/features/marketing/components/page-hero';

export function Component() {
  return (
    <>
      <PageMeta
        title="Request a Demo"
        description="Book a personal TenderFlow demo: a 30-minute walkthrough tailored to how your business bids on tenders."
      />
      <PageHero
        eyebrow="Request a Demo"
        title="See TenderFlow in action"
        description="Tell us a little about your business and a product specialist will walk you through TenderFlow with your own use case."
      />
      <div className="container max-w-2xl py-14 sm:px-6 sm:py-16">
        <div className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
          <DemoForm />
        </div>
      </div>
    </>
  );
}
