import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useHelpTab } from '../hooks/use-help-tab';
import { faqResultsLabel, filterFaqs, HELP_TABS, helpTabLabels } from '../model';
import { ContactSupport } from './contact-support';
import { FaqList } from './faq-list';
import { ResourcesList } from './resources-list';

/** Help & Support: a search over the FAQs, and the FAQs, Contact Support and Resources tabs. */
export function HelpCenter() {
  const [tab, setTab] = useHelpTab();
  const [query, setQuery] = useState('');
  const results = filterFaqs(query);
  const searchId = useId();

  return (
    <div className="grid max-w-3xl gap-6">
      <div className="grid gap-2">
        <label htmlFor={searchId} className="text-sm font-medium">
          Search help articles
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            placeholder="Search for answers..."
            className="pl-9"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              if (tab !== 'faqs') setTab('faqs');
            }}
          />
        </div>
        <p role="status" className="sr-only">
          {query.trim() ? faqResultsLabel(results.length) : ''}
        </p>
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="grid h-auto grid-cols-3 sm:inline-flex">
          {HELP_TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {helpTabLabels[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="faqs">
          <FaqList faqs={results} />
        </TabsContent>
        <TabsContent value="contact">
          <ContactSupport />
        </TabsContent>
        <TabsContent value="resources">
          <ResourcesList />
        </TabsContent>
      </Tabs>
    </div>
  );
}
