import type { LoaderFunctionArgs } from 'react-router-dom';
import { dashboardQueries } from '@/features/dashboard/api/queries';
import { browserTimeZone } from '@/lib/dates';
import { prefetchScreen } from '../prefetch';

export const prefetch = (args: LoaderFunctionArgs) =>
  prefetchScreen(
    (workspaceId) => [
      dashboardQueries.summary(workspaceId, browserTimeZone()),
      dashboardQueries.recent(workspaceId),
    ],
    args,
  );
