import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { requireUserId } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { PAGE_SIZE, type Tender, type TenderFilters } from '../model';

export const LIST_FAILED = 'Failed to load tenders. Please try again later.';

/** The most rows one read may return (hosted Supabase's max_rows): longer reads page. */
export const MAX_ROWS = 1000;

type ListFilters = Omit<TenderFilters, 'page'>;

/** The workspace's tenders matching the search and status, in the chosen order (no range yet). */
function matching(userId: string, { q, status, sort }: ListFilters) {
  // Substring search runs in SQL (search_tenders); without text, the table is read directly.
  const source = q.trim()
    ? supabase.rpc('search_tenders', { p_query: q }, { count: 'exact' }).select('*')
    : supabase.from('tenders').select('*', { count: 'exact' });
  let query = source.eq('user_id', userId);
  if (status !== 'all') query = query.eq('status', status);
  query =
    sort === 'deadline'
      ? query
          .order('tender_submission_date', { ascending: true, nullsFirst: false })
          .order('created_at', { ascending: false })
      : query.order('created_at', { ascending: false });
  return query.order('id');
}

async function countTenders(userId: string): Promise<number> {
  const { count, error } = await supabase
    .from('tenders')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', userId);
  if (error) throw error;
  return count ?? 0;
}

export interface TenderPage {
  /** The page these rows are (while the next page loads, the screen still shows this one). */
  page: number;
  rows: Tender[];
  /** Rows matching the search and filter, over every page. */
  total: number;
}

export async function fetchTenderPage(filters: TenderFilters): Promise<TenderPage> {
  const userId = await requireUserId();
  const from = (filters.page - 1) * PAGE_SIZE;
  const { data, count, error } = await matching(userId, filters).range(from, from + PAGE_SIZE - 1);
  // A page past the end (a stale link): no rows, and the total so the screen can go back.
  if (error?.code === 'PGRST103') return { page: filters.page, rows: [], total: await countTenders(userId) };
  if (error) throw error;
  return { page: filters.page, rows: data, total: count ?? data.length };
}

/** Every tender matching the search and filter, read MAX_ROWS at a time (for the CSV export). */
export async function fetchAllTenders(filters: ListFilters): Promise<Tender[]> {
  const userId = await requireUserId();
  const rows: Tender[] = [];
  for (;;) {
    const { data, error } = await matching(userId, filters).range(rows.length, rows.length + MAX_ROWS - 1);
    if (error) throw error;
    rows.push(...data);
    if (data.length < MAX_ROWS) return rows;
  }
}

export async function fetchTender(id: string): Promise<Tender> {
  const userId = await requireUserId();
  const { data, error } = await supabase
    .from('tenders')
    .select('*')
    .eq('id', id)
    .eq('user_id', userId)
    .single();
  if (error) throw error;
  return data;
}

export const tenderQueries = {
  all: () => queryRoots.tenders,
  lists: () => [...tenderQueries.all(), 'list'] as const,
  list: (filters: TenderFilters) =>
    queryOptions({
      queryKey: [...tenderQueries.lists(), filters],
      queryFn: () => fetchTenderPage(filters),
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
  count: () =>
    queryOptions({
      queryKey: [...tenderQueries.all(), 'count'],
      queryFn: async () => countTenders(await requireUserId()),
    }),
};
