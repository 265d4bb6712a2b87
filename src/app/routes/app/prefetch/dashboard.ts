import type { LoaderFunctionArgs } from 'react-router-dom';
import { dashboardQueries } from '@/features/dashboard/api/queries';
import { browserTimeZone } from '@/lib/dates';
import { prefetchScreen, type ScreenQueries } from '../prefetch';

export const queries: ScreenQueries = (workspaceId) => [
  dashboardQueries.summary(workspaceId, browserTimeZone()),
  dashboardQueries.recent(workspaceId),
];

export const prefetch = (args: LoaderFunctionArgs) => prefetchScreen(queries, args);
