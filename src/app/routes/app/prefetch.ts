// What each /app screen shows first, asked for as soon as the route is known: with the
// route's code rather than after it has loaded and rendered, and without waiting for the
// workspaces when the restored cache knows the current one. The screens' own useQuery calls
// then find these requests in flight (same options, same keys) instead of starting them.
// Each screen's list is a module of its own under prefetch/, so a screen loads only its own
// features' queries.
import type { FetchQueryOptions } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { appQueryClient, restoredQueryCache } from '@/app/app-query-client';
import { tenderQueries } from '@/features/tenders/api/queries';
import { requireUserId } from '@/lib/current-user';
import { profileQueries } from '@/lib/profile';
import { storedSession } from '@/lib/query-persistence';
import { workspaceQueries } from '@/lib/workspace';

// Any query's options: a screen's list mixes queries of different data.
export type AnyQuery = FetchQueryOptions<any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A screen's first queries, for the current workspace and the route's address and params. */
export type ScreenQueries = (workspaceId: string, args: LoaderFunctionArgs) => AnyQuery[];

// supabase-js refreshes a token that expires within 30 s (its EXPIRY_MARGIN); a minute is safe.
const SESSION_MARGIN_MS = 60_000;

/** The shell's own: the user's profile (header) and the tender count (sidebar). */
const layoutQueries = (workspaceId: string, userId: string): AnyQuery[] => [
  profileQueries.detail(userId),
  tenderQueries.count(workspaceId),
];

/** Starts the shell's and the screen's first queries; never throws (the screen reports its own failures). */
export async function prefetchScreen(screenQueries: ScreenQueries, args: LoaderFunctionArgs): Promise<void> {
  // A stored session still valid for a while is used at once; one about to expire waits for
  // supabase-js to refresh it (nothing is asked for without a session, or as anon).
  const stored = storedSession();
  if (!stored) return;
  const valid = stored.expiresAt > Date.now() + SESSION_MARGIN_MS;
  const userId = valid ? stored.userId : await requireUserId().catch(() => null);
  if (!userId) return;
  const mine = workspaceQueries.mine();
  // Asked for at once, before the persisted cache is in (on a first visit there is none); a
  // current workspace the cache knows does not wait for the answer.
  const workspaces = appQueryClient.fetchQuery(mine).catch(() => null);
  await restoredQueryCache;
  const current = (appQueryClient.getQueryData(mine.queryKey) ?? (await workspaces))?.current;
  if (!current) return;
  for (const options of [...layoutQueries(current.id, userId), ...screenQueries(current.id, args)]) {
    void appQueryClient.prefetchQuery(options);
  }
}
