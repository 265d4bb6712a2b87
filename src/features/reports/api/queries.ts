import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { fetchNewestTenders } from '@/lib/newest-tenders';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import {
  LOAD_FAILED,
  parseValueReport,
  RECENT_COUNT,
  REPORT_TENDER_COLUMNS,
  type ReportPeriod,
  type ReportTender,
  type TrendMonth,
  type ValueReport,
} from '../model';

/** Tenders per month of creation over the period, every month present (tender_trends). */
export const fetchTrends = authed(
  async (workspaceId: string, timeZone: string, period: ReportPeriod): Promise<TrendMonth[]> => {
    const { data, error } = await supabase.rpc('tender_trends', {
      p_workspace_id: workspaceId,
      p_tz: timeZone,
      p_period: period,
    });
    if (error) throw error;
    return data;
  },
);

/** Tenders created in the period per status, every status (tender_status_counts). */
export const fetchStatusCounts = authed(
  async (
    workspaceId: string,
    timeZone: string,
    period: ReportPeriod,
  ): Promise<{ status: string; count: number }[]> => {
    const { data, error } = await supabase.rpc('tender_status_counts', {
      p_workspace_id: workspaceId,
      p_tz: timeZone,
      p_period: period,
    });
    if (error) throw error;
    return data;
  },
);

/** The period's figures by value, per currency, in one document (value_report). */
export const fetchValueReport = authed(
  async (workspaceId: string, timeZone: string, period: ReportPeriod): Promise<ValueReport> => {
    const { data, error } = await supabase.rpc('value_report', {
      p_workspace_id: workspaceId,
      p_tz: timeZone,
      p_period: period,
    });
    if (error) throw error;
    return parseValueReport(data);
  },
);

/** The workspace's newest tenders with the columns the summary table shows. */
export const fetchReportTenders = authed(
  (workspaceId: string, limit: number = RECENT_COUNT): Promise<ReportTender[]> =>
    fetchNewestTenders(workspaceId, REPORT_TENDER_COLUMNS, limit),
);

const meta = { errorMessage: LOAD_FAILED };

export const reportQueries = {
  all: () => queryRoots.reports,
  trends: (workspaceId: string, timeZone: string, period: ReportPeriod) =>
    queryOptions({
      queryKey: [...reportQueries.all(), 'trends', workspaceId, timeZone, period],
      queryFn: () => fetchTrends(workspaceId, timeZone, period),
      // Another period keeps the current figures on screen until its own arrive.
      placeholderData: keepPreviousData,
      meta,
    }),
  statuses: (workspaceId: string, timeZone: string, period: ReportPeriod) =>
    queryOptions({
      queryKey: [...reportQueries.all(), 'statuses', workspaceId, timeZone, period],
      queryFn: () => fetchStatusCounts(workspaceId, timeZone, period),
      placeholderData: keepPreviousData,
      meta,
    }),
  /** One request for every card by value (pipeline, won value, win rates, losses, competitors). */
  value: (workspaceId: string, timeZone: string, period: ReportPeriod) =>
    queryOptions({
      queryKey: [...reportQueries.all(), 'value', workspaceId, timeZone, period],
      queryFn: () => fetchValueReport(workspaceId, timeZone, period),
      placeholderData: keepPreviousData,
      meta,
    }),
  recent: (workspaceId: string) =>
    queryOptions({
      queryKey: [...reportQueries.all(), 'recent', workspaceId],
      queryFn: () => fetchReportTenders(workspaceId),
      meta,
    }),
};
