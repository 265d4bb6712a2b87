import { useMutation } from '@tanstack/react-query';
import { authed } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { answerValues, type AnswerFields } from '../form';
import { libraryMessages, type Answer, type EditableAnswer } from '../model';

export interface AnswerSave {
  workspaceId: string;
  /** The answer as loaded, or null for a new one. */
  saved: EditableAnswer | null;
  fields: AnswerFields;
}

export const saveAnswer = authed(async ({ workspaceId, saved, fields }: AnswerSave): Promise<Answer> => {
  const values = answerValues(fields);
  const { data, error } = saved
    ? await supabase.from('answers').update(values).eq('id', saved.id).select().single()
    : await supabase
        .from('answers')
        .insert({ ...values, workspace_id: workspaceId })
        .select()
        .single();
  if (error) throw error;
  return data;
});

export const useSaveAnswer = () =>
  useMutation({
    mutationFn: saveAnswer,
    // The requirements' root too: a requirement whose evidence is the answer shows its title.
    meta: {
      invalidates: [queryRoots.library, queryRoots.requirements],
      errorMessage: libraryMessages.saveFailed,
    },
  });

/** Puts an earlier text back as a new edit (the database keeps the one it replaces). */
export const restoreVersion = authed(async (versionId: string): Promise<Answer> => {
  const { data, error } = await supabase.rpc('restore_answer_version', { p_version_id: versionId }).single();
  if (error) throw error;
  return data;
});

export const useRestoreVersion = () =>
  useMutation({
    mutationFn: restoreVersion,
    meta: { invalidates: [queryRoots.library], errorMessage: libraryMessages.restoreFailed },
  });

export interface CategoryChange {
  workspaceId: string;
  /** The names in their order; an id keeps (and renames) a category, none adds one. */
  categories: { id?: string; name: string }[];
  /** The categories removed (their answers keep no category). */
  removed: string[];
}

/** Saves the workspace's categories: removals, renames and order, then the new ones. */
export const saveCategories = authed(async ({ workspaceId, categories, removed }: CategoryChange) => {
  if (removed.length > 0) {
    const { error } = await supabase.from('answer_categories').delete().in('id', removed);
    if (error) throw error;
  }
  for (const [position, category] of categories.entries()) {
    const { error } = category.id
      ? await supabase
          .from('answer_categories')
          .update({ name: category.name, position })
          .eq('id', category.id)
      : await supabase
          .from('answer_categories')
          .insert({ workspace_id: workspaceId, name: category.name, position });
    if (error) throw error;
  }
});

export const useSaveCategories = () =>
  useMutation({
    mutationFn: saveCategories,
    meta: { invalidates: [queryRoots.library], errorMessage: libraryMessages.categoriesSaveFailed },
  });
