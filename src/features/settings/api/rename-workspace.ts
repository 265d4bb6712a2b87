import { useMutation } from '@tanstack/react-query';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { settingsMessages, type WorkspaceNameValues } from '../model';

/** Renames a workspace (its admins only: RLS refuses anyone else, so no row comes back). */
export async function renameWorkspace({ id, name }: WorkspaceNameValues & { id: string }): Promise<string> {
  const { data, error } = await supabase
    .from('workspaces')
    .update({ name: name.trim() })
    .eq('id', id)
    .select('name')
    .single();
  if (error) throw error;
  return data.name;
}

/** The sidebar and the switcher read the workspaces: they show the new name at once. */
export const useRenameWorkspace = () =>
  useMutation({
    mutationFn: renameWorkspace,
    meta: { invalidates: [queryRoots.workspaces], errorMessage: settingsMessages.workspaceRenameFailed },
  });
