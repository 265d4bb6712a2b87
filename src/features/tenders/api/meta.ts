import { queryRoots } from '@/lib/query-keys';
import { tenderQueries } from './queries';

/**
 * A tender change moves the list and the sidebar count (not the detail, which each
 * mutation sets from the server's answer), the dashboard, reports and deadline alerts.
 */
export const tenderChangeMeta = {
  invalidates: [
    tenderQueries.lists(),
    tenderQueries.counts(),
    queryRoots.dashboard,
    queryRoots.myWork,
    queryRoots.reports,
    queryRoots.notifications,
  ],
};
