import { queryOptions } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import {
  libraryMessages,
  type AnswerCategory,
  type AnswerVersion,
  type LibraryEntry,
  type LibraryFilter,
} from '../model';

/** A page of search results; 'Show more' asks for the next as many on top. */
export const PAGE_SIZE = 25;

export interface LibrarySearch extends LibraryFilter {
  /** Any of the words rather than all ('Find an answer' searches with a requirement's text). */
  any?: boolean;
  /** Leave archived entries out (unless the status filter asks for them). */
  current?: boolean;
  /** How many to show (a page, or more pages after 'Show more'). */
  limit?: number;
}

/** The library's search (search_answers): ranked, filtered, highlighted, with usage. */
export const searchAnswers = authed(
  async (workspaceId: string, search: LibrarySearch): Promise<LibraryEntry[]> => {
    const query = search.query.trim();
    const { data, error } = await supabase.rpc('search_answers', {
      p_workspace_id: workspaceId,
      p_query: query,
      p_category_id: search.categoryId || undefined,
      p_tag: search.tag || undefined,
      p_statuses: search.status ? [search.status] : search.current ? ['draft', 'approved'] : undefined,
      p_owner_id: search.ownerId || undefined,
      // Without words there is no relevance: the latest changes first.
      p_sort: search.sort === 'relevance' && !query ? 'updated' : search.sort,
      p_any: search.any ?? false,
      p_limit: search.limit ?? PAGE_SIZE,
    });
    if (error) throw error;
    // Generated function types say every column is set; these may be null.
    return data as LibraryEntry[];
  },
);

/** Every tag of the workspace's entries, sorted, for the tag filter (answer_tags). */
export const fetchTags = authed(async (workspaceId: string): Promise<string[]> => {
  const { data, error } = await supabase.rpc('answer_tags', { p_workspace_id: workspaceId });
  if (error) throw error;
  return [...data].sort((a, b) => a.localeCompare(b));
});

/** The workspace's categories in their order. */
export const fetchCategories = authed(async (workspaceId: string): Promise<AnswerCategory[]> => {
  const { data, error } = await supabase
    .from('answer_categories')
    .select('*')
    .eq('workspace_id', workspaceId)
    .order('position')
    .order('name');
  if (error) throw error;
  return data;
});

/** An answer's earlier texts, the latest first. */
export const fetchVersions = authed(async (answerId: string): Promise<AnswerVersion[]> => {
  const { data, error } = await supabase
    .from('answer_versions')
    .select('*')
    .eq('answer_id', answerId)
    .order('replaced_at', { ascending: false })
    .order('id');
  if (error) throw error;
  return data;
});

export const libraryQueries = {
  all: () => queryRoots.library,
  search: (workspaceId: string, search: LibrarySearch) =>
    queryOptions({
      queryKey: [...libraryQueries.all(), 'search', workspaceId, search],
      queryFn: () => searchAnswers(workspaceId, search),
      meta: { errorMessage: libraryMessages.loadFailed },
    }),
  tags: (workspaceId: string) =>
    queryOptions({
      queryKey: [...libraryQueries.all(), 'tags', workspaceId],
      queryFn: () => fetchTags(workspaceId),
      meta: { errorMessage: libraryMessages.loadFailed },
    }),
  categories: (workspaceId: string) =>
    queryOptions({
      queryKey: [...libraryQueries.all(), 'categories', workspaceId],
      queryFn: () => fetchCategories(workspaceId),
      meta: { errorMessage: libraryMessages.loadFailed },
    }),
  versions: (answerId: string) =>
    queryOptions({
      queryKey: [...libraryQueries.all(), 'versions', answerId],
      queryFn: () => fetchVersions(answerId),
      meta: { errorMessage: libraryMessages.versionsLoadFailed },
    }),
};
