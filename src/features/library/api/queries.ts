import { queryOptions } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { libraryMessages, type Answer, type AnswerCategory, type AnswerVersion } from '../model';

/** The library, most recently changed first. */
export const fetchAnswers = authed(async (workspaceId: string): Promise<Answer[]> => {
  const { data, error } = await supabase
    .from('answers')
    .select('*')
    .eq('workspace_id', workspaceId)
    .order('updated_at', { ascending: false })
    .order('id');
  if (error) throw error;
  return data;
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
  list: (workspaceId: string) =>
    queryOptions({
      queryKey: [...libraryQueries.all(), 'list', workspaceId],
      queryFn: () => fetchAnswers(workspaceId),
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
