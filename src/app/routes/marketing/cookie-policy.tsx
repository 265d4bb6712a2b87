import { PageMeta } from '@/components/page-meta';
import { CookiePolicy } from '@/features/marketing/components/legal/cookie-policy';

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
