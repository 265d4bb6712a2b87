// The private Realtime topics the app joins; supabase/schemas/13_live.sql's policies admit the
// members of the workspace a topic names, and only them.

/** A workspace's changes. */
export const workspaceTopic = (workspaceId: string) => `workspace:${workspaceId}`;

/** Who is viewing a tender (under its workspace's topic, so the same policies admit). */
export const tenderTopic = (tender: { id: string; workspace_id: string }) =>
  `${workspaceTopic(tender.workspace_id)}:tender:${tender.id}`;
