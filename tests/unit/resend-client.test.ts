// The Resend client of the send-reminders function. Resend is not ours: its HTTP API is
// stood in for by an injected fetch. (The function's own runs, against the local stack's
// Resend-shaped dev endpoint, are in tests/integration/reminders-*.test.ts.)
import { describe, expect, it } from 'vitest';
import { isServiceRole } from '../../supabase/functions/_shared/auth';
import {
  batchIdempotencyKey,
  sendAll,
  sendBatch,
  type OutgoingEmail,
} from '../../supabase/functions/_shared/resend';
import { runAt } from '../../supabase/functions/_shared/run-at';

const config = {
  apiUrl: 'https://resend.test/',
  apiKey: 're_key',
  from: 'TenderFlow <reminders@example.com>',
};
const email = (id: string): OutgoingEmail => ({
  id,
  to: `${id}@example.com`,
  subject: 'Subject',
  text: 'text',
  html: '<p>html</p>',
  headers: { 'List-Unsubscribe': '<https://app.example.com/unsubscribe?token=t>' },
});

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('sendBatch', () => {
  it("posts Resend's batch shape: an array of emails with the key, one Idempotency-Key derived from the message ids", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const post = async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init: init! });
      return answer(200, { data: [{ id: 'resend-1' }, { id: 'resend-2' }] });
    };
    const result = await sendBatch(config, [email('m1'), email('m2')], post);
    expect(result).toEqual({ ok: true, providerIds: ['resend-1', 'resend-2'] });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://resend.test/emails/batch');
    const headers = new Headers(calls[0]!.init.headers);
    expect(headers.get('Authorization')).toBe('Bearer re_key');
    const key = headers.get('Idempotency-Key')!;
    expect(key).toBe(await batchIdempotencyKey(['m1', 'm2']));
    expect(key).toMatch(/^reminders\/[0-9a-f]{64}$/);
    expect(await batchIdempotencyKey(['m1', 'm3'])).not.toBe(key);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual([
      {
        from: config.from,
        to: ['m1@example.com'],
        subject: 'Subject',
        html: '<p>html</p>',
        text: 'text',
        headers: { 'List-Unsubscribe': '<https://app.example.com/unsubscribe?token=t>' },
      },
      expect.objectContaining({ to: ['m2@example.com'] }),
    ]);
    // The same batch again (a run that could not record it): the same key, so Resend sends nothing twice.
    await sendBatch(config, [email('m1'), email('m2')], post);
    expect(new Headers(calls[1]!.init.headers).get('Idempotency-Key')).toBe(key);
  });

  it('counts a refusal, an answer without one id per email and a network error as failed, never throwing', async () => {
    const two = [email('a'), email('b')];
    expect(await sendBatch(config, two, async () => answer(422, { message: 'Invalid `to`' }))).toEqual({
      ok: false,
      error: 'HTTP 422: Invalid `to`',
    });
    expect((await sendBatch(config, two, async () => answer(200, { data: [{ id: 'x' }] }))).ok).toBe(false);
    const down = await sendBatch(config, two, async () => {
      throw new TypeError('fetch failed');
    });
    expect(down).toEqual({ ok: false, error: 'fetch failed' });
  });

  it('waits out a 429 for its Retry-After and tries again', async () => {
    let calls = 0;
    const result = await sendBatch(config, [email('m')], async () =>
      ++calls < 3
        ? answer(429, { message: 'Too many requests' }, { 'Retry-After': '0.01' })
        : answer(200, { data: [{ id: 'r' }] }),
    );
    expect(result).toEqual({ ok: true, providerIds: ['r'] });
    expect(calls).toBe(3);
  });
});

