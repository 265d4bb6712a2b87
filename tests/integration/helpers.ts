// The app's integration suites: the local stack's test helpers, plus what only this
// project's schema knows (a user's current workspace).
import type { TestClient } from '@tenderflow/local-supabase/testing';

export * from '@tenderflow/local-supabase/testing';

/** The id of the signed-in user's current workspace (what the app passes to every query). */
export async function currentWorkspaceId(client: TestClient): Promise<string> {
  const { data, error } = await client.rpc('user_workspaces');
  if (error) throw error;
  const current = (data as { workspace_id: string; is_current: boolean }[]).find((w) => w.is_current);
  if (!current) throw new Error('the user has no current workspace');
  return current.workspace_id;
}
