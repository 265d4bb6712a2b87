import { useSearchParams } from 'react-router-dom';
import { AppPageHeader } from '@/components/layout/app-page-header';
import { SectionBoundary } from '@/components/section-boundary';
import { ActivityFeed } from '@/features/activity/components/activity-feed';
import { ActivityFilters, type ActivityFilter } from '@/features/activity/components/activity-filters';
import { isActivityEntity } from '@/features/activity/model';
import { useWorkspace } from '@/lib/workspace';

/** The filters live in the address (?person=…&tender=…&kind=task), so a link or a reload keeps them. */
export function Component() {
  const workspace = useWorkspace();
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind');
  const filter: ActivityFilter = {
    actorId: params.get('person') || undefined,
    tenderId: params.get('tender') || undefined,
    entity: isActivityEntity(kind) ? kind : undefined,
  };
  const change = (next: ActivityFilter) => {
    const entries = Object.entries({ person: next.actorId, tender: next.tenderId, kind: next.entity });
    setParams(Object.fromEntries(entries.filter(([, value]) => value)) as Record<string, string>, {
      replace: true,
    });
  };
  return (
    <>
      <AppPageHeader title="Activity" description="Who changed what in the workspace, and when" />
      <div className="grid gap-6">
        <ActivityFilters workspaceId={workspace.id} filter={filter} onChange={change} />
        <SectionBoundary name="activity">
          <ActivityFeed scope={{ workspaceId: workspace.id, ...filter }} showTender titled={false} />
        </SectionBoundary>
      </div>
    </>
  );
}
