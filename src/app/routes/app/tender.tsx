import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { SectionBoundary } from '@/components/section-boundary';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { documentQueries } from '@/features/documents/api/queries';
import { ViewingNow } from '@/features/live/components/viewing-now';
import { RequirementsSubmitGuard } from '@/features/requirements/components/submit-guard';
import { TasksCard } from '@/features/tasks/components/tasks-card';
import { TenderHeader } from '@/features/tenders/components/tender-header';
import { TenderLoader } from '@/features/tenders/components/tender-loader';

// The header and the task board come with the route; the other sections load apart and
// render below once their code is in (tender/sections.tsx).
const sections = () => import('./tender/sections');
const OverviewCards = lazy(() => sections().then((module) => ({ default: module.OverviewCards })));
const RequirementsSection = lazy(() =>
  sections().then((module) => ({ default: module.RequirementsSection })),
);
const ClarificationsSection = lazy(() =>
  sections().then((module) => ({ default: module.ClarificationsSection })),
);
const AddendaSection = lazy(() => sections().then((module) => ({ default: module.AddendaSection })));
const comments = () => import('@/features/comments/components/comments-card');
const CommentsCard = lazy(() => comments().then((module) => ({ default: module.CommentsCard })));
const TaskComments = lazy(() => comments().then((module) => ({ default: module.TaskComments })));
const TaskTimer = lazy(() =>
  import('@/features/bid-costs/components/task-timer').then((module) => ({ default: module.TaskTimer })),
);
const ActivityFeed = lazy(() =>
  import('@/features/activity/components/activity-feed').then((module) => ({ default: module.ActivityFeed })),
);

const TABS = ['overview', 'requirements', 'clarifications', 'addenda', 'comments', 'activity'] as const;
type Tab = (typeof TABS)[number];

/** The names of the tender's documents (its Documents card): an addendum's document, a requirement's evidence. */
function useDocumentNames(tenderId: string): string[] {
  const documents = useQuery(documentQueries.byTender(tenderId));
  return documents.data?.map((document) => document.name) ?? [];
}

const Later = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

/** The timer at the foot of each Kanban card (the bid-costs feature's, composed here). */
const timerOnTask = (task: { id: string; name: string }) => (
  <Later>
    <TaskTimer task={task} />
  </Later>
);

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
          <TenderHeader tender={tender} presence={<ViewingNow tender={tender} />} />
          <RequirementsSubmitGuard tender={tender} />
          <Tabs value={tab} onValueChange={openTab}>
            <TabsList aria-label="Tender sections" className="h-auto max-w-full flex-wrap justify-start">
              <TabsTrigger value="overview">Overview</TabsTrigger>
              <TabsTrigger value="requirements">Requirements</TabsTrigger>
              <TabsTrigger value="clarifications">Clarifications</TabsTrigger>
              <TabsTrigger value="addenda">Addenda</TabsTrigger>
              <TabsTrigger value="comments">Comments</TabsTrigger>
              <TabsTrigger value="activity">Activity</TabsTrigger>
            </TabsList>
            <TabsContent value="overview" className="grid grid-cols-1 gap-6">
              <SectionBoundary name="tasks">
                <TasksCard
                  tender={tender}
                  cardExtra={timerOnTask}
                  detail={(task) => (
                    <Later>
                      <TaskComments task={task} />
                    </Later>
                  )}
                />
              </SectionBoundary>
              <Later>
                <OverviewCards tender={tender} />
              </Later>
            </TabsContent>
            <TabsContent value="requirements">
              <Later>
                <RequirementsSection tender={tender} documentNames={documentNames} />
              </Later>
            </TabsContent>
            <TabsContent value="clarifications">
              <Later>
                <ClarificationsSection tender={tender} />
              </Later>
            </TabsContent>
            <TabsContent value="addenda">
              <Later>
                <AddendaSection tender={tender} documentNames={documentNames} />
              </Later>
            </TabsContent>
            <TabsContent value="comments">
              <SectionBoundary name="comments">
                <Later>
                  <CommentsCard tender={tender} />
                </Later>
              </SectionBoundary>
            </TabsContent>
            <TabsContent value="activity">
              <SectionBoundary name="activity">
                <Later>
                  <ActivityFeed scope={{ workspaceId: tender.workspace_id, tenderId: tender.id }} />
                </Later>
              </SectionBoundary>
            </TabsContent>
          </Tabs>
        </>
      )}
    </TenderLoader>
  );
}
