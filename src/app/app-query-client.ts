// The query client of the auth screens and /app, one per page load: the route loaders
// prefetch into it before React renders (routes/app/prefetch.ts), and AppProvider hands it
// to the screens. Its cache is restored from IndexedDB at once and saved as it changes.
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/query-persist-client-core';
import { createQueryClient } from '@/lib/query-client';
import { markRestoredStale, PERSISTED_CACHE_MAX_AGE, queryPersister } from '@/lib/query-persistence';

export const appQueryClient = createQueryClient();

const loadedAt = Date.now();

/**
 * Settles once the persisted cache is in (or found missing, expired or unreadable). Queries
 * may start before: restoring never replaces data newer than the persisted copy. What was
 * restored is shown at once but always refreshed: the copy is saved a second after each
 * change at most, so it can predate the last one. What this page load has fetched already
 * (the screen's first queries often arrive first) is left fresh.
 */
export const restoredQueryCache: Promise<void> = (
  typeof indexedDB === 'undefined'
    ? Promise.resolve()
    : persistQueryClientRestore({
        queryClient: appQueryClient,
        persister: queryPersister,
        maxAge: PERSISTED_CACHE_MAX_AGE,
      })
).then(
  () => {
    markRestoredStale(appQueryClient, loadedAt);
    persistQueryClientSubscribe({
      queryClient: appQueryClient,
      persister: queryPersister,
      // Whatever has data is kept, a refresh that failed offline included: only successes
      // would be saved by default, and one offline visit would drop the screen from the copy.
      dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.data !== undefined },
    });
  },
  (error: unknown) => console.error(error),
);
