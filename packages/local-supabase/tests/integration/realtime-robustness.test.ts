// docs/security-checks.md D9: the stack's Realtime survives bad input. Raw Phoenix frames
// (what supabase-js never sends): malformed frames, unknown topics, joins with forged,
// expired or malformed tokens, filters and selections of columns the subscriber may not read,
// 1,000 joins from one socket. Each gets Realtime's answer (or nothing, where Realtime
// ignores it) while a supabase-js subscriber on another socket keeps receiving its changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../src/jwt';
import { signUpUser, startStack, type SignedUpUser, type TestStack } from '../../src/testing';
import { eventually, NOTES_SQL, RawSocket, subscribed } from './realtime-helpers';

let stack: TestStack;
let owner: SignedUpUser;
const watched: Record<string, unknown>[] = [];
const sockets: RawSocket[] = [];

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** A change the watcher must still receive. */
async function stillDelivers(): Promise<void> {
  const body = `note ${watched.length + 1}`;
  const { error } = await owner.client.from('rt_notes').insert({ body, secret: 'kept out' });
  expect(error).toBeNull();
  await eventually(() => expect(watched.at(-1)).toMatchObject({ body }));
}

async function socket(vsn: '1.0.0' | '2.0.0' = '2.0.0'): Promise<RawSocket> {
  const raw = await RawSocket.open(stack, vsn);
  sockets.push(raw);
  return raw;
}

beforeAll(async () => {
  stack = await startStack({ seed: 'none' });
  await stack.db.transaction((q) => q.exec(NOTES_SQL));
  owner = await signUpUser(stack, { prefix: 'rt-watch' });
  await subscribed(
    owner.client
      .channel('watch')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_notes' }, (p) =>
        watched.push(p.new),
      ),
  );
});

afterAll(async () => {
  for (const raw of sockets) raw.close();
  await owner?.client.removeAllChannels();
  await stack?.stop();
});

describe('connecting', () => {
  it('refuses an upgrade without a valid apikey with 401 and Realtime’s message', async () => {
    const forged = signJwt({ role: 'anon', exp: now() + 60 }, 'another-secret-of-at-least-thirty-two-chars');
    const expired = signJwt({ role: 'anon', exp: now() - 5 }, stack.jwtSecret);
    expect(await RawSocket.refusal(stack, 'vsn=2.0.0')).toEqual({
      status: 401,
      body: { error: 'API key is missing' },
    });
    expect(await RawSocket.refusal(stack, `apikey=${forged}&vsn=2.0.0`)).toEqual({
      status: 401,
      body: { error: 'Failed to validate JWT signature' },
    });
    expect(await RawSocket.refusal(stack, `apikey=${expired}&vsn=2.0.0`)).toEqual({
      status: 401,
      body: { error: 'Token has expired' },
    });
    expect(await RawSocket.refusal(stack, `apikey=${stack.anonKey}&vsn=3.0.0`)).toMatchObject({
      status: 403,
    });
    await stillDelivers();
  });

  it('answers heartbeats in both serializers', async () => {
    const v1 = await socket('1.0.0');
    v1.sendRaw(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '7' }));
    await eventually(() =>
      expect(v1.received).toContainEqual({
        topic: 'phoenix',
        event: 'phx_reply',
        payload: { status: 'ok', response: {} },
        ref: '7',
      }),
    );
    const v2 = await socket();
    expect(await v2.reply(v2.push('phoenix', 'heartbeat', {}))).toEqual({ status: 'ok', response: {} });
  });
});

describe('bad frames', () => {
  it('ignores frames it cannot read and keeps serving the socket', async () => {
    const raw = await socket();
    for (const frame of ['not json', '{"topic":"phoenix"}', '[1, 2]', '[null, "1", 42, "phx_join", {}]', ''])
      raw.sendRaw(frame);
    raw.sendRaw(Buffer.from([9, 9, 9]));
    raw.sendRaw(Buffer.from([3, 200, 200, 200, 200, 200, 1, 65])); // a broadcast shorter than its header says
    expect(await raw.reply(raw.push('phoenix', 'heartbeat', {}))).toEqual({ status: 'ok', response: {} });
    expect(raw.open).toBe(true);
    await stillDelivers();
  });

  it('answers "unmatched topic" for topics the socket has not joined, and names a missing topic', async () => {
    const raw = await socket();
    expect(await raw.reply(raw.push('lobby', 'phx_join', {}))).toEqual({
      status: 'error',
      response: { reason: 'unmatched topic' },
    });
    expect(await raw.reply(raw.push('realtime:never-joined', 'broadcast', { event: 'x' }))).toEqual({
      status: 'error',
      response: { reason: 'unmatched topic' },
    });
    expect(await raw.reply(raw.push('realtime:', 'phx_join', {}, '1'))).toEqual({
      status: 'error',
      response: { reason: 'TopicNameRequired: You must provide a topic name' },
    });
    const joined = await raw.reply(raw.push('realtime:room', 'phx_join', {}, '2'));
    expect(joined).toEqual({ status: 'ok', response: { postgres_changes: [] } });
    // A message with another join_ref is not this channel's.
    expect(await raw.reply(raw.push('realtime:room', 'broadcast', { event: 'x' }, '99'))).toEqual({
      status: 'error',
      response: { reason: 'unmatched topic' },
    });
    await stillDelivers();
  });
});

