import { queryOptions } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { amount, count, orNull, shape, text } from '@/lib/json-shape';
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

export interface ExpectedCost {
  currency: string;
  band: string | null;
  count: number;
  median: number | null;
}

const isExpectedCost = shape({ currency: text, band: orNull(text), count, median: orNull(amount) });

/** The median bid cost of alike bids (expected_bid_cost); null for a user. */
export const fetchExpectedCost = authed(async (tenderId: string): Promise<ExpectedCost | null> => {
  const { data, error } = await supabase.rpc('expected_bid_cost', { p_tender_id: tenderId });
  if (error) throw error;
  if (data === null) return null;
  if (!isExpectedCost(data)) throw new Error('expected_bid_cost returned an unexpected document');
  return data as unknown as ExpectedCost;
});

export const expectedCostQuery = (tenderId: string) =>
  queryOptions({
    queryKey: [...queryRoots.bidCosts, 'expected', tenderId],
    queryFn: () => fetchExpectedCost(tenderId),
  });
