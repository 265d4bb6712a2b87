import type { LoaderFunctionArgs } from 'react-router-dom';
import { bidBondQueries } from '@/features/bid-bonds/api/queries';
import { bidQueries } from '@/features/bid-decisions/api/queries';
import { reportQueries } from '@/features/reports/api/queries';
import { parsePeriod } from '@/features/reports/model';
import { browserTimeZone } from '@/lib/dates';
import { prefetchScreen, type ScreenQueries } from '../prefetch';

export const queries: ScreenQueries = (workspaceId, { url }) => {
  const period = parsePeriod(url.searchParams);
  const timeZone = browserTimeZone();
  return [
    reportQueries.trends(workspaceId, timeZone, period),
    reportQueries.value(workspaceId, timeZone, period),
    reportQueries.statuses(workspaceId, timeZone, period),
    reportQueries.recent(workspaceId),
    bidQueries.report(workspaceId, timeZone, period),
    bidBondQueries.totals(workspaceId),
  ];
};

export const prefetch = (args: LoaderFunctionArgs) => prefetchScreen(queries, args);
