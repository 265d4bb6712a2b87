import { PageMeta } from '@/components/page-meta';
import { FaqPage } from '@/features/marketing/components/faq-page';

export function Component() {
  return (
    <>
      <PageMeta
        title="FAQ"
        description="Answers to common questions about TenderFlow: what it does, integrations, data security and GDPR, demos, support and updates."
      />
      <FaqPage />
    </>
  );
}
