import { useParams } from 'react-router-dom';
import { SectionBoundary } from '@/components/section-boundary';
import { BidBondCard } from '@/features/bid-bonds/components/bid-bond-card';
import { BidDecisionCard } from '@/features/bid-decisions/components/bid-decision-card';
import { DocumentsCard } from '@/features/documents/components/documents-card';
import { TasksCard } from '@/features/tasks/components/tasks-card';
import { TenderDetailsCard } from '@/features/tenders/components/tender-details-card';
import { TenderHeader } from '@/features/tenders/components/tender-header';
import { TenderInfoCard } from '@/features/tenders/components/tender-info-card';
import { OutcomeCard } from '@/features/tenders/components/outcome-card';
import { TenderLoader } from '@/features/tenders/components/tender-loader';
import { TenderValueCard } from '@/features/tenders/components/tender-value-card';

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
            <div className="grid gap-6 lg:grid-cols-2">
              <TenderValueCard tender={tender} />
              <OutcomeCard tender={tender} />
            </div>
            <SectionBoundary name="bid decision">
              <BidDecisionCard tender={tender} />
            </SectionBoundary>
            <SectionBoundary name="bid bond">
              <BidBondCard tender={tender} />
            </SectionBoundary>
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
