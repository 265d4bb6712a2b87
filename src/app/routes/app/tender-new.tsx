import { AppPageHeader } from '@/components/layout/app-page-header';
import { Card, CardContent } from '@/components/ui/card';
import { CreateTenderForm } from '@/features/tenders/components/create-tender-form';

export function Component() {
  return (
    <>
      <AppPageHeader title="New Tender" description="Add a new tender to track and manage." />
      <Card className="max-w-3xl">
        <CardContent className="pt-6">
          <CreateTenderForm />
        </CardContent>
      </Card>
    </>
  );
}
