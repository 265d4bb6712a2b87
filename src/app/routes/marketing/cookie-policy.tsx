import { CookiePolicy } from '@/features/marketing/components/legal/cookie-policy';
import { PageMeta } from '@/features/marketing/components/page-meta';

export function Component() {
  return (
    <>
      <PageMeta
        title="Cookie Policy"
        description="The cookies and browser storage TenderFlow uses, and how to manage cookies in Chrome, Firefox, Safari and Edge."
      />
      <CookiePolicy />
    </>
  );
}
