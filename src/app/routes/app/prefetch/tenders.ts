import type { LoaderFunctionArgs } from 'react-router-dom';
import { tenderQueries } from '@/features/tenders/api/queries';
import { listFilters } from '@/features/tenders/hooks/use-tender-filters';
import { prefetchScreen } from '../prefetch';

export const prefetch = (args: LoaderFunctionArgs) =>
  prefetchScreen(
    (workspaceId, { url }) => [
      tenderQueries.list(workspaceId, listFilters(workspaceId, url.searchParams)),
      tenderQueries.currencies(workspaceId),
    ],
    args,
  );
