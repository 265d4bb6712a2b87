// The user's current workspace as last seen, kept beside the session, so that a screen's
// first queries (the SPA shell's early requests, the route's prefetch) need not wait for
// `user_workspaces`. Only a guess: the workspaces' answer decides what the screens show, and
// writes its current workspace here. One entry, for the user it names; a sign-out deletes it.

/** Its localStorage key (the SPA shell's script reads it too). */
export const REMEMBERED_WORKSPACE_KEY = 'tenderflow:current-workspace';

interface Remembered {
  userId: string;
  workspaceId: string;
}

/** The workspace last current for this user, or null. */
export function rememberedWorkspace(userId: string): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(REMEMBERED_WORKSPACE_KEY) ?? 'null') as Remembered | null;
    return stored?.userId === userId && typeof stored.workspaceId === 'string' ? stored.workspaceId : null;
  } catch {
    return null;
  }
}

export function rememberWorkspace(userId: string, workspaceId: string): void {
  try {
    localStorage.setItem(
      REMEMBERED_WORKSPACE_KEY,
      JSON.stringify({ userId, workspaceId } satisfies Remembered),
    );
  } catch {
    // storage blocked or full: the next load asks for the workspaces first
  }
}

export function forgetWorkspace(): void {
  try {
    localStorage.removeItem(REMEMBERED_WORKSPACE_KEY);
  } catch {
    // storage blocked: nothing was remembered
  }
}
