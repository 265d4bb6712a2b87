import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { SectionBoundary } from '@/components/section-boundary';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ActivityFeed } from '@/features/activity/components/activity-feed';
import { AddendaCard } from '@/features/addenda/components/addenda-card';
import { DeadlineHistoryCard } from '@/features/addenda/components/deadline-history-card';
import { BidBondCard } from '@/features/bid-bonds/components/bid-bond-card';
import { BidCostCard } from '@/features/bid-costs/components/bid-cost-card';
import { ExpectedBidCost } from '@/features/bid-costs/components/expected-bid-cost';
import { TaskTimer } from '@/features/bid-costs/components/task-timer';
import { BidDecisionCard } from '@/features/bid-decisions/components/bid-decision-card';
import { ClarificationsCard } from '@/features/clarifications/components/clarifications-card';
import { ClarificationDraftsCue } from '@/features/clarifications/components/drafts-cue';
import { companyDocumentQueries } from '@/features/company-documents/api/queries';
import { RequiredDocumentsCard } from '@/features/company-documents/components/required-documents-card';
import { documentQueries } from '@/features/documents/api/queries';
import { DocumentsCard } from '@/features/documents/components/documents-card';
import { RequirementsCard } from '@/features/requirements/components/requirements-card';
import { RequirementsSubmitGuard } from '@/features/requirements/components/submit-guard';
import { TasksCard } from '@/features/tasks/components/tasks-card';
import { TenderDetailsCard } from '@/features/tenders/components/tender-details-card';
import { TenderHeader } from '@/features/tenders/components/tender-header';
import { TenderInfoCard } from '@/features/tenders/components/tender-info-card';
import { OutcomeCard } from '@/features/tenders/components/outcome-card';
import { TenderLoader } from '@/features/tenders/components/tender-loader';
import { TenderValueCard } from '@/features/tenders/components/tender-value-card';
import type { Tender } from '@/features/tenders/model';

const TABS = ['overview', 'requirements', 'clarifications', 'addenda', 'activity'] as const;
type Tab = (typeof TABS)[number];

/** The timer at the foot of each Kanban card (the bid-costs feature's, composed here). */
const timerOnTask = (task: { id: string; name: string }) => <TaskTimer task={task} />;

function Overview({ tender }: { tender: Tender }) {
  return (
    <div className="grid grid-cols-1 gap-6">
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
      <SectionBoundary name="tasks">
        <TasksCard tender={tender} cardExtra={timerOnTask} />
      </SectionBoundary>
      <SectionBoundary name="documents">
        <DocumentsCard tender={tender} />
      </SectionBoundary>
    </div>
  );
}

/** The names of the tender's documents (its Documents card): an addendum's document, a requirement's evidence. */
function useDocumentNames(tenderId: string): string[] {
  const documents = useQuery(documentQueries.byTender(tenderId));
  return documents.data?.map((document) => document.name) ?? [];
}

const NO_DOCUMENTS: readonly { id: string; name: string }[] = [];

/** The company library (a requirement's other evidence): the query's array itself, so rows re-render only when it changes. */
function useLibraryDocuments(workspaceId: string) {
  return useQuery(companyDocumentQueries.list(workspaceId)).data ?? NO_DOCUMENTS;
}

/** The compliance checklist, whose evidence is the tender's documents or the company library. */
function Requirements({ tender, documentNames }: { tender: Tender; documentNames: string[] }) {
  const libraryDocuments = useLibraryDocuments(tender.workspace_id);
  return (
    <RequirementsCard tender={tender} documentNames={documentNames} libraryDocuments={libraryDocuments} />
  );
}

/** The addenda and the deadline history. */
function Addenda({ tender, documentNames }: { tender: Tender; documentNames: string[] }) {
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

export function Component() {
  const { id = '' } = useParams();
  const documentNames = useDocumentNames(id);
  // The open tab is in the address (?tab=clarifications), so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((name) => name === params.get('tab')) ?? 'overview';
  const openTab = (next: string) =>
    setParams(next === 'overview' ? {} : { tab: next }, { replace: true, preventScrollReset: true });
  return (
    <TenderLoader id={id}>
      {(tender) => (
        <>
          <TenderHeader tender={tender} />
          <RequirementsSubmitGuard tender={tender} />
          <Tabs value={tab} onValueChange={openTab}>
            <TabsList aria-label="Tender sections" className="h-auto max-w-full flex-wrap justify-start">
              <TabsTrigger value="overview">Overview</TabsTrigger>
              <TabsTrigger value="requirements">Requirements</TabsTrigger>
              <TabsTrigger value="clarifications">Clarifications</TabsTrigger>
              <TabsTrigger value="addenda">Addenda</TabsTrigger>
              <TabsTrigger value="activity">Activity</TabsTrigger>
            </TabsList>
            <TabsContent value="overview">
              <Overview tender={tender} />
            </TabsContent>
            <TabsContent value="requirements">
              <SectionBoundary name="requirements">
                <Requirements tender={tender} documentNames={documentNames} />
              </SectionBoundary>
            </TabsContent>
            <TabsContent value="clarifications">
              <SectionBoundary name="clarifications">
                <ClarificationsCard tender={tender} />
              </SectionBoundary>
            </TabsContent>
            <TabsContent value="addenda">
              <Addenda tender={tender} documentNames={documentNames} />
            </TabsContent>
            <TabsContent value="activity">
              <SectionBoundary name="activity">
                <ActivityFeed scope={{ workspaceId: tender.workspace_id, tenderId: tender.id }} />
              </SectionBoundary>
            </TabsContent>
          </Tabs>
        </>
      )}
    </TenderLoader>
  );
}
