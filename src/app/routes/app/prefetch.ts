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
import { storedUserId } from '@/lib/query-persistence';
import { workspaceQueries } from '@/lib/workspace';

// Any query's options: a screen's list mixes queries of different data.
export type AnyQuery = FetchQueryOptions<any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A screen's first queries, for the current workspace and the route's address and params. */
export type ScreenQueries = (workspaceId: string, args: LoaderFunctionArgs) => AnyQuery[];

/** The shell's own: the user's profile (header) and the tender count (sidebar). */
const layoutQueries = (workspaceId: string, userId: string): AnyQuery[] => [
  profileQueries.detail(userId),
  tenderQueries.count(workspaceId),
];

/** Starts the shell's and the screen's first queries; never throws (the screen reports its own failures). */
export async function prefetchScreen(screenQueries: ScreenQueries, args: LoaderFunctionArgs): Promise<void> {
  // The session as supabase-js has it (refreshed first if it had expired), so that nothing is
  // asked for without one; read from storage, as a rule without a request.
  if (!storedUserId()) return;
  const userId = await requireUserId().catch(() => null);
  if (!userId) return;
  await restoredQueryCache;
  const mine = workspaceQueries.mine();
  // Refreshed if stale, but a known current workspace does not wait for it.
  const workspaces = appQueryClient.fetchQuery(mine).catch(() => null);
  const current = (appQueryClient.getQueryData(mine.queryKey) ?? (await workspaces))?.current;
  if (!current) return;
  for (const options of [...layoutQueries(current.id, userId), ...screenQueries(current.id, args)]) {
    void appQueryClient.prefetchQuery(options);
  }
}
