import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useCallback, useSyncExternalStore } from 'react';
import { formatTime } from '@/lib/dates';
import { useOnline } from '@/lib/use-online';

/** When the data on screen was loaded: the oldest of the screen's queries (0 when none has data). */
function loadedAt(queryClient: QueryClient): number {
  const times = queryClient
    .getQueryCache()
    .findAll({ type: 'active' })
    .map((query) => query.state.dataUpdatedAt)
    .filter((time) => time > 0);
  return times.length ? Math.min(...times) : 0;
}

/** Offline, says so and how old the data on screen is (restored from the persisted cache or kept in memory). */
export function OfflineBanner() {
  const queryClient = useQueryClient();
  const online = useOnline();
  const subscribeToCache = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const since = useSyncExternalStore(subscribeToCache, () => loadedAt(queryClient));
  if (online) return null;
  return (
    <div
      role="status"
      className="flex items-center gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {since
        ? `Offline — showing what was loaded at ${formatTime(new Date(since))}`
        : 'Offline — nothing loaded yet to show'}
    </div>
  );
}
