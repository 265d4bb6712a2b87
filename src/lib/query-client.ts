import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { dataErrorMessage, isClientError, messages, OfflineError } from './errors';

/**
 * What a failed mutation toasts: these words (the connection message instead when offline),
 * or a function's words for the error — null for an error its screen shows itself.
 */
export type MutationErrorMessage = string | ((error: unknown) => string | null);

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** `meta: { invalidates: [['dashboard'], ['tenders']] }` refreshes other features' numbers after a mutation. */
      invalidates?: ReadonlyArray<readonly unknown[]>;
      /** `meta: { errorMessage }`: a failure is logged and toasted in these words (see MutationErrorMessage). */
      errorMessage?: MutationErrorMessage;
      /** `meta: { logError: true }`: a failure the screen shows in place is logged, not toasted. */
      logError?: boolean;
    };
    /** `meta: { errorMessage }`: the words a failed background refresh toasts under the title Error. */
    queryMeta: { errorMessage?: string };
  }
}

const MAX_RETRIES = 3;
// Long enough for the persisted cache (lib/query-persistence.ts) to hold the screens of a
// working day for reading offline; staleTime still refreshes whatever is on screen.
const ONE_DAY = 24 * 60 * 60 * 1000;

/**
 * Retries up to 3 times, never for an answer the client caused (4xx), nor while the browser
 * is offline: the screen says at once what it cannot show, and coming back online refetches.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && !isClientError(error) && onlineManager.isOnline();
}

/** Exponential backoff: 1 s, 2 s, 4 s … capped at 30 s (attempt counts from 0). */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

/** The toast for a failed load: titled Error, one per message at a time. */
export const toastLoadError = (message: string) =>
  toast.error('Error', { id: message, description: message });

/** The words a failed mutation toasts under its meta, or null for none. */
function mutationFailure(error: unknown, errorMessage: MutationErrorMessage | undefined): string | null {
  if (errorMessage === undefined) return null;
  return typeof errorMessage === 'function' ? errorMessage(error) : dataErrorMessage(error, errorMessage);
}

/**
 * The online state from the browser, read at start as well: React Query's own listener
 * assumes online until an 'offline' event, which a page loaded offline never gets.
 */
function followBrowserOnlineState(): void {
  if (typeof window === 'undefined') return;
  onlineManager.setEventListener((setOnline) => {
    setOnline(navigator.onLine);
    const online = () => setOnline(true);
    const offline = () => setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });
}

/** For `mutateAsync(…).catch(alreadyReported)`: the MutationCache has logged and toasted the failure already. */
export const alreadyReported = () => undefined;

/**
 * The app's query client: the spec's retry and cache rules, cross-feature invalidation,
 * and the error policy — a failed first load renders in place (the screen shows it),
 * a failed refresh of data already on screen keeps the data and toasts, and a failed
 * mutation toasts the words its meta names.
 */
export function createQueryClient(): QueryClient {
  followBrowserOnlineState();
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // Signed out meanwhile (a prefetch racing an expired session): the sign-in screen follows.
        if (error instanceof Error && error.message === messages.notAuthenticated) return;
        console.error(error);
        const message = query.meta?.errorMessage;
        // Offline, the banner (OfflineBanner) already says the data on screen is not fresh.
        if (message && query.state.data !== undefined && onlineManager.isOnline()) toastLoadError(message);
      },
    }),
    mutationCache: new MutationCache({
      // Offline, a change is refused before it is sent (never queued): the screen keeps what
      // was typed and says why (messages.offline).
      onMutate: () => {
        if (!onlineManager.isOnline()) throw new OfflineError();
      },
      onError: (error, _variables, _context, mutation) => {
        const message = mutationFailure(error, mutation.meta?.errorMessage);
        if (message === null && !mutation.meta?.logError) return;
        // A change refused offline is no fault to log.
        if (!(error instanceof OfflineError)) console.error(error);
        if (message !== null) toast.error(message);
      },
      onSuccess: (_data, _variables, _context, mutation) => {
        const keys = mutation.meta?.invalidates;
        if (!keys?.length) return;
        return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        // Kept for a day (and persisted); considered fresh for a minute, so revisits refetch quietly.
        gcTime: ONE_DAY,
        staleTime: 60 * 1000,
        // Coming back to the tab or back online refreshes what is on screen, fresh or not:
        // another tab's changes show up, and screens that failed while offline recover.
        refetchOnWindowFocus: 'always',
        refetchOnReconnect: 'always',
        // Offline, a screen still tries, fails within the retry budget and says so in place,
        // rather than waiting silently (paused) until the browser reports a connection.
        networkMode: 'always',
      },
      // A save fails at once with the connection message and keeps the form for a resubmit.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return queryClient;
}
