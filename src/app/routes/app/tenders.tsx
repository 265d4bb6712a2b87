import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AppPageHeader } from '@/components/layout/app-page-header';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { TenderList } from '@/features/tenders/components/tender-list';

export function Component() {
  return (
    <>
      <AppPageHeader
        title="Tenders"
        description="Manage and track all your bidding submissions"
        actions={
          <Link to={paths.app.newTender} className={buttonVariants()}>
            <Plus aria-hidden /> New Tender
          </Link>
        }
      />
      <TenderList />
    </>
  );
}
