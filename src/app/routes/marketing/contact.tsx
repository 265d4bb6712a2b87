import { PageMeta } from '@/components/page-meta';
import { ContactPage } from '@/features/marketing/components/contact-page';

export function Component() {
  return (
    <>
      <PageMeta
        title="Contact"
        description="Call, email or write to the TenderFlow team. We answer phone calls Monday-Friday 9am-5pm and every email within 24 hours."
      />
      <ContactPage />
    </>
  );
}
