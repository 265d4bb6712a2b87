import { AppPageHeader } from '@/components/layout/app-page-header';
import { BidBondsOverview } from '@/features/bid-bonds/components/bid-bonds-overview';

export function Component() {
  return (
    <>
      <AppPageHeader title="Bid bonds" description="Every bid bond, and what is outstanding per currency" />
      <BidBondsOverview />
    </>
  );
}
