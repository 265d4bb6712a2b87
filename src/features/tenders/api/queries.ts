import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { PAGE_SIZE, type Tender, type TenderFilters } from '../model';

export const LIST_FAILED = 'Failed to load tenders. Please try again later.';

/** The most rows one read may return (hosted Supabase's max_rows): longer reads page. */
export const MAX_ROWS = 1000;

type ListFilters = Omit<TenderFilters, 'page'>;

/** The workspace's tenders matching the search and status, in the chosen order (no range yet). */
function matching(workspaceId: string, { q, status, sort }: ListFilters) {
  // Substring search runs in SQL (search_tenders); without text, the table is read directly.
  const source = q.trim()
    ? supabase
        .rpc('search_tenders', { p_query: q, p_workspace_id: workspaceId }, { count: 'exact' })
        .select('*')
    : supabase.from('tenders').select('*', { count: 'exact' });
  let query = source.eq('workspace_id', workspaceId);
  if (status !== 'all') query = query.eq('status', status);
  query =
    sort === 'deadline'
      ? query
          .order('tender_submission_date', { ascending: true, nullsFirst: false })
          .order('created_at', { ascending: false })
      : query.order('created_at', { ascending: false });
  return query.order('id');
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
    const { data, count, error } = await matching(workspaceId, filters).range(from, from + PAGE_SIZE - 1);
    // A page past the end (a stale link): no rows, and the total so the screen can go back.
    if (error?.code === 'PGRST103')
      return { page: filters.page, rows: [], total: await countTenders(workspaceId) };
    if (error) throw error;
    return { page: filters.page, rows: data, total: count ?? data.length };
  },
);

/** Every tender matching the search and filter, read MAX_ROWS at a time (for the CSV export). */
export const fetchAllTenders = authed(
  async (workspaceId: string, filters: ListFilters): Promise<Tender[]> => {
    const rows: Tender[] = [];
    for (;;) {
      const { data, error } = await matching(workspaceId, filters).range(
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

/** One tender of any of the user's workspaces (RLS decides: a link from another workspace still opens). */
export const fetchTender = authed(async (id: string): Promise<Tender> => {
  const { data, error } = await supabase.from('tenders').select('*').eq('id', id).single();
  if (error) throw error;
  return data;
});

export const tenderQueries = {
  all: () => queryRoots.tenders,
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
  counts: () => [...tenderQueries.all(), 'count'] as const,
  count: (workspaceId: string) =>
    queryOptions({
      queryKey: [...tenderQueries.counts(), workspaceId],
      queryFn: () => countTenders(workspaceId),
    }),
};
