import { useParams } from 'react-router-dom';
import { SectionBoundary } from '@/components/section-boundary';
import { DocumentsCard } from '@/features/documents/components/documents-card';
import { TasksCard } from '@/features/tasks/components/tasks-card';
import { TenderDetailsCard } from '@/features/tenders/components/tender-details-card';
import { TenderHeader } from '@/features/tenders/components/tender-header';
import { TenderInfoCard } from '@/features/tenders/components/tender-info-card';
import { TenderLoader } from '@/features/tenders/components/tender-loader';

export function Component() {
  const { id = '' } = useParams();
  return (
    <TenderLoader id={id}>
      {(tender) => (
        <>
          <TenderHeader tender={tender} />
          <div className="grid grid-cols-1 gap-6">
            <div className="grid gap-6 lg:grid-cols-3">
              <div className="lg:col-span-2">
                <TenderDetailsCard tender={tender} />
              </div>
              <TenderInfoCard tender={tender} />
            </div>
            <SectionBoundary name="tasks">
              <TasksCard tender={tender} />
            </SectionBoundary>
            <SectionBoundary name="documents">
              <DocumentsCard tender={tender} />
            </SectionBoundary>
          </div>
        </>
      )}
    </TenderLoader>
  );
}
