import { useMutation } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { dataErrorMessage } from '@/lib/errors';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import type { ImportEntry } from '../import/entries';
import type { AnswerStatus } from '../model';

export interface AnswerImport {
  workspaceId: string;
  entries: readonly ImportEntry[];
  status: Extract<AnswerStatus, 'draft' | 'approved'>;
  skipDuplicates: boolean;
}

export interface AnswerImportResult {
  imported: number;
  skipped: number;
  categories_created: string[];
}

/**
 * The workspace's category names, for the preview's unknown categories. Apart from
 * libraryQueries.categories so the import screen does not load the library page's model.
 */
export const categoryNames = authed(async (workspaceId: string): Promise<string[]> => {
  const { data, error } = await supabase
    .from('answer_categories')
    .select('name')
    .eq('workspace_id', workspaceId);
  if (error) throw error;
  return data.map((category) => category.name);
});

/** Which of these titles the library has already (existing_answer_titles). */
export const existingTitles = authed(async (workspaceId: string, titles: readonly string[]) => {
  const { data, error } = await supabase.rpc('existing_answer_titles', {
    p_workspace_id: workspaceId,
    p_titles: [...titles],
  });
  if (error) throw error;
  return data;
});

/** Every entry in one call of import_answers: all of them land, or none. */
export const importAnswers = authed(
  async ({ workspaceId, entries, status, skipDuplicates }: AnswerImport): Promise<AnswerImportResult> => {
    const { data, error } = await supabase.rpc('import_answers', {
      p_workspace_id: workspaceId,
      p_entries: entries.map(({ line, title, body, category, tags }) => ({
        line,
        title,
        body,
        category,
        tags,
      })),
      p_status: status,
      p_skip_duplicates: skipDuplicates,
    });
    if (error) throw error;
    return data as unknown as AnswerImportResult;
  },
);

export const IMPORT_FAILED = 'Nothing was imported: the answers could not be saved. Please try again.';

/** Why nothing was imported: the line import_answers refused and why (its own plain words), or a general reason. */
export function importErrorMessage(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === '22023' && typeof message === 'string' && /^Line \d+: /.test(message)) {
    return `Nothing was imported. ${message}.`;
  }
  return dataErrorMessage(error, IMPORT_FAILED);
}

export const useImportAnswers = () =>
  useMutation({
    mutationFn: importAnswers,
    // The wizard shows the reason on its own step.
    meta: { invalidates: [queryRoots.library], logError: true },
  });
