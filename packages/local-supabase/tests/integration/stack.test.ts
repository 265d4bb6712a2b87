// The local stack's HTTP plumbing: CORS, body limits, bad JSON, rate limiting,
// the dev mailbox, unknown routes, concurrency, and a clear error for a busy port.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack } from '../../src/index';
import { newClient, signUpUser, startStack, uniqueEmail, type TestStack } from '../../src/testing';

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack({ authRateLimit: 1000 });
});
afterAll(async () => {
  await stack?.stop();
});

describe('CORS', () => {
  it('answers a preflight with the origin, all methods and the requested headers', async () => {
    const requested = 'authorization,apikey,content-type,x-client-info,prefer,accept-profile';
    const res = await fetch(`${stack.url}/rest/v1/tenders?select=*`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': requested,
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE', 'PUT', 'HEAD']) {
      expect(res.headers.get('access-control-allow-methods')).toContain(method);
    }
    expect(res.headers.get('access-control-allow-headers')).toBe(requested);
  });

  it('exposes Content-Range and X-Supabase-Api-Version on every response, * without an origin', async () => {
    const withOrigin = await fetch(`${stack.url}/auth/v1/settings`, {
      headers: { Origin: 'http://127.0.0.1:4173' },
    });
    expect(withOrigin.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    const expose = withOrigin.headers.get('access-control-expose-headers') ?? '';
    for (const header of [
      'Content-Range',
      'X-Supabase-Api-Version',
      'Content-Location',
      'Preference-Applied',
    ]) {
      expect(expose).toContain(header);
    }
    const without = await fetch(`${stack.url}/auth/v1/health`);
    expect(without.headers.get('access-control-allow-origin')).toBe('*');
    expect(await without.json()).toMatchObject({ name: 'GoTrue' });
  });
});

describe('request bodies', () => {
  const big = JSON.stringify({ email: 'x@example.com', password: 'y'.repeat(3 * 1024 * 1024) });

  it('over 2 MB → 413 with a JSON error, and the server keeps serving', async () => {
    const auth = await fetch(`${stack.url}/auth/v1/signup`, {
      method: 'POST',
      body: big,
      headers: { apikey: stack.anonKey },
    });
    expect(auth.status).toBe(413);
    expect(await auth.json()).toMatchObject({ code: 'request_too_large', msg: expect.any(String) });
    const rest = await fetch(`${stack.url}/rest/v1/tenders`, {
      method: 'POST',
      body: big,
      headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
    });
    expect(rest.status).toBe(413);
    expect(await rest.json()).toMatchObject({
      code: expect.any(String),
      details: null,
      hint: null,
      message: expect.any(String),
    });
    expect((await fetch(`${stack.url}/auth/v1/health`)).status).toBe(200);
  });

  it('a 1 MB string field is handled with a 4xx, not a crash', async () => {
    const res = await fetch(`${stack.url}/auth/v1/signup`, {
      method: 'POST',
      body: JSON.stringify({ email: `${'a'.repeat(1024 * 1024)}@example.com`, password: 'long-enough-1' }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('validation_failed');
  });

  it('non-JSON → 400 bad_json on auth and PGRST102 on REST', async () => {
    const auth = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      body: 'email=a&password=b',
    });
    expect(auth.status).toBe(400);
    expect(await auth.json()).toMatchObject({ code: 'bad_json', message: 'Unable to parse JSON' });
    const { session } = await signUpUser(stack);
    const rest = await fetch(`${stack.url}/rest/v1/tenders`, {
      method: 'POST',
      body: '{"title": ',
      headers: {
        apikey: stack.anonKey,
        Authorization: `Bearer ${session.access_token}`,
        'Content-Type': 'application/json',
      },
    });
    expect(rest.status).toBe(400);
    expect(await rest.json()).toMatchObject({ code: 'PGRST102', details: null, hint: null });
  });

  it('wrong JSON types on auth → a 4xx with the documented shape', async () => {
    for (const body of [
      { email: 42, password: 'long-enough-1' },
      { email: ['a'], password: {} },
      [],
      'string',
      null,
    ]) {
      const res = await fetch(`${stack.url}/auth/v1/signup`, { method: 'POST', body: JSON.stringify(body) });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(await res.json()).toMatchObject({ code: expect.any(String), msg: expect.any(String) });
    }
  });
});

describe('routing', () => {
  it('unknown paths and methods → JSON 404/405', async () => {
    const unknown = await fetch(`${stack.url}/nope`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: expect.any(String) });
    const auth = await fetch(`${stack.url}/auth/v1/nope`);
    expect(auth.status).toBe(404);
    expect((await auth.json()).code).toBe('not_found');
    const method = await fetch(`${stack.url}/auth/v1/signup`, { method: 'DELETE' });
    expect(method.status).toBe(405);
  });

  it('GET /auth/v1/settings reports email sign-up with autoconfirm', async () => {
    const res = await fetch(`${stack.url}/auth/v1/settings`);
    expect(await res.json()).toMatchObject({
      external: { email: true },
      disable_signup: false,
      mailer_autoconfirm: true,
    });
  });

  it('the dev mailbox lists mail newest first', async () => {
    const first = await signUpUser(stack);
    const second = await signUpUser(stack);
    const client = newClient(stack.url, stack.anonKey);
    await client.auth.resetPasswordForEmail(first.email);
    await client.auth.resetPasswordForEmail(second.email);
    const res = await fetch(`${stack.url}/__dev/mail`);
    const mails = (await res.json()) as { to: string; subject: string; link: string; created_at: string }[];
    expect(mails[0]).toMatchObject({
      to: second.email,
      subject: expect.any(String),
      link: expect.stringMatching(/^http/),
    });
    expect(mails[1]?.to).toBe(first.email);
    expect(Date.parse(mails[0]!.created_at)).toBeGreaterThanOrEqual(Date.parse(mails[1]!.created_at));
  });
});

describe('concurrency', () => {
  it('10 simultaneous sign-ups and sign-ins all succeed (requests queue on one connection)', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, () => signUpUser(stack)));
    expect(new Set(users.map((u) => u.user.id)).size).toBe(10);
    const results = await Promise.all(
      users.map((u) =>
        newClient(stack.url, stack.anonKey).auth.signInWithPassword({ email: u.email, password: u.password }),
      ),
    );
    expect(results.every((r) => r.error === null)).toBe(true);
  });
});

