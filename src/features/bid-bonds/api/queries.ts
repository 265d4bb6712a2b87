import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots, tenderRowsQuery } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { bidBondMessages, type BidBond, type BondTotal } from '../model';

/** The Bid bonds page shows this many bonds a page. */
export const BONDS_PAGE_SIZE = 25;

/** A tender's bond, or null when none is recorded. */
export const fetchTenderBond = authed(async (tenderId: string): Promise<BidBond | null> => {
  const { data, error } = await supabase
    .from('bid_bonds')
    .select('*')
    .eq('tender_id', tenderId)
    .maybeSingle();
  if (error) throw error;
  return data;
});

const listColumns =
  'id, tender_id, amount, currency, issuer, reference, issue_date, expiry_date, status, tender:tenders(title, reference_number, status, bid_validity_end, expected_award_date)' as const;

const listQuery = (workspaceId: string) =>
  supabase
    .from('bid_bonds')
    .select(listColumns, { count: 'exact' })
    .eq('workspace_id', workspaceId)
    .order('expiry_date', { ascending: true, nullsFirst: false })
    .order('id');

export type BondListRow = NonNullable<Awaited<ReturnType<typeof listQuery>>['data']>[number];

export interface BondPage {
  rows: BondListRow[];
  total: number;
}

/** One page of the workspace's bonds, soonest expiry first (no expiry last). */
export const fetchBondPage = authed(async (workspaceId: string, page: number): Promise<BondPage> => {
  const from = (page - 1) * BONDS_PAGE_SIZE;
  const { data, count, error } = await listQuery(workspaceId).range(from, from + BONDS_PAGE_SIZE - 1);
  if (error?.code === 'PGRST103') return { rows: [], total: 0 };
  if (error) throw error;
  return { rows: data, total: count ?? data.length };
});

/** The workspace's outstanding bonds per currency, summed in SQL. */
export const fetchBondTotals = authed(async (workspaceId: string): Promise<BondTotal[]> => {
  const { data, error } = await supabase.rpc('bid_bond_totals', { p_workspace_id: workspaceId });
  if (error) throw error;
  return data;
});

export const bidBondQueries = {
  all: () => queryRoots.bidBonds,
  byTender: tenderRowsQuery(queryRoots.bidBonds, fetchTenderBond, bidBondMessages.loadFailed),
  page: (workspaceId: string, page: number) =>
    queryOptions({
      queryKey: [...bidBondQueries.all(), 'list', workspaceId, page],
      queryFn: () => fetchBondPage(workspaceId, page),
      placeholderData: keepPreviousData,
      meta: { errorMessage: bidBondMessages.listFailed },
    }),
  totals: (workspaceId: string) =>
    queryOptions({
      queryKey: [...bidBondQueries.all(), 'totals', workspaceId],
      queryFn: () => fetchBondTotals(workspaceId),
      meta: { errorMessage: bidBondMessages.totalsFailed },
    }),
};
