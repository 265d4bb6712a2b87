import { PageMeta } from '@/components/page-meta';
import { TermsOfService } from '@/features/marketing/components/legal/terms-of-service';

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