describe('rate limit', () => {
  it('sign-in and sign-up attempts per address over the limit → 429 over_request_rate_limit', async () => {
    const limited = await startStack({ authRateLimit: 3 });
    try {
      const email = uniqueEmail('limited');
      const client = newClient(limited.url, limited.anonKey);
      for (let i = 0; i < 3; i++) {
        const { error } = await client.auth.signInWithPassword({ email, password: 'wrong-password' });
        expect(error?.code).toBe('invalid_credentials');
      }
      const { error } = await client.auth.signInWithPassword({ email, password: 'wrong-password' });
      expect(error).toMatchObject({
        status: 429,
        code: 'over_request_rate_limit',
        message: 'Request rate limit reached',
      });
      const signUp = await client.auth.signUp({ email, password: 'long-enough-1' });
      expect(signUp.error?.code).toBe('over_request_rate_limit');
      // Another address is not affected.
      const other = await client.auth.signUp({ email: uniqueEmail('other'), password: 'long-enough-1' });
      expect(other.error).toBeNull();
    } finally {
      await limited.stop();
    }
  });
});

describe('start-up errors', () => {
  it('a port in use → a clear one-line error', async () => {
    await expect(
      startLocalStack({ port: Number(new URL(stack.url).port), db: 'memory', log: false }),
    ).rejects.toThrow(/^Port \d+ on 127\.0\.0\.1 is already in use/);
  });

  it('an unreachable DATABASE_URL → a clear one-line error without the password', async () => {
    const error = await startLocalStack({
      port: 0,
      databaseUrl: 'postgres://someone:secret-pw@127.0.0.1:1/nothing',
      log: false,
    }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(
      /^Cannot connect to DATABASE_URL postgres:\/\/someone:\*\*\*@127\.0\.0\.1:1\/nothing: /,
    );
    expect((error as Error).message).not.toContain('secret-pw');
  });
});
