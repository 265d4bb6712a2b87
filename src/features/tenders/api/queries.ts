import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { localDateString } from '@/lib/dates';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { isDescending, PAGE_SIZE, sortKey, valueBound, type TenderFilters } from '../list-filters';
import type { Tender } from '../model';

export const LIST_FAILED = 'Failed to load tenders. Please try again later.';

/** The most rows one read may return (hosted Supabase's max_rows): longer reads page. */
export const MAX_ROWS = 1000;

type ListFilters = Omit<TenderFilters, 'page'>;

/**
 * The workspace's tenders matching the search and statuses, in the chosen order, all in
 * SQL (search_tenders); the caller adds the range. `today` is the user's local day, which
 * the deadline order counts from.
 */
function matching(
  workspaceId: string,
  { q, statuses, sort, currency, min, max }: ListFilters,
  today: string,
) {
  return supabase
    .rpc(
      'search_tenders',
      {
        p_query: q,
        p_workspace_id: workspaceId,
        p_statuses: statuses,
        p_sort: sortKey(sort),
        p_descending: isDescending(sort),
        p_today: today,
        p_currency: currency || undefined,
        p_min_value: valueBound(min) ?? undefined,
        p_max_value: valueBound(max) ?? undefined,
      },
      { count: 'exact' },
    )
    .select('*');
}

const countTenders = authed(async (workspaceId: string): Promise<number> => {
  const { count, error } = await supabase
    .from('tenders')
    .select('id', { count: 'exact', head: true })
    .eq('workspace_id', workspaceId);
  if (error) throw error;
  return count ?? 0;
});

export interface TenderPage {
  /** The page these rows are (while the next page loads, the screen still shows this one). */
  page: number;
  rows: Tender[];
  /** Rows matching the search and filter, over every page. */
  total: number;
}

export const fetchTenderPage = authed(
  async (workspaceId: string, filters: TenderFilters): Promise<TenderPage> => {
    const from = (filters.page - 1) * PAGE_SIZE;
    const today = localDateString();
    const { data, count, error } = await matching(workspaceId, filters, today).range(
      from,
      from + PAGE_SIZE - 1,
    );
    // A page past the end (a stale link): no rows, and the total so the screen can go back.
    if (error?.code === 'PGRST103') {
      const first = await matching(workspaceId, filters, today).range(0, 0);
      if (first.error) throw first.error;
      return { page: filters.page, rows: [], total: first.count ?? 0 };
    }
    if (error) throw error;
    return { page: filters.page, rows: data, total: count ?? data.length };
  },
);

/** Every tender matching the search and filter, read MAX_ROWS at a time (for the CSV export). */
export const fetchAllTenders = authed(
  async (workspaceId: string, filters: ListFilters): Promise<Tender[]> => {
    const rows: Tender[] = [];
    const today = localDateString();
    for (;;) {
      const { data, error } = await matching(workspaceId, filters, today).range(
        rows.length,
        rows.length + MAX_ROWS - 1,
      );
      if (error) throw error;
      rows.push(...data);
      if (data.length < MAX_ROWS) return rows;
    }
  },
);

const fetchDocumentCounts = authed(async (tenderIds: string[]): Promise<Record<string, number>> => {
  const { data, error } = await supabase.rpc('tender_document_counts', { p_tender_ids: tenderIds });
  if (error) throw error;
  return Object.fromEntries(data.map((row) => [row.tender_id, row.documents]));
});

const fetchCommentCounts = authed(async (tenderIds: string[]): Promise<Record<string, number>> => {
  const { data, error } = await supabase.rpc('tender_comment_counts', { p_tender_ids: tenderIds });
  if (error) throw error;
  return Object.fromEntries(data.map((row) => [row.tender_id, row.comments]));
});

/** One tender of any of the user's workspaces (RLS decides: a link from another workspace still opens). */
export const fetchTender = authed(async (id: string): Promise<Tender> => {
  const { data, error } = await supabase.from('tenders').select('*').eq('id', id).single();
  if (error) throw error;
  return data;
});

export const tenderQueries = {
  all: () => queryRoots.tenders,
  /** The currencies the workspace's tenders are in, its default first: the list's currency filter. */
  currencies: (workspaceId: string) =>
    queryOptions({
      queryKey: [...queryRoots.tenders, 'currencies', workspaceId],
      queryFn: authed(async (): Promise<string[]> => {
        const { data, error } = await supabase.rpc('tender_currencies', { p_workspace_id: workspaceId });
        if (error) throw error;
        return data;
      }),
    }),
  lists: () => [...tenderQueries.all(), 'list'] as const,
  list: (workspaceId: string, filters: TenderFilters) =>
    queryOptions({
      queryKey: [...tenderQueries.lists(), workspaceId, filters],
      queryFn: () => fetchTenderPage(workspaceId, filters),
      // Typing a search or turning a page keeps the current rows until the new ones arrive.
      placeholderData: keepPreviousData,
      meta: { errorMessage: LIST_FAILED },
    }),
  details: () => [...tenderQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...tenderQueries.details(), id],
      queryFn: () => fetchTender(id),
      meta: { errorMessage: 'Failed to load tender details' },
    }),
  /** Documents per tender of a page (the paperclip); under the documents root, so uploads refresh it. */
  documentCounts: (tenderIds: string[]) =>
    queryOptions({
      queryKey: [...queryRoots.documents, 'counts', tenderIds],
      queryFn: () => fetchDocumentCounts(tenderIds),
      placeholderData: keepPreviousData,
    }),
  /** Comments per tender of a page (the speech bubble); under the comments root, so posting refreshes it. */
  commentCounts: (tenderIds: string[]) =>
    queryOptions({
      queryKey: [...queryRoots.comments, 'tender-counts', tenderIds],
      queryFn: () => fetchCommentCounts(tenderIds),
      placeholderData: keepPreviousData,
    }),
  counts: () => [...tenderQueries.all(), 'count'] as const,
  count: (workspaceId: string) =>
    queryOptions({
      queryKey: [...tenderQueries.counts(), workspaceId],
      queryFn: () => countTenders(workspaceId),
    }),
};
