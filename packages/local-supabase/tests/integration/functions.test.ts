// Edge Functions in the local stack (/functions/v1/<name>): the project's `Deno.serve`
// handlers run in Node through the stack's Deno shim, with env per stack, verify_jwt per
// function as the Supabase CLI decides it, the gateway's CORS, and generic errors. Also the
// dev Resend endpoint (mail from functions into the dev mailbox) and the every-minute
// scheduler (a short interval here). Fixture functions: tests/fixtures/functions. These
// stacks run on PGlite with Supabase's bootstrap alone, on both engines' runs: nothing here
// touches the database.
import { cpSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signJwt } from '../../src/jwt';
import { JWT_SECRET } from '../../src/keys';
import { startStack, uniqueEmail, type TestStack } from '../../src/testing';
import { scratchFolder } from './scratch-folder';

const fixtures = (path: string) => fileURLToPath(new URL(`../fixtures/${path}`, import.meta.url));
const functionsDir = fixtures('functions');
const configFile = fixtures('functions-config.toml');
/** Supabase's bootstrap only: nothing here needs the project's schema (nor waits for it). */
const bare = {
  db: 'memory',
  seed: 'none',
  migrationsDir: fixtures('empty'),
  seedFile: fixtures('empty/seed.sql'),
} as const;

/** Stack two serves a copy of the fixtures, so a test can change a function's file. */
const scratch = scratchFolder('functions-');
let one: TestStack;
let two: TestStack;
const logOne: string[] = [];
const logTwo: string[] = [];

beforeAll(async () => {
  cpSync(functionsDir, scratch.path('functions'), { recursive: true });
  [one, two] = await Promise.all([
    startStack({
      ...bare,
      configFile,
      functionsDir,
      functionsEnv: { FIXTURE_VALUE: 'one' },
      log: (line) => logOne.push(line),
    }),
    startStack({
      ...bare,
      configFile,
      functionsDir: scratch.path('functions'),
      functionsEnv: { FIXTURE_VALUE: 'two', FIXTURE_RUN_MS: '120' },
      siteUrl: 'http://localhost:4999/',
      schedule: true,
      scheduleIntervalMs: 40,
      log: (line) => logTwo.push(line),
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
});

interface Echo {
  method: string;
  url: string;
  path: string;
  query: Record<string, string>;
  authorization: string | null;
  contentType: string | null;
  body: string;
  env: Record<string, string>;
  has: Record<string, boolean>;
  fixtureValue: string | null;
}

const call = (stack: TestStack, path: string, init: RequestInit = {}) =>
  fetch(`${stack.url}/functions/v1/${path}`, init);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('serving functions', () => {
  it('runs <functionsDir>/<name>/index.ts with the request as the edge runtime gives it', async () => {
    const res = await call(one, 'echo/sub/path?a=1', {
      method: 'PUT',
      headers: { ...bearer(one.anonKey), 'Content-Type': 'text/plain' },
      body: 'hello',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-fixture')).toBe('echo');
    const echo = (await res.json()) as Echo;
    expect(echo).toMatchObject({
      method: 'PUT',
      path: '/echo/sub/path',
      query: { a: '1' },
      authorization: `Bearer ${one.anonKey}`,
      contentType: 'text/plain',
      body: 'hello',
      has: { SUPABASE_URL: true, MISSING: false },
    });
    expect(echo.url).toBe(`${one.url}/echo/sub/path?a=1`);
  });

  it('resolves npm: and jsr: specifiers to the installed packages (supabase-js inside a function)', async () => {
    const res = await call(one, 'supabase-client', {});
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sameModule: true, session: null });
  });

  it('gives each function the stack’s env', async () => {
    const echo = (await (await call(one, 'echo', { headers: bearer(one.anonKey) })).json()) as Echo;
    expect(echo.env).toMatchObject({
      SUPABASE_URL: one.url,
      SUPABASE_ANON_KEY: one.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: one.serviceRoleKey,
      SITE_URL: 'http://localhost:5173',
      RESEND_API_URL: `${one.url}/__dev/resend`,
      RESEND_API_KEY: 'local-dev',
      REMINDERS_FROM: 'TenderFlow <reminders@tenderflow.local>',
      SUPABASE_LOCAL_STACK: '1',
      FIXTURE_VALUE: 'one',
    });
    expect(echo.env.PATH).toBeUndefined();
  });

  it('keeps two stacks’ env apart, also for requests at the same time', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const stack = i % 2 ? two : one;
        return call(stack, 'open')
          .then((res) => res.json() as Promise<Echo>)
          .then((echo) => ({ stack, echo }));
      }),
    );
    for (const { stack, echo } of results) {
      expect(echo.env.SUPABASE_URL).toBe(stack.url);
      expect(echo.fixtureValue).toBe(stack === one ? 'one' : 'two');
    }
    expect(results.find((r) => r.stack === two)!.echo.env.SITE_URL).toBe('http://localhost:4999');
  });

  it('answers 404 for an unknown function, shared code (_shared) and the bare prefix', async () => {
    for (const path of ['nope', '_shared', '_shared/echo.ts', '', '..%2Fecho']) {
      const res = await call(one, path, { headers: bearer(one.anonKey) });
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toBe('Function not found');
    }
  });

  it('answers a thrown error with a generic 500 and logs the error, not the caller', async () => {
    const res = await call(one, 'throws', { method: 'POST' });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).toBe('Internal Server Error');
    expect(text).not.toContain('secret detail');
    expect(logOne.join('\n')).toContain('fixture failure: secret detail');
  });

  it('picks up a changed index.ts on the next request, without a restart (npm run dev); a broken one is a BOOT_ERROR', async () => {
    const dir = join(scratch.path('functions'), 'live');
    cpSync(join(functionsDir, 'throws'), dir, { recursive: true });
    const write = (version: string, seconds: number) => {
      writeFileSync(join(dir, 'index.ts'), `Deno.serve(() => new Response('${version}'));\n`);
      utimesSync(join(dir, 'index.ts'), seconds, seconds);
    };
    write('first', 1_700_000_000);
    const read = async () => (await call(two, 'live', { headers: bearer(two.anonKey) })).text();
    expect(await read()).toBe('first');
    write('second', 1_700_000_100);
    expect(await read()).toBe('second');
    writeFileSync(join(dir, 'index.ts'), 'export {};\n');
    utimesSync(join(dir, 'index.ts'), 1_700_000_200, 1_700_000_200);
    const res = await call(two, 'live', { headers: bearer(two.anonKey) });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      code: 'BOOT_ERROR',
      message: 'Worker failed to boot (please check logs)',
    });
    expect(logTwo.join('\n')).toContain('live failed to boot: Error: index.ts did not call Deno.serve');
  });
});

