// What each /app screen shows first, asked for as soon as the route is known: with the
// route's code rather than after it has loaded and rendered, and without waiting for the
// workspaces when the current one is remembered. The screens' own useQuery calls then find
// these requests in flight (same options, same keys) instead of starting them. Each screen's
// list is a module of its own under prefetch/, so a screen loads only its own features'
// queries. On a page load the SPA shell has sent the same requests already, before any
// module ran (src/app/early-requests/): its table is recorded from these lists at build
// time, and the app's fetch adopts those responses (lib/early-requests.ts).
import type { FetchQueryOptions } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { appQueryClient, restoredQueryCache } from '@/app/app-query-client';
import { tenderQueries } from '@/features/tenders/api/queries';
import { requireUserId } from '@/lib/current-user';
import { profileQueries } from '@/lib/profile';
import { storedSession } from '@/lib/query-persistence';
import { rememberedWorkspace } from '@/lib/remembered-workspace';
import { workspaceQueries } from '@/lib/workspace';

// Any query's options: a screen's list mixes queries of different data.
export type AnyQuery = FetchQueryOptions<any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What a screen's first queries may depend on: the route's address and params. */
export type ScreenArgs = Pick<LoaderFunctionArgs, 'params'> & { url: URL };

/** A screen's first queries, for the current workspace and the route's address and params. */
export type ScreenQueries = (workspaceId: string, args: ScreenArgs) => AnyQuery[];

/**
 * How long a stored session must stay valid to be used at once (supabase-js refreshes a
 * token that expires within 30 s, its EXPIRY_MARGIN; a minute is safe). The SPA shell's
 * early requests follow the same rule.
 */
export const SESSION_MARGIN_MS = 60_000;

/** Every screen's: the user's workspaces, the user's profile (header) and the tender count (sidebar). */
export const shellQueries = (userId: string, workspaceId: string): AnyQuery[] => [
  workspaceQueries.mine(),
  profileQueries.detail(userId),
  tenderQueries.count(workspaceId),
];

/** The current workspace: the one remembered, else the restored cache's, else the workspaces' answer. */
async function currentWorkspace(userId: string): Promise<string | undefined> {
  const remembered = rememberedWorkspace(userId);
  if (remembered) return remembered;
  const mine = workspaceQueries.mine();
  // Asked for at once, before the persisted cache is in (on a first visit there is none).
  const workspaces = appQueryClient.fetchQuery(mine).catch(() => null);
  await restoredQueryCache;
  return (appQueryClient.getQueryData(mine.queryKey) ?? (await workspaces))?.current.id;
}

/** Starts the shell's and the screen's first queries; never throws (the screen reports its own failures). */
export async function prefetchScreen(screenQueries: ScreenQueries, args: LoaderFunctionArgs): Promise<void> {
  // A stored session still valid for a while is used at once; one about to expire waits for
  // supabase-js to refresh it (nothing is asked for without a session, or as anon).
  const stored = storedSession();
  if (!stored) return;
  const valid = stored.expiresAt > Date.now() + SESSION_MARGIN_MS;
  const userId = valid ? stored.userId : await requireUserId().catch(() => null);
  if (!userId) return;
  const workspaceId = await currentWorkspace(userId);
  if (!workspaceId) return;
  const url = new URL(args.request.url);
  for (const options of [
    ...shellQueries(userId, workspaceId),
    ...screenQueries(workspaceId, { ...args, url }),
  ]) {
    void appQueryClient.prefetchQuery(options);
  }
}
