import { TermsOfService } from '@/features/marketing/components/legal/terms-of-service';
import { PageMeta } from '@/features/marketing/components/page-meta';

export function Component() {
  return (
    <>
      <PageMeta
        title="Terms of Service"
        description="The terms that govern your use of TenderFlow: accounts, plans and fees, acceptable use, your content and liability."
      />
      <TermsOfService />
    </>
  );
}