describe('sendAll', () => {
  it('sends batches of at most 100, a few at a time; a failed batch fails whole', async () => {
    let inFlight = 0;
    let most = 0;
    const failures: string[] = [];
    const sizes: number[] = [];
    const ids = Array.from({ length: 450 }, (_, i) => `m${i}`);
    const result = await sendAll(config, ids.map(email), {
      concurrency: 3,
      onFailure: (e, error) => failures.push(`${e.id} ${error}`),
      fetchImpl: async (_url, init) => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 2));
        inFlight--;
        const batch = JSON.parse(String(init!.body)) as { to: string[] }[];
        sizes.push(batch.length);
        return batch.some((m) => m.to[0] === 'm250@example.com')
          ? answer(500, { message: 'down' })
          : answer(200, { data: batch.map((m) => ({ id: `r-${m.to[0]}` })) });
      },
    });
    expect([...sizes].sort((a, b) => b - a)).toEqual([100, 100, 100, 100, 50]);
    expect(result.failed).toEqual(ids.slice(200, 300));
    expect([...result.sent].sort()).toEqual(ids.filter((_, i) => i < 200 || i >= 300).sort());
    expect(failures).toHaveLength(100);
    expect(failures[0]).toBe('m200 HTTP 500: down');
    expect(most).toBe(3);
  });
});

describe('who may run a function', () => {
  const jwt = (claims: object) =>
    `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;
  const request = (authorization?: string) =>
    new Request('http://localhost/functions/v1/send-reminders', {
      method: 'POST',
      headers: authorization ? { Authorization: authorization } : {},
    });

  it('lets only the service-role key itself through, never a JWT that merely claims the role', () => {
    const key = jwt({ role: 'service_role', iss: 'supabase' });
    expect(isServiceRole(request(`Bearer ${key}`), key)).toBe(true);
    expect(isServiceRole(request('Bearer sb_secret_key'), 'sb_secret_key')).toBe(true);
    // Forged: the right claim, another signature (a gateway with verify_jwt off lets it through).
    expect(isServiceRole(request(`Bearer ${jwt({ role: 'service_role' })}`), key)).toBe(false);
    expect(isServiceRole(request(`Bearer ${jwt({ role: 'authenticated', sub: 'u' })}`), key)).toBe(false);
    expect(isServiceRole(request(`Bearer ${key}x`), key)).toBe(false);
    expect(isServiceRole(request(), key)).toBe(false);
    expect(isServiceRole(request('Bearer '), '')).toBe(false);
  });
});

describe('the instant a run is for', () => {
  const post = (body?: string) => new Request('http://localhost/send-reminders', { method: 'POST', body });
  /** The Deno.env a function sees: the local stack sets SUPABASE_LOCAL_STACK=1, hosted Supabase does not. */
  const withEnv = async <T>(values: Record<string, string>, fn: () => Promise<T>): Promise<T> => {
    const global = globalThis as { Deno?: unknown };
    const before = global.Deno;
    global.Deno = { env: { get: (key: string) => values[key] } };
    try {
      return await fn();
    } finally {
      global.Deno = before;
    }
  };

  it('is now without a body, and { now } on the local stack', async () => {
    await withEnv({ SUPABASE_LOCAL_STACK: '1' }, async () => {
      expect(await runAt(post())).toEqual({});
      expect(await runAt(post('{}'))).toEqual({});
      expect(await runAt(post('{"now":"2030-01-15T08:05:00+01:00"}'))).toEqual({
        now: '2030-01-15T07:05:00.000Z',
      });
      expect(await runAt(post('{"now":"yesterday"}'))).toEqual({
        refused: '"now" must be an ISO 8601 instant.',
      });
      expect(await runAt(post('not json'))).toEqual({ refused: 'The body must be JSON.' });
    });
  });

  it('refuses { now } on hosted Supabase', async () => {
    await withEnv({}, async () => {
      expect(await runAt(post('{"now":"2030-01-15T08:05:00Z"}'))).toEqual({
        refused: '"now" is accepted only by the local stack.',
      });
      expect(await runAt(post())).toEqual({});
    });
  });
});
