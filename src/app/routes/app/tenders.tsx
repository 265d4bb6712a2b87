import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AppPageHeader } from '@/components/layout/app-page-header';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { TenderList } from '@/features/tenders/components/tender-list';
import { canEditTenders, useWorkspace } from '@/lib/workspace';

export function Component() {
  const { role } = useWorkspace();
  return (
    <>
      <AppPageHeader
        title="Tenders"
        description="Manage and track all your bidding submissions"
        actions={
          canEditTenders(role) ? (
            <Link to={paths.app.newTender} className={buttonVariants()}>
              <Plus aria-hidden /> New Tender
            </Link>
          ) : null
        }
      />
      <TenderList />
    </>
  );
}
