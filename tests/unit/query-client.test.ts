// The app's query client: its retry rules, and its report of a failed mutation from the
// mutation's meta (logged and toasted once by the MutationCache, in the screen's words).
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { messages, OfflineError } from '@/lib/errors';
import { createQueryClient, retryDelay, shouldRetry } from '@/lib/query-client';
import { markRestoredStale } from '@/lib/query-persistence';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

let logged: MockInstance<typeof console.error>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.clearAllMocks());

/** Runs a mutation with this meta that fails with `error`. */
async function fail(meta: Record<string, unknown> | undefined, error: unknown = new Error('boom')) {
  const queryClient = createQueryClient();
  const mutation = queryClient
    .getMutationCache()
    .build(queryClient, { mutationFn: () => Promise.reject(error), meta });
  await expect(mutation.execute(undefined)).rejects.toBe(error);
}

describe('a failed mutation', () => {
  it('with meta.errorMessage is logged once and toasts those words', async () => {
    const error = new Error('boom');
    await fail({ errorMessage: 'Failed to save' }, error);
    expect(logged).toHaveBeenCalledExactlyOnceWith(error);
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Failed to save');
  });

  it('toasts the connection message instead when the request never got an answer', async () => {
    await fail({ errorMessage: 'Failed to save' }, new TypeError('Failed to fetch'));
    expect(toast.error).toHaveBeenCalledExactlyOnceWith(messages.network);
  });

  it('takes its words from a function of the error; null leaves the error to the screen', async () => {
    const words = (error: unknown) => ((error as Error).message === 'known' ? null : 'Refused');
    await fail({ errorMessage: words }, new Error('other'));
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Refused');
    vi.clearAllMocks();
    await fail({ errorMessage: words }, new Error('known'));
    expect(logged).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('with meta.logError is logged and not toasted (the screen shows it in place)', async () => {
    await fail({ logError: true });
    expect(logged).toHaveBeenCalledOnce();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('without either is the screen’s alone: neither logged nor toasted', async () => {
    await fail(undefined);
    expect(logged).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('a change made offline', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('is refused before it is sent, toasting the offline message without logging a fault', async () => {
    onlineManager.setOnline(false);
    const sent = vi.fn(() => Promise.resolve('saved'));
    const queryClient = createQueryClient();
    const mutation = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: sent, meta: { errorMessage: 'Failed to save' } });
    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(OfflineError);
    expect(sent).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledExactlyOnceWith(messages.offline);
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('query client retry rules', () => {
  it('backs off from 1 s, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries up to 3 times, never a 4xx answer', () => {
    const serverError = { status: 503 };
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, serverError))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, { status: 404 })).toBe(false);
    expect(shouldRetry(0, { code: '42501', message: 'denied' })).toBe(false);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('never retries while the browser is offline: the screen says so at once', () => {
    onlineManager.setOnline(false);
    try {
      expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(false);
    } finally {
      onlineManager.setOnline(true);
    }
  });
});

describe('the restored cache', () => {
  it('is marked stale (refetched when shown); what this page load fetched is not asked for again', async () => {
    const queryClient = createQueryClient();
    const loadedAt = Date.now();
    queryClient.setQueryData(['restored'], 'yesterday', { updatedAt: loadedAt - 60_000 });
    queryClient.setQueryData(['fetched'], 'now', { updatedAt: loadedAt + 5 });
    await markRestoredStale(queryClient, loadedAt);
    expect(queryClient.getQueryState(['restored'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['fetched'])?.isInvalidated).toBe(false);
  });
});