describe('tokens', () => {
  it('refuses joins with a forged, expired, malformed, unsigned or incomplete token', async () => {
    const raw = await socket();
    const claims = { sub: owner.user.id, role: 'authenticated', aud: 'authenticated' };
    const cases: [string, string][] = [
      [
        signJwt({ ...claims, exp: now() + 60 }, 'another-secret-of-at-least-thirty-two-chars'),
        'JwtSignatureError: Failed to validate JWT signature',
      ],
      [signJwt({ ...claims, exp: now() - 30 }, stack.jwtSecret), 'InvalidJWTToken: Token has expired'],
      ['not-a-jwt', 'MalformedJWT: The token provided is not a valid JWT'],
      [
        `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: now() + 60 })}.`,
        'JwtSignerError: Failed to generate JWT signer, check your JWT secret or JWKS configuration',
      ],
      [
        signJwt({ sub: owner.user.id, exp: now() + 60 }, stack.jwtSecret),
        'InvalidJWTToken: Fields `role` and `exp` are required in JWT',
      ],
    ];
    for (const [i, [token, reason]] of cases.entries()) {
      const reply = await raw.reply(raw.push(`realtime:t${i}`, 'phx_join', { access_token: token }, `j${i}`));
      expect(reply.status).toBe('error');
      expect(String(reply.response.reason)).toContain(reason);
    }
    await stillDelivers();
  });
});

describe('postgres_changes subscriptions', () => {
  const join = async (raw: RawSocket, topic: string, change: Record<string, unknown>) => {
    const ref = raw.push(
      `realtime:${topic}`,
      'phx_join',
      { access_token: owner.session.access_token, config: { postgres_changes: [change] } },
      topic,
    );
    expect((await raw.reply(ref)).status).toBe('ok');
    let system: unknown[] | undefined;
    await eventually(() => expect((system = raw.frames(`realtime:${topic}`, 'system')[0])).toBeDefined());
    return system![4] as { extension: string; status: string; message: string };
  };

  it('refuses filters and selections of columns the subscriber cannot read, and bad filters', async () => {
    const raw = await socket();
    const base = { event: '*', schema: 'public', table: 'rt_notes' };
    expect(await join(raw, 'f1', { ...base, filter: 'secret=eq.x' })).toMatchObject({
      extension: 'postgres_changes',
      status: 'error',
      message: expect.stringMatching(
        /^Unable to subscribe to changes with given parameters\. An exception happened.*Exception: invalid column for filter secret$/,
      ),
    });
    expect((await join(raw, 'f2', { ...base, select: ['body', 'secret'] })).message).toMatch(
      /invalid column for select secret$/,
    );
    expect((await join(raw, 'f3', { ...base, filter: 'id=eq.not-a-number' })).message).toMatch(
      /invalid input syntax for type bigint/,
    );
    expect((await join(raw, 'f4', { ...base, filter: 'body=foo.bar' })).message).toBe(
      'Error parsing `filter` params: ["foo","bar"]',
    );
    expect((await join(raw, 'f5', { ...base, table: 'auth_users' })).message).toMatch(
      /^Unable to subscribe .* Please check Realtime is enabled/,
    );
    expect(await join(raw, 'ok', { ...base, filter: 'body=like.note*' })).toMatchObject({
      status: 'ok',
      message: 'Subscribed to PostgreSQL',
    });
    await stillDelivers();
    // What a subscriber receives holds only the columns its role may read.
    expect(Object.keys(watched.at(-1)!).sort()).toEqual(['body', 'id', 'owner']);
  });
});

describe('limits', () => {
  it('1,000 joins from one socket: 100 channels join, the rest get ChannelRateLimitReached', async () => {
    const raw = await socket();
    const refs = Array.from({ length: 1000 }, (_, i) =>
      raw.push(
        `realtime:flood-${i}`,
        'phx_join',
        {
          access_token: owner.session.access_token,
          config: { postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'rt_notes' }] },
        },
        `f${i}`,
      ),
    );
    // A socket's frames are handled one at a time (as Phoenix does): the last reply comes last.
    const replies = await Promise.all(refs.map((ref) => raw.reply(ref, 50_000)));
    expect(replies.filter((r) => r.status === 'ok')).toHaveLength(100);
    const refusedReplies = replies.filter((r) => r.status === 'error');
    expect(refusedReplies).toHaveLength(900);
    expect(new Set(refusedReplies.map((r) => r.response.reason))).toEqual(
      new Set(['ChannelRateLimitReached: Too many channels']),
    );
    await stillDelivers();
    // Leaving one makes room for another.
    expect((await raw.reply(raw.push('realtime:flood-0', 'phx_leave', {}, 'f0'))).status).toBe('ok');
    expect((await raw.reply(raw.push('realtime:flood-again', 'phx_join', {}, 'again'))).status).toBe('ok');
  });
});
