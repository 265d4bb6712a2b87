import { useQuery } from '@tanstack/react-query';
import { RequireAuth } from '@/components/layout/app-guard';
import { AppLayout } from '@/components/layout/app-layout';
import { tenderQueries } from '@/features/tenders/api/queries';

function SignedInLayout() {
  const { data: tenderCount } = useQuery(tenderQueries.count());
  return <AppLayout tenderCount={tenderCount} />;
}

export function Component() {
  return (
    <RequireAuth>
      <SignedInLayout />
    </RequireAuth>
  );
}
