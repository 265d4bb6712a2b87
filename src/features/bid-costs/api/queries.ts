import { queryOptions } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots, tenderRowsQuery } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { bidCostMessages, parseBidCost, type BidCost } from '../model';

/** The tender's bid cost as the caller may see it, computed in SQL (bid_cost). */
export const fetchBidCost = authed(async (tenderId: string): Promise<BidCost | null> => {
  const { data, error } = await supabase.rpc('bid_cost', { p_tender_id: tenderId });
  if (error) throw error;
  return parseBidCost(data);
});

export const bidCostQueries = {
  all: () => queryRoots.bidCosts,
  byTender: tenderRowsQuery(queryRoots.bidCosts, fetchBidCost, bidCostMessages.loadFailed),
};

/** The tender's tasks, what time can be logged for; under the tasks' root, so a task change refreshes them. */
export const fetchTaskChoices = authed(async (tenderId: string): Promise<{ id: string; name: string }[]> => {
  const { data, error } = await supabase
    .from('tasks')
    .select('id, name')
    .eq('tender_id', tenderId)
    .order('created_at')
    .order('id');
  if (error) throw error;
  return data;
});

export const taskChoicesQuery = (tenderId: string) =>
  queryOptions({
    queryKey: [...queryRoots.tasks, 'tender', tenderId, 'choices'],
    queryFn: () => fetchTaskChoices(tenderId),
    meta: { errorMessage: bidCostMessages.tasksFailed },
  });
