import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { support, type Faq } from '../model';

/** The FAQs matching the search, one open at a time; 'No results found' when none match. */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Frequently Asked Questions</CardTitle>
        <CardDescription>Quick answers to the questions we hear most.</CardDescription>
      </CardHeader>
      <CardContent>
        {faqs.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">No results found</p>
        ) : (
          <Accordion type="single" collapsible>
            {faqs.map((faq) => (
              <AccordionItem key={faq.id} value={faq.id}>
                <AccordionTrigger>{faq.question}</AccordionTrigger>
                <AccordionContent>{faq.answer}</AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        )}
      </CardContent>
      <CardFooter className="block text-sm text-muted-foreground">
        Still stuck?{' '}
        <Link to={`${paths.app.help}?tab=contact`} className="font-medium text-primary underline">
          Contact support
        </Link>
        : we answer email within 24 hours, and phones {support.phoneHours}.
      </CardFooter>
    </Card>
  );
}
