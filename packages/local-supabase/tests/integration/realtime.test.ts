// docs/security-checks.md D7 and D8: Supabase Realtime through unmodified supabase-js
// (`realtime: { transport: WebSocket }`) on the local stack: postgres_changes with Realtime's
// payloads and filters, each change checked against the subscriber's RLS; tokens refused,
// refreshed and expiring; presence; broadcast between clients and from the database to the
// private channels realtime.messages' policies authorise. Two users, each with their own
// workspace, on the project's own tenders.
import { createClient, type RealtimeChannel } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signJwt } from '../../src/jwt';
import {
  memoryStorage,
  newClient,
  signUpUser,
  startStack,
  type SignedUpUser,
  type TestClient,
  type TestStack,
} from '../../src/testing';
import { eventually, ISO_UTC_MILLIS, refused, subscribed } from './realtime-helpers';

let stack: TestStack;
let a: SignedUpUser;
let b: SignedUpUser;
let aWorkspace: string;
let bWorkspace: string;
const clients: TestClient[] = [];

type Change = {
  eventType: string;
  new: Record<string, unknown>;
  old: Record<string, unknown>;
  [key: string]: unknown;
};
type Broadcast = { type: string; event: string; payload: Record<string, unknown>; meta?: { id: string } };

const workspaceOf = async (user: SignedUpUser) =>
  (await user.client.from('user_profiles').select('current_workspace_id').single()).data!
    .current_workspace_id as string;

let tenderCount = 0;
async function insertTender(
  user: SignedUpUser,
  workspace: string,
  title: string,
): Promise<Record<string, unknown>> {
  tenderCount += 1;
  const { data, error } = await user.client
    .from('tenders')
    .insert({
      reference_number: `RT-${tenderCount}`,
      client: 'Client',
      title,
      workspace_id: workspace,
      user_id: user.user.id,
    })
    .select()
    .single();
  if (error) throw new Error(error.message);
  return data as Record<string, unknown>;
}

/** A client of its own (its socket), signed in as `user`. */
async function clientFor(user: SignedUpUser, vsn?: '1.0.0'): Promise<TestClient> {
  const client = vsn
    ? createClient(stack.url, stack.anonKey, {
        auth: { storage: memoryStorage(), autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket as never, vsn },
      })
    : newClient(stack.url, stack.anonKey);
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw error;
  clients.push(client);
  return client;
}

/** `channel` listening to tender changes (`*` unless `event` says), each pushed into `into`. */
function onTenders(
  channel: RealtimeChannel,
  into: Change[],
  { event = '*', filter }: { event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; filter?: string } = {},
): RealtimeChannel {
  const params = { event, schema: 'public', table: 'tenders', ...(filter ? { filter } : {}) };
  return channel.on('postgres_changes', params, (p) => into.push(p as Change));
}

const token = (claims: Record<string, unknown>, secret = stack.jwtSecret) =>
  signJwt({ aud: 'authenticated', role: 'authenticated', sub: a.user.id, ...claims }, secret);
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  stack = await startStack({ seed: 'none' });
  [a, b] = await Promise.all([signUpUser(stack, { prefix: 'rt-a' }), signUpUser(stack, { prefix: 'rt-b' })]);
  clients.push(a.client, b.client);
  [aWorkspace, bWorkspace] = await Promise.all([workspaceOf(a), workspaceOf(b)]);
  // As a project's migrations would: tenders in the publication; each change of a tender
  // broadcast to its workspace's private topic, which only the workspace's members may join.
  await stack.db.transaction((q) =>
    q.exec(`
      alter publication supabase_realtime add table public.tenders;
      create function public.rt_broadcast_tender() returns trigger
      language plpgsql security definer set search_path = '' as $$
      begin
        perform realtime.broadcast_changes(
          'workspace:' || coalesce(new.workspace_id, old.workspace_id), tg_op, tg_op,
          tg_table_name, tg_table_schema, new, old);
        return null;
      end $$;
      create trigger rt_broadcast_tender after insert or update or delete on public.tenders
        for each row execute function public.rt_broadcast_tender();
      create policy rt_workspace_topics on realtime.messages for select to authenticated
        using (
          realtime.topic() like 'workspace:%'
          and split_part(realtime.topic(), ':', 2) in (select w::text from private.member_workspace_ids() w)
        );
    `),
  );
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  await stack?.stop();
});

