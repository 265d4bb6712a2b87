import { Link } from 'react-router-dom';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { faqs } from '../model';
import { PageHero } from './page-hero';

/** The FAQ: one answer open at a time, and the open one can be closed again. */
export function FaqList() {
  return (
    <Accordion type="single" collapsible className="w-full">
      {faqs.map((faq, index) => (
        <AccordionItem key={faq.question} value={`faq-${index}`}>
          <AccordionTrigger className="text-base">{faq.question}</AccordionTrigger>
          <AccordionContent className="text-base leading-relaxed">{faq.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
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
