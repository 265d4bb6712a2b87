import { queryOptions } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { fetchNewestTenders } from '@/lib/newest-tenders';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';
import {
  EXPIRING_DOCUMENTS_FAILED,
  LOAD_FAILED,
  parseDashboardSummary,
  RECENT_COLUMNS,
  RECENT_COUNT,
  type DashboardSummary,
  type RecentTender,
} from '../model';

/** Every number on the dashboard in one RPC: counts, status breakdown, tasks, upcoming deadlines. */
export const fetchDashboardSummary = authed(
  async (workspaceId: string, timeZone: string): Promise<DashboardSummary> => {
    const { data, error } = await supabase.rpc('dashboard_summary', {
      p_workspace_id: workspaceId,
      p_tz: timeZone,
    });
    if (error) throw error;
    return parseDashboardSummary(data);
  },
);

/** The workspace's newest tenders, only the columns the card shows. */
export const fetchRecentTenders = authed(
  (workspaceId: string, limit: number = RECENT_COUNT): Promise<RecentTender[]> =>
    fetchNewestTenders(workspaceId, RECENT_COLUMNS, limit),
);

/** How many tenders the dashboard's company documents alert names (the rest are counted). */
export const EXPIRING_TENDERS_SHOWN = 5;

export type ExpiringDocumentTender =
  Database['public']['Functions']['expiring_document_tenders']['Returns'][number];

/** Open tenders whose required company documents expire before their submission date (SQL decides and counts). */
export const fetchExpiringDocumentTenders = authed(
  async (workspaceId: string): Promise<ExpiringDocumentTender[]> => {
    const { data, error } = await supabase.rpc('expiring_document_tenders', {
      p_workspace_id: workspaceId,
      p_limit: EXPIRING_TENDERS_SHOWN,
    });
    if (error) throw error;
    return data;
  },
);

export const dashboardQueries = {
  all: () => queryRoots.dashboard,
  summary: (workspaceId: string, timeZone: string) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'summary', workspaceId, timeZone],
      queryFn: () => fetchDashboardSummary(workspaceId, timeZone),
      meta: { errorMessage: LOAD_FAILED },
    }),
  // Under the dashboard's root: a tender change and a company document change both refresh it.
  expiringDocuments: (workspaceId: string) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'expiring-documents', workspaceId],
      queryFn: () => fetchExpiringDocumentTenders(workspaceId),
      meta: { errorMessage: EXPIRING_DOCUMENTS_FAILED },
    }),
  recent: (workspaceId: string) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'recent', workspaceId],
      queryFn: () => fetchRecentTenders(workspaceId),
      meta: { errorMessage: LOAD_FAILED },
    }),
};
