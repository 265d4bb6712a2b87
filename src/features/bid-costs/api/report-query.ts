// The reports screen's query, apart from the tender's: only that screen loads the report's parser.
import { queryOptions } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { parseCostReport, REPORT_FAILED, type CostReport, type ReportPeriod } from '../report';

/** The cost of bidding over a period, in the user's time zone (bid_cost_report); null for a user. */
export const fetchCostReport = authed(
  async (workspaceId: string, timeZone: string, period: ReportPeriod): Promise<CostReport | null> => {
    const { data, error } = await supabase.rpc('bid_cost_report', {
      p_workspace_id: workspaceId,
      p_tz: timeZone,
      p_period: period,
    });
    if (error) throw error;
    return parseCostReport(data);
  },
);

export const costReportQuery = (workspaceId: string, timeZone: string, period: ReportPeriod) =>
  queryOptions({
    queryKey: [...queryRoots.reports, 'bid-costs', workspaceId, timeZone, period],
    queryFn: () => fetchCostReport(workspaceId, timeZone, period),
    meta: { errorMessage: REPORT_FAILED },
  });
