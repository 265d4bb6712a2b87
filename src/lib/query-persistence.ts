// The query cache kept in IndexedDB, so a returning user sees their last data at once (and
// offline) while it refreshes. One entry per user: only the signed-in user's own entry is
// ever restored, and a sign-out or a change of user deletes them all (lib/session.tsx).
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import type { QueryClient } from '@tanstack/react-query';
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';

/** How old a persisted cache may be and still be shown (docs/architecture.md § Offline). */
export const PERSISTED_CACHE_MAX_AGE = 7 * 24 * 60 * 60 * 1000;

// supabase-js keeps the session under `sb-<project>-auth-token` in localStorage (the SPA
// shell's early requests look for it there too).
export const AUTH_TOKEN_KEY = /^sb-.+-auth-token$/;

interface StoredSession {
  userId: string;
  /** When its access token expires (ms since the epoch; 0 when unknown). */
  expiresAt: number;
}

/** The session supabase-js has stored, read synchronously from its storage (no refresh, no request). */
export function storedSession(): StoredSession | null {
  try {
    const key = Object.keys(window.localStorage).find((name) => AUTH_TOKEN_KEY.test(name));
    if (!key) return null;
    const stored = JSON.parse(window.localStorage.getItem(key) ?? 'null') as {
      user?: { id?: unknown };
      expires_at?: unknown;
    } | null;
    if (typeof stored?.user?.id !== 'string') return null;
    const expiresAt = typeof stored.expires_at === 'number' ? stored.expires_at * 1000 : 0;
    return { userId: stored.user.id, expiresAt };
  } catch {
    return null;
  }
}

/** The id of the user whose session is stored. */
export const storedUserId = (): string | null => storedSession()?.userId ?? null;

let store: UseStore | undefined;
const cacheStore = () => (store ??= createStore('tenderflow-query-cache', 'clients'));
const entryKey = (userId: string) => `user:${userId}`;

/** Saves and restores the cache of the user whose session is stored; nothing without one. */
export const queryPersister: Persister = {
  persistClient: async (client: PersistedClient) => {
    const userId = storedUserId();
    if (userId) await set(entryKey(userId), client, cacheStore());
  },
  restoreClient: async () => {
    const userId = storedUserId();
    return userId ? get<PersistedClient>(entryKey(userId), cacheStore()) : undefined;
  },
  removeClient: async () => {
    const userId = storedUserId();
    if (userId) await del(entryKey(userId), cacheStore());
  },
};

/** Deletes every persisted cache on this browser (sign-out, or another user signed in). */
export async function clearPersistedQueries(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  try {
    await clear(cacheStore());
  } catch (error) {
    console.error(error);
  }
}

/**
 * Marks stale what the restore brought (data older than this page load), so that it is
 * refetched when shown; what the page has fetched since it loaded stays fresh, and is not
 * asked for a second time when its screen mounts.
 */
export function markRestoredStale(queryClient: QueryClient, loadedAt: number): Promise<void> {
  return queryClient.invalidateQueries({
    refetchType: 'none',
    predicate: (query) => query.state.dataUpdatedAt < loadedAt,
  });
}
