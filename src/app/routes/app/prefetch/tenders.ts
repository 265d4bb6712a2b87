import type { LoaderFunctionArgs } from 'react-router-dom';
import { tenderQueries } from '@/features/tenders/api/queries';
import { listFilters } from '@/features/tenders/hooks/use-tender-filters';
import { prefetchScreen, type ScreenQueries } from '../prefetch';

export const queries: ScreenQueries = (workspaceId, { url }) => [
  tenderQueries.list(workspaceId, listFilters(workspaceId, url.searchParams)),
  tenderQueries.currencies(workspaceId),
];

export const prefetch = (args: LoaderFunctionArgs) => prefetchScreen(queries, args);