describe('verify_jwt', () => {
  it('on (the default): a valid project JWT of any API role passes', async () => {
    const user = signJwt(
      { sub: crypto.randomUUID(), role: 'authenticated', aud: 'authenticated', exp: Date.now() / 1000 + 60 },
      JWT_SECRET,
    );
    for (const token of [one.anonKey, one.serviceRoleKey, user]) {
      expect((await call(one, 'echo', { headers: bearer(token) })).status).toBe(200);
    }
  });

  it('on: no, a malformed, a forged or an expired token gets the CLI’s 401', async () => {
    const cases: [Record<string, string>, string][] = [
      [{}, 'Error: Missing authorization header'],
      [{ Authorization: `Basic ${one.anonKey}` }, "Error: Auth header is not 'Bearer {token}'"],
      [bearer('not-a-jwt'), 'Invalid JWT'],
      [bearer(signJwt({ role: 'service_role' }, 'another-secret-another-secret-another')), 'Invalid JWT'],
      [bearer(signJwt({ role: 'anon', exp: Date.now() / 1000 - 10 }, JWT_SECRET)), 'Invalid JWT'],
    ];
    for (const [headers, msg] of cases) {
      const res = await call(one, 'echo', { headers });
      expect(res.status, msg).toBe(401);
      expect(await res.json(), msg).toEqual({ msg });
    }
  });

  it('off in config.toml: a request without a token reaches the function', async () => {
    const res = await call(one, 'open?token=abc');
    expect(res.status).toBe(200);
    expect(((await res.json()) as Echo).query).toEqual({ token: 'abc' });
  });
});

