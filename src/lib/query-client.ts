import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isClientError } from './errors';

declare module '@tanstack/react-query' {
  interface Register {
    /** `meta: { invalidates: [['dashboard'], ['tenders']] }` refreshes other features' numbers after a mutation. */
    mutationMeta: { invalidates?: ReadonlyArray<readonly unknown[]> };
  }
}

const MAX_RETRIES = 3;
const FIVE_MINUTES = 5 * 60 * 1000;

/** Retries up to 3 times, never for an answer the client caused (4xx). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && !isClientError(error);
}

/** Exponential backoff: 1 s, 2 s, 4 s … capped at 30 s (attempt counts from 0). */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

/** The app's query client: the spec's retry and cache rules, and cross-feature invalidation. */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
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
        // Cached for five minutes; considered fresh for one, so revisits refetch quietly.
        gcTime: FIVE_MINUTES,
        staleTime: 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