describe('postgres_changes', () => {
  it("delivers a permitted insert, update and delete in Realtime's shape, and nothing of another workspace", async () => {
    const aChanges: Change[] = [];
    const aDeletes: Change[] = [];
    const bChanges: Change[] = [];
    const spied: Change[] = [];
    const ofA = `workspace_id=eq.${aWorkspace}`;
    const aChannel = onTenders(a.client.channel('a-tenders'), aChanges, { filter: ofA });
    await subscribed(onTenders(aChannel, aDeletes, { event: 'DELETE' }));
    await subscribed(onTenders(b.client.channel('b-tenders'), bChanges));
    // B asks for A's workspace by name: RLS still decides.
    await subscribed(onTenders(b.client.channel('b-spies'), spied, { filter: ofA }));

    const row = await insertTender(a, aWorkspace, 'Bridge');
    await eventually(() => expect(aChanges).toHaveLength(1));
    expect(aChanges[0]).toEqual({
      schema: 'public',
      table: 'tenders',
      commit_timestamp: expect.stringMatching(ISO_UTC_MILLIS),
      eventType: 'INSERT',
      new: row,
      old: {},
      errors: null,
    });

    await a.client.from('tenders').update({ title: 'Bridge, phase 2' }).eq('id', row.id);
    await eventually(() => expect(aChanges).toHaveLength(2));
    expect(aChanges[1]).toMatchObject({
      eventType: 'UPDATE',
      new: { id: row.id, title: 'Bridge, phase 2' },
      old: { id: row.id },
    });
    expect(Object.keys(aChanges[1]!.old)).toEqual(['id']); // the primary key: REPLICA IDENTITY DEFAULT

    await a.client.from('tenders').delete().eq('id', row.id);
    await eventually(() => expect(aDeletes).toHaveLength(1));
    expect(aDeletes[0]).toMatchObject({ eventType: 'DELETE', new: {}, old: { id: row.id }, errors: null });
    // A filter on a column outside the replica identity cannot match a delete (as on Realtime).
    expect(aChanges).toHaveLength(2);

    // Changes reach each socket in order: once B has its own row, A's would have come before.
    const bRow = await insertTender(b, bWorkspace, 'Tunnel');
    await eventually(() => expect(bChanges.map((c) => c.eventType)).toEqual(['DELETE', 'INSERT']));
    // A delete is not checked against RLS (the row is gone): it carries the primary key only.
    expect(bChanges[0]!.old).toEqual({ id: row.id });
    expect(bChanges[1]!.new).toEqual(bRow);
    expect(spied).toEqual([]);
  });

  it('applies eq, neq, in and not. filters to the new row', async () => {
    const filters = {
      eq: 'title=eq.Harbour',
      neq: 'title=neq.Harbour',
      in: 'title=in.(Harbour,"Quay, north")',
      notIn: 'title=not.in.(Harbour,Dock)',
    };
    const seen = Object.fromEntries(Object.keys(filters).map((key) => [key, [] as Change[]]));
    let channel = a.client.channel('a-filters');
    for (const [key, filter] of Object.entries(filters)) {
      channel = onTenders(channel, seen[key]!, { event: 'INSERT', filter });
    }
    await subscribed(channel);
    for (const title of ['Dock', 'Harbour', 'Quay, north']) await insertTender(a, aWorkspace, title);
    const titles = () =>
      Object.fromEntries(
        Object.entries(seen).map(([key, changes]) => [key, changes.map((c) => c.new.title)]),
      );
    await eventually(() => expect(titles().neq).toEqual(['Dock', 'Quay, north']));
    expect(titles()).toEqual({
      eq: ['Harbour'],
      neq: ['Dock', 'Quay, north'],
      in: ['Harbour', 'Quay, north'],
      notIn: ['Quay, north'],
    });
  });

  it('sends the old row under REPLICA IDENTITY FULL, still only its key for a delete under RLS', async () => {
    await stack.db.transaction((q) => q.exec('alter table public.tenders replica identity full'));
    try {
      const changes: Change[] = [];
      await subscribed(
        onTenders(a.client.channel('a-full'), changes, { filter: `workspace_id=eq.${aWorkspace}` }),
      );
      const row = await insertTender(a, aWorkspace, 'Pier');
      await a.client.from('tenders').update({ title: 'Pier 2' }).eq('id', row.id);
      // Each change is checked against the row as it is when the stack gets to it (as on
      // Realtime): delete it too early and the update is no longer visible to anyone.
      await eventually(() => expect(changes).toHaveLength(2));
      await a.client.from('tenders').delete().eq('id', row.id);
      await eventually(() => expect(changes.map((c) => c.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE']));
      expect(changes[1]!.old).toEqual(row);
      expect(changes[2]!.old).toEqual({ id: row.id });
    } finally {
      await stack.db.transaction((q) => q.exec('alter table public.tenders replica identity default'));
    }
  });
});

describe('tokens', () => {
  it('refuses a join with an expired or forged token, with Realtime’s reasons', async () => {
    const reasons: string[] = [];
    for (const jwt of [
      token({ exp: now() - 60 }),
      token({ exp: now() + 600 }, 'another-secret-of-at-least-thirty-two-chars'),
    ]) {
      const client = newClient(stack.url, stack.anonKey);
      clients.push(client);
      await client.realtime.setAuth(jwt);
      reasons.push(await refused(client.channel('refused')));
      await client.removeAllChannels();
    }
    expect(reasons[0]).toMatch(/^InvalidJWTToken: Token has expired (60|61|62) seconds ago$/);
    expect(reasons[1]).toBe('JwtSignatureError: Failed to validate JWT signature');
  });

  it('a refreshed token takes effect: anon gets Error 401, the signed-in user its rows', async () => {
    const client = newClient(stack.url, stack.anonKey);
    clients.push(client);
    const changes: Change[] = [];
    const system: Record<string, unknown>[] = [];
    await subscribed(
      onTenders(client.channel('anon-then-a'), changes, { event: 'INSERT' }).on(
        'system',
        {},
        (p: Record<string, unknown>) => system.push(p),
      ),
    );
    await insertTender(a, aWorkspace, 'Seen by anon');
    await eventually(() => expect(changes).toHaveLength(1));
    // anon may not read tenders at all: Realtime says so, without the row.
    expect(changes[0]).toMatchObject({ eventType: 'INSERT', new: {}, errors: ['Error 401: Unauthorized'] });

    await client.auth.signInWithPassword({ email: a.email, password: a.password });
    await eventually(() =>
      expect(system.filter((s) => s.message === 'Subscribed to PostgreSQL')).toHaveLength(2),
    );
    const row = await insertTender(a, aWorkspace, 'Seen by A');
    await eventually(() => expect(changes).toHaveLength(2));
    expect(changes[1]).toMatchObject({ errors: null, new: row });
  });

  it('a forged token in access_token, or the token expiring, ends the channel', async () => {
    const forged = newClient(stack.url, stack.anonKey);
    const expiring = newClient(stack.url, stack.anonKey);
    clients.push(forged, expiring);
    await expiring.realtime.setAuth(token({ exp: now() + 2 }));
    const outcomes = [forged, expiring].map((client) => {
      const system: Record<string, unknown>[] = [];
      const closed = new Promise<void>((resolve) =>
        client
          .channel('ends')
          .on('system', {}, (p: Record<string, unknown>) => system.push(p))
          .subscribe((status) => status === 'CLOSED' && resolve()),
      );
      return { system, closed };
    });
    await eventually(() => expect(forged.getChannels()[0]?.state).toBe('joined'));
    await forged.realtime.setAuth(token({ exp: now() + 600 }, 'another-secret-of-at-least-thirty-two-chars'));
    await Promise.all(outcomes.map((o) => o.closed));
    expect(outcomes[0]!.system).toEqual([
      { extension: 'system', status: 'error', message: 'Failed to validate JWT signature', channel: 'ends' },
    ]);
    expect(outcomes[1]!.system).toEqual([
      {
        extension: 'system',
        status: 'error',
        message: expect.stringMatching(/^Token has expired [01] seconds ago$/),
        channel: 'ends',
      },
    ]);
  });
});

describe('presence', () => {
  it('sends joins and leaves to the other members of the topic', async () => {
    const aClient = await clientFor(a);
    const watcher = b.client.channel('room', { config: { presence: { key: 'bo' } } });
    const events: { event: string; key: string; names: unknown[] }[] = [];
    watcher.on('presence', { event: 'join' }, ({ key, newPresences }) =>
      events.push({ event: 'join', key, names: newPresences.map((p) => p.name) }),
    );
    watcher.on('presence', { event: 'leave' }, ({ key, leftPresences }) =>
      events.push({ event: 'leave', key, names: leftPresences.map((p) => p.name) }),
    );
    await subscribed(watcher);
    const tracker = aClient
      .channel('room', { config: { presence: { key: 'ana' } } })
      .on('presence', { event: 'sync' }, () => undefined);
    await subscribed(tracker);
    expect(await tracker.track({ name: 'Ana' })).toBe('ok');
    await eventually(() => expect(events).toEqual([{ event: 'join', key: 'ana', names: ['Ana'] }]));
    expect(watcher.presenceState()).toEqual({ ana: [{ name: 'Ana', presence_ref: expect.any(String) }] });
    expect(await tracker.untrack()).toBe('ok');
    await eventually(() => expect(events).toHaveLength(2));
    expect(events[1]).toEqual({ event: 'leave', key: 'ana', names: ['Ana'] });

    await tracker.track({ name: 'Ana again' });
    await eventually(() => expect(events).toHaveLength(3));
    await aClient.removeChannel(tracker);
    await eventually(() => expect(events[3]).toEqual({ event: 'leave', key: 'ana', names: ['Ana again'] }));
    expect(watcher.presenceState()).toEqual({});
  });
});

describe('broadcast', () => {
  it('reaches the other clients of the topic (vsn 2.0.0 and 1.0.0), the sender only with self', async () => {
    const [v2, v1] = [await clientFor(b), await clientFor(b, '1.0.0')];
    const got: Record<string, Broadcast[]> = { v2: [], v1: [], sender: [] };
    const listen = (client: TestClient, key: string, config = {}) =>
      subscribed(
        client
          .channel('chat', { config })
          .on('broadcast', { event: 'hello' }, (p) => got[key]!.push(p as Broadcast)),
      );
    await listen(v2, 'v2');
    await listen(v1, 'v1');
    const sender = await listen(a.client, 'sender', { broadcast: { self: true, ack: true } });
    expect(await sender.send({ type: 'broadcast', event: 'hello', payload: { n: 1 } })).toBe('ok');
    const expected = { type: 'broadcast', event: 'hello', payload: { n: 1 } };
    await eventually(() => expect(got).toEqual({ v2: [expected], v1: [expected], sender: [expected] }));
  });

  it('from the database reaches only the private channels RLS on realtime.messages lets join', async () => {
    const aGot: Broadcast[] = [];
    const bGot: Broadcast[] = [];
    await subscribed(
      a.client
        .channel(`workspace:${aWorkspace}`, { config: { private: true } })
        // INSERT: this test's trigger's event (the project's own live triggers send theirs as the table's name).
        .on('broadcast', { event: 'INSERT' }, (p) => aGot.push(p as Broadcast)),
    );
    const bClient = await clientFor(b);
    expect(await refused(bClient.channel(`workspace:${aWorkspace}`, { config: { private: true } }))).toBe(
      `Unauthorized: You do not have permissions to read from this Channel topic: workspace:${aWorkspace}`,
    );
    await bClient.removeAllChannels();
    await subscribed(
      b.client
        .channel(`workspace:${bWorkspace}`, { config: { private: true } })
        .on('broadcast', { event: 'INSERT' }, (p) => bGot.push(p as Broadcast)),
    );

    const row = await insertTender(a, aWorkspace, 'Viaduct');
    await eventually(() => expect(aGot).toHaveLength(1));
    const id = aGot[0]!.meta?.id;
    expect(aGot[0]).toEqual({
      type: 'broadcast',
      event: 'INSERT',
      payload: { operation: 'INSERT', schema: 'public', table: 'tenders', record: row, old_record: null, id },
      meta: { id },
    });
    // realtime.send to a public topic reaches its public channels.
    const open: Broadcast[] = [];
    await subscribed(
      b.client
        .channel('announcements')
        .on('broadcast', { event: 'notice' }, (p) => open.push(p as Broadcast)),
    );
    await stack.db.transaction((q) =>
      q.exec(`select realtime.send('{"text": "hello"}', 'notice', 'announcements', false)`),
    );
    await eventually(() => expect(open).toHaveLength(1));
    expect(open[0]!.payload).toMatchObject({ text: 'hello' });
    // B's own change arrives; A's never did.
    await insertTender(b, bWorkspace, 'Aqueduct');
    await eventually(() => expect(bGot).toHaveLength(1));
    expect(bGot[0]!.payload.record).toMatchObject({ title: 'Aqueduct', workspace_id: bWorkspace });
  });
});