describe('CORS', () => {
  it('answers a preflight at the gateway, without a token and without running the function', async () => {
    const res = await call(one, 'echo', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'authorization, x-client-info, apikey, content-type',
    );
    expect(await res.text()).toBe('');
  });

  it('grants the origin on the function’s answer', async () => {
    const res = await call(one, 'open', { headers: { Origin: 'http://localhost:5173' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });
});

describe('the dev Resend endpoint', () => {
  it('takes a function’s mail into the dev mailbox with its text and html', async () => {
    const to = uniqueEmail('digest');
    const res = await call(one, 'mailer', {
      method: 'POST',
      headers: { ...bearer(one.anonKey), 'Content-Type': 'application/json' },
      body: JSON.stringify({ to }),
    });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const mails = (await (
      await fetch(`${one.url}/__dev/mail?to=${encodeURIComponent(to)}`)
    ).json()) as Record<string, unknown>[];
    expect(mails).toEqual([
      expect.objectContaining({
        id,
        to,
        from: 'TenderFlow <reminders@tenderflow.local>',
        subject: 'Your digest',
        text: 'Due today: Bridge tender\nhttp://localhost:5173/app/tenders/1',
        html: '<p>Due today: <a href="http://localhost:5173/app/tenders/1">Bridge tender</a></p>',
        link: 'http://localhost:5173/app/tenders/1',
        headers: { 'List-Unsubscribe': '<http://localhost:5173/unsubscribe?token=t>' },
        created_at: expect.any(String),
      }),
    ]);
  });

  it('refuses a missing or wrong key and a mail without a recipient, as Resend does', async () => {
    const post = (headers: Record<string, string>, body: unknown) =>
      fetch(`${one.url}/__dev/resend/emails`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const mail = { from: 'a@example.com', to: 'b@example.com', subject: 's', text: 't' };
    expect((await post({}, mail)).status).toBe(401);
    expect((await post(bearer('wrong'), mail)).status).toBe(403);
    const invalid = await post(bearer('local-dev'), { ...mail, to: [] });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({ name: 'validation_error' });
    expect((await post({ ...bearer('local-dev'), Origin: 'https://evil.example' }, mail)).status).toBe(403);
  });

  it('takes a batch (POST /emails/batch, up to 100) whole: one id each in order, or none stored when one is invalid', async () => {
    const post = (body: unknown) =>
      fetch(`${one.url}/__dev/resend/emails/batch`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...bearer('local-dev') },
        body: JSON.stringify(body),
      });
    const [a, b] = [uniqueEmail('batch-a'), uniqueEmail('batch-b')];
    const mail = (to: string) => ({
      from: 'f@example.com',
      to: [to],
      subject: `For ${to}`,
      text: 't',
      html: '<p>h</p>',
    });
    const res = await post([mail(a), mail(b)]);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { id: string }[] };
    expect(data).toHaveLength(2);
    expect(one.mailbox.list(a)).toEqual([expect.objectContaining({ id: data[0]!.id, subject: `For ${a}` })]);
    expect(one.mailbox.list(b)).toEqual([expect.objectContaining({ id: data[1]!.id, subject: `For ${b}` })]);

    const c = uniqueEmail('batch-c');
    const refused = await post([mail(c), { ...mail(c), to: [] }]);
    expect(refused.status).toBe(422);
    expect(one.mailbox.list(c)).toEqual([]);
    expect((await post(Array.from({ length: 101 }, () => mail(c)))).status).toBe(422);
    expect((await post({ not: 'an array' })).status).toBe(422);
  });

  it('keeps the auth mails’ link and code, and gives them text and html too', async () => {
    const to = uniqueEmail('auth');
    one.mailbox.send({
      to,
      subject: 'Reset your password',
      link: 'http://x/verify?token=a&b',
      otp: '123456',
    });
    const [mail] = one.mailbox.list(to);
    expect(mail).toMatchObject({ link: 'http://x/verify?token=a&b', otp: '123456' });
    expect(mail!.text).toContain('http://x/verify?token=a&b');
    expect(mail!.text).toContain('123456');
    expect(mail!.html).toContain('http://x/verify?token=a&amp;b');
  });
});

describe('the scheduler', () => {
  it('POSTs send-reminders with the service-role key on its interval, never two runs at once, a line per run', async () => {
    const runs = () =>
      (
        globalThis as {
          __scheduleRuns?: Record<string, { calls: number; maxRunning: number; roles: string[] }>;
        }
      ).__scheduleRuns?.[two.url];
    await vi.waitFor(() => expect(runs()?.calls).toBeGreaterThanOrEqual(2), { timeout: 5000, interval: 20 });
    expect(runs()!.maxRunning).toBe(1);
    expect(new Set(runs()!.roles)).toEqual(new Set(['service_role']));
    expect(
      logTwo.filter((line) => /^\[schedule\] send-reminders 200 /.test(line)).length,
    ).toBeGreaterThanOrEqual(1);
    expect(logTwo.some((line) => line.includes('{"sent":0,"failed":0}'))).toBe(true);
  });

  it('is off unless asked for (startStack)', () => {
    const runs = (globalThis as { __scheduleRuns?: Record<string, unknown> }).__scheduleRuns;
    expect(runs?.[one.url]).toBeUndefined();
  });
});
