import { RequireAuth } from '@/components/layout/app-guard';
import { AppLayout } from '@/components/layout/app-layout';

export function Component() {
  return (
    <RequireAuth>
      <AppLayout />
    </RequireAuth>
  );
}
