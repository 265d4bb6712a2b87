// docs/security-checks.md D2: how the stack treats JWTs on REST (PostgREST's rules) and
// that supabase-js recovers from an expired access token by refreshing.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY } from '../../src/keys';
import { signJwt, verifyJwt } from '../../src/jwt';
import { newClient, signUpUser, startStack, type TestStack } from '../../src/testing';

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

const decode = (jwt: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

async function rest(
  token: string | undefined,
  apikey: string | undefined = stack.anonKey,
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (apikey) headers.apikey = apikey;
  if (token !== undefined) headers.Authorization = `Bearer ${token}`;
  return fetch(`${stack.url}/rest/v1/default_tasks?select=id&limit=1`, { headers });
}

async function expectRest401(res: Response, code: 'PGRST301' | 'PGRST303'): Promise<void> {
  expect(res.status).toBe(401);
  expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
  const body = (await res.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ code, details: null, hint: null });
  expect(typeof body.message).toBe('string');
}

describe('the well-known keys', () => {
  it('anon and service_role keys verify with the local JWT secret', () => {
    const anon = verifyJwt(ANON_KEY, JWT_SECRET);
    const service = verifyJwt(SERVICE_ROLE_KEY, JWT_SECRET);
    expect(anon).toEqual({ ok: true, payload: { iss: 'supabase-demo', role: 'anon', exp: 1983812996 } });
    expect(service).toEqual({
      ok: true,
      payload: { iss: 'supabase-demo', role: 'service_role', exp: 1983812996 },
    });
    expect(JWT_SECRET).toBe('super-secret-jwt-token-with-at-least-32-characters-long');
    expect(stack.anonKey).toBe(ANON_KEY);
    expect(stack.serviceRoleKey).toBe(SERVICE_ROLE_KEY);
  });

  it('signJwt matches an independent HS256 implementation', () => {
    const token = signJwt({ iss: 'supabase-demo', role: 'anon', exp: 1983812996 }, JWT_SECRET);
    const [h, p] = token.split('.');
    expect(createHmac('sha256', JWT_SECRET).update(`${h}.${p}`).digest('base64url')).toBe(
      token.split('.')[2],
    );
  });
});

describe('D2: REST verifies the bearer token like PostgREST', () => {
  it('accepts the anon key (as bearer or apikey only), a user token and the service-role key', async () => {
    const { session } = await signUpUser(stack);
    for (const res of [
      await rest(session.access_token),
      await rest(stack.serviceRoleKey, stack.serviceRoleKey),
    ]) {
      expect(res.status).toBe(200);
    }
    // anon may not read default_tasks: the token is accepted and the database refuses (42501), not the JWT check.
    for (const res of [await rest(stack.anonKey), await rest(undefined)]) {
      const body = (await res.json()) as { code?: string };
      expect(body.code).not.toMatch(/^PGRST30/);
    }
  });

  it('an expired token → 401 PGRST303; supabase-js refreshes it and carries on', async () => {
    const { session } = await signUpUser(stack);
    const expired = signJwt(
      { ...decode(session.access_token), iat: now() - 7200, exp: now() - 3600 },
      stack.jwtSecret,
    );
    await expectRest401(await rest(expired), 'PGRST303');

    // A client holding the expired token: postgrest-js surfaces the 401 …
    const stale = newClient(stack.url, stack.anonKey);
    const withHeader = newClient(stack.url, stack.anonKey);
    const direct = await (withHeader as typeof stale)
      .from('default_tasks')
      .select('id')
      .setHeader('Authorization', `Bearer ${expired}`);
    expect(direct.status).toBe(401);
    expect(direct.error).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });

    // … and a client whose stored session has expired refreshes before the request.
    const set = await stale.auth.setSession({ access_token: expired, refresh_token: session.refresh_token });
    expect(set.error).toBeNull();
    const fresh = set.data.session!;
    expect(fresh.access_token).not.toBe(expired);
    expect(fresh.refresh_token).not.toBe(session.refresh_token);
    const after = await stale.from('default_tasks').select('id').limit(1);
    expect(after.error).toBeNull();
    expect(after.status).toBe(200);
  });

  it('tampered payload, alg none, malformed, another secret → 401 PGRST301', async () => {
    const { session } = await signUpUser(stack);
    const [h, , s] = session.access_token.split('.');
    const claims = decode(session.access_token);
    const tampered = `${h}.${b64({ ...claims, role: 'service_role' })}.${s}`;
    const algNone = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, role: 'service_role' })}.`;
    const otherSecret = signJwt(
      { iss: 'supabase-demo', role: 'service_role', exp: now() + 3600 },
      'another-secret-that-is-also-at-least-32-characters',
    );
    for (const token of [tampered, algNone, otherSecret, 'not-a-jwt', 'a.b.c']) {
      await expectRest401(await rest(token), 'PGRST301');
    }
    // The same through supabase-js: an impostor service-role key gets nothing.
    const impostor = newClient(stack.url, otherSecret);
    const { error, status } = await impostor.from('default_tasks').select('id');
    expect(status).toBe(401);
    expect(error?.code).toBe('PGRST301');
  });

  it('wrong audience → 401 PGRST303; an unknown role claim or no key at all → 401', async () => {
    const wrongAud = signJwt(
      { sub: crypto.randomUUID(), role: 'authenticated', aud: 'someone-else', exp: now() + 600 },
      stack.jwtSecret,
    );
    await expectRest401(await rest(wrongAud), 'PGRST303');

    const superuser = signJwt({ role: 'postgres', exp: now() + 600 }, stack.jwtSecret);
    expect((await rest(superuser)).status).toBe(401);

    const none = await rest(undefined, undefined);
    expect(none.status).toBe(401);
  });

  it('REST keeps accepting a validly signed, unexpired token after sign-out (as PostgREST does)', async () => {
    const { client, session } = await signUpUser(stack);
    await client.auth.signOut();
    expect((await rest(session.access_token)).status).toBe(200);
  });
});
