import { useQuery } from '@tanstack/react-query';
import { tenderQueries } from '@/features/tenders/api/queries';
import { UsersScreen } from '@/features/users/components/users-screen';
import { useWorkspace } from '@/lib/workspace';

export function Component() {
  // The sidebar's count: whether the workspace is empty, so its last member may delete it.
  const { data: tenderCount } = useQuery(tenderQueries.count(useWorkspace().id));
  return <UsersScreen tenderCount={tenderCount} />;
}
