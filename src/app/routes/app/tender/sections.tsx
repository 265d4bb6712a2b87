// The tender page's sections other than its header and task board: the Overview's cards and
// the Requirements, Clarifications and Addenda tabs. Loaded apart from the route (their forms
// and zod schemas are most of its code), so that the header and the board render first and
// these follow below without holding them up.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback } from 'react';
import { SectionBoundary } from '@/components/section-boundary';
import { AddendaCard } from '@/features/addenda/components/addenda-card';
import { DeadlineHistoryCard } from '@/features/addenda/components/deadline-history-card';
import { BidBondCard } from '@/features/bid-bonds/components/bid-bond-card';
import { BidCostCard } from '@/features/bid-costs/components/bid-cost-card';
import { ExpectedBidCost } from '@/features/bid-costs/components/expected-bid-cost';
import { BidDecisionCard } from '@/features/bid-decisions/components/bid-decision-card';
import { ClarificationsCard } from '@/features/clarifications/components/clarifications-card';
import { ClarificationDraftsCue } from '@/features/clarifications/components/drafts-cue';
import { companyDocumentQueries } from '@/features/company-documents/api/queries';
import { RequiredDocumentsCard } from '@/features/company-documents/components/required-documents-card';
import { DocumentsCard } from '@/features/documents/components/documents-card';
import { RequirementsCard } from '@/features/requirements/components/requirements-card';
import { TenderDetailsCard } from '@/features/tenders/components/tender-details-card';
import { TenderInfoCard } from '@/features/tenders/components/tender-info-card';
import { OutcomeCard } from '@/features/tenders/components/outcome-card';
import { TenderValueCard } from '@/features/tenders/components/tender-value-card';
import type { Tender } from '@/features/tenders/model';

/** The Overview's cards below the task board. */
export function OverviewCards({ tender }: { tender: Tender }) {
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <TenderDetailsCard tender={tender} inquiryCue={<ClarificationDraftsCue tender={tender} />} />
        </div>
        <TenderInfoCard tender={tender} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <TenderValueCard tender={tender} />
        <OutcomeCard tender={tender} />
      </div>
      <SectionBoundary name="bid decision">
        <BidDecisionCard tender={tender} beside={<ExpectedBidCost tender={tender} />} />
      </SectionBoundary>
      <SectionBoundary name="bid cost">
        <BidCostCard tender={tender} />
      </SectionBoundary>
      <SectionBoundary name="bid bond">
        <BidBondCard tender={tender} />
      </SectionBoundary>
      <SectionBoundary name="required company documents">
        <RequiredDocumentsCard tender={tender} />
      </SectionBoundary>
      <SectionBoundary name="documents">
        <DocumentsCard tender={tender} />
      </SectionBoundary>
    </>
  );
}

// The library's answers under each requirement, with their editor: loaded with the
// Requirements tab, never with the tender's other tabs.
const tenderLibrary = () => import('@/features/library/components/tender-library');
const RequirementAnswers = lazy(() => tenderLibrary().then((m) => ({ default: m.RequirementAnswers })));
const DownloadResponseButton = lazy(() =>
  tenderLibrary().then((m) => ({ default: m.DownloadResponseButton })),
);

const NO_DOCUMENTS: readonly { id: string; name: string }[] = [];

/** The company library (a requirement's other evidence): the query's array itself, so rows re-render only when it changes. */
function useLibraryDocuments(workspaceId: string) {
  return useQuery(companyDocumentQueries.list(workspaceId)).data ?? NO_DOCUMENTS;
}

interface WithDocuments {
  tender: Tender;
  /** The names of the tender's documents (its Documents card): an addendum's document, a requirement's evidence. */
  documentNames: string[];
}

/** The compliance checklist, whose evidence is the tender's documents, the company library or library answers. */
export function RequirementsSection({ tender, documentNames }: WithDocuments) {
  const libraryDocuments = useLibraryDocuments(tender.workspace_id);
  const answers = useCallback(
    (requirement: { id: string; requirement: string }) => (
      <Suspense fallback={null}>
        <RequirementAnswers tender={tender} requirement={requirement} />
      </Suspense>
    ),
    [tender],
  );
  return (
    <SectionBoundary name="requirements">
      <RequirementsCard
        tender={tender}
        documentNames={documentNames}
        libraryDocuments={libraryDocuments}
        extra={answers}
        actions={
          <Suspense fallback={null}>
            <DownloadResponseButton tender={tender} />
          </Suspense>
        }
      />
    </SectionBoundary>
  );
}

export function ClarificationsSection({ tender }: { tender: Tender }) {
  return (
    <SectionBoundary name="clarifications">
      <ClarificationsCard tender={tender} />
    </SectionBoundary>
  );
}

/** The addenda and the deadline history. */
export function AddendaSection({ tender, documentNames }: WithDocuments) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SectionBoundary name="addenda">
        <AddendaCard tender={tender} documentNames={documentNames} />
      </SectionBoundary>
      <SectionBoundary name="deadline history">
        <DeadlineHistoryCard tenderId={tender.id} />
      </SectionBoundary>
    </div>
  );
}
