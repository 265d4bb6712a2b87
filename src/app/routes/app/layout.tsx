import { useQuery } from '@tanstack/react-query';
import { RequireAuth } from '@/components/layout/app-guard';
import { AppLayout } from '@/components/layout/app-layout';
import { useLiveWorkspace } from '@/features/live/use-live-workspace';
import { DeadlineAlertsMenu } from '@/features/notifications/components/deadline-alerts-menu';
import { tenderQueries } from '@/features/tenders/api/queries';
import { WorkspaceProvider } from '@/components/workspace-provider';
import { useWorkspace } from '@/lib/workspace';

function SignedInLayout() {
  const workspace = useWorkspace();
  useLiveWorkspace(workspace.id);
  const { data: tenderCount } = useQuery(tenderQueries.count(workspace.id));
  return <AppLayout tenderCount={tenderCount} notifications={<DeadlineAlertsMenu />} />;
}

export function Component() {
  return (
    <RequireAuth>
      <WorkspaceProvider>
        <SignedInLayout />
      </WorkspaceProvider>
    </RequireAuth>
  );
}
