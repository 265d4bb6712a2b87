import { ChevronDown } from 'lucide';
import { Icon } from '@/components/icon';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { faqs } from '../faq';
import { PageHero } from './page-hero';

/**
 * The FAQ: one answer open at a time, and the open one can be closed again. Native
 * disclosures sharing one name do exactly that, before any script runs and without one;
 * every answer is in the page for readers and crawlers alike.
 */
export function FaqList() {
  return (
    <div className="w-full">
      {faqs.map((faq) => (
        <details key={faq.question} name="faq" className="group border-b">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm py-4 text-left text-base font-medium hover:underline [&::-webkit-details-marker]:hidden">
            {faq.question}
            <Icon
              node={ChevronDown}
              className="size-4 shrink-0 transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <p className="pb-4 text-base leading-relaxed text-muted-foreground">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}

export function FaqPage() {
  return (
    <>
      <PageHero
        eyebrow="FAQ"
        title="Frequently asked questions"
        description="Everything you need to know about TenderFlow. Can't find an answer? We are one message away."
      />
      <div className="container max-w-3xl py-16 sm:px-6 sm:py-20">
        <FaqList />
        <div className="mt-14 rounded-xl border bg-muted/40 p-8 text-center">
          <h2 className="text-xl font-semibold">Still have questions?</h2>
          <p className="mx-auto mt-2 max-w-md text-muted-foreground">
            Talk to our team or see TenderFlow in action with a personal demo.
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild variant="outline">
              <Link to={paths.contact}>Contact Us</Link>
            </Button>
            <Button asChild>
              <Link to={paths.requestDemo}>Request a Demo</Link>
            </Button>
          </div>
        </div>
      </div>
    </>
  );
}
