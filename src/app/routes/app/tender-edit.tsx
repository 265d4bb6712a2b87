import { useNavigate, useParams } from 'react-router-dom';
import { AppPageHeader } from '@/components/layout/app-page-header';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { EditTenderForm } from '@/features/tenders/components/edit-tender-form';
import { TenderLoader } from '@/features/tenders/components/tender-loader';

export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <>
      <AppPageHeader title="Edit Tender" description="Update the details of this tender." />
      <TenderLoader id={id}>
        {(tender) => (
          <Card className="max-w-3xl">
            <CardContent className="pt-6">
              <EditTenderForm tender={tender} onDone={() => navigate(paths.app.tender(tender.id))} />
            </CardContent>
          </Card>
        )}
      </TenderLoader>
    </>
  );
}
