// The REST layer (PostgREST subset) driven by unmodified supabase-js against the local stack.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newClient,
  serviceClient,
  signUpUser,
  startStack,
  type SignedUpUser,
  type TestClient,
  type TestStack,
} from '../../src/testing';

const TIMESTAMPTZ = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?\+00:00$/;
const MISSING = '00000000-0000-4000-8000-000000000000';

let stack: TestStack;
let a: SignedUpUser;
let aWorkspace: string;
let db: TestClient;

interface TenderRow {
  id: string;
  user_id: string;
  title: string;
  client: string;
  reference_number: string;
  status: string;
  created_at: string;
  tender_submission_date: string | null;
}

const tender = (n: number, extra: Record<string, unknown> = {}) => ({
  reference_number: `REF-${n}`,
  client: `Client ${n}`,
  title: `Tender ${n}`,
  ...extra,
});

async function insertTender(client: TestClient, values: Record<string, unknown>): Promise<TenderRow> {
  const { data, error } = await client.from('tenders').insert(values).select().single();
  if (error) throw new Error(`${error.code} ${error.message}`);
  return data as TenderRow;
}

/** Raw fetch, for what supabase-js cannot send (bad JSON, odd headers). */
async function raw(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('apikey', stack.anonKey);
  headers.set('Authorization', `Bearer ${init.token ?? a.session.access_token}`);
  const res = await fetch(`${stack.url}/rest/v1${path}`, { ...init, headers });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    /* keep text */
  }
  return { status: res.status, headers: res.headers, body };
}

beforeAll(async () => {
  stack = await startStack({ seed: 'none' });
  db = serviceClient(stack);
  a = await signUpUser(stack, { prefix: 'rest-a' });
  const profile = await a.client.from('user_profiles').select('current_workspace_id').single();
  aWorkspace = profile.data!.current_workspace_id as string;
});

afterAll(async () => {
  await stack?.stop();
});

describe('select', () => {
  let t1: TenderRow;
  let t2: TenderRow;
  let t3: TenderRow;

  beforeAll(async () => {
    t1 = await insertTender(a.client, tender(1, { status: 'won', tender_submission_date: '2026-03-01' }));
    t2 = await insertTender(a.client, tender(2, { status: 'lost', client: 'ACME, Inc.' }));
    t3 = await insertTender(
      a.client,
      tender(3, { status: 'submitted', tender_submission_date: '2026-01-15' }),
    );
    const { error } = await a.client.rpc('create_default_tasks', { p_tender_id: t1.id });
    expect(error).toBeNull();
  });

  it('returns rows with PostgREST formatting (timestamptz, date, boolean)', async () => {
    const { data, error, status } = await a.client.from('tenders').select('*').eq('id', t1.id);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toHaveLength(1);
    const row = data![0]!;
    expect(row.created_at).toMatch(TIMESTAMPTZ);
    expect(row.tender_submission_date).toBe('2026-03-01');
    expect(row.bid_bond).toBe(false);
    expect(row.inquiry_submission_date).toBeNull();
    expect(Object.keys(row)).toEqual([
      'id',
      'user_id',
      'reference_number',
      'client',
      'title',
      'description',
      'channel',
      'type',
      'status',
      'bid_bond',
      'inquiry_submission_date',
      'tender_submission_date',
      'created_at',
      'updated_at',
      'workspace_id',
      'shared_reference',
      'estimated_value',
      'currency',
      'probability',
      'expected_award_date',
      'bid_price',
      'bid_validity_end',
    ]);
  });

  it('supports aliases and casts', async () => {
    const { data, error } = await a.client
      .from('tenders')
      .select('label:title,created_at::text,id')
      .eq('id', t1.id)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ label: 'Tender 1', id: t1.id });
    expect((data as unknown as { created_at: string }).created_at).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/,
    );
  });

  it('embeds one-to-many children ordered, and [] when there are none', async () => {
    const { data, error } = await a.client
      .from('tenders')
      .select('id,title,tasks(name,status,created_at)')
      .in('id', [t1.id, t2.id])
      .order('title')
      .order('created_at', { referencedTable: 'tasks', ascending: true });
    expect(error).toBeNull();
    expect(data!.map((t) => t.id)).toEqual([t1.id, t2.id]);
    const tasks = data![0]!.tasks as { name: string; created_at: string }[];
    expect(tasks.length).toBeGreaterThan(1);
    const times = tasks.map((t) => t.created_at);
    expect([...times].sort()).toEqual(times);
    expect(tasks[0]!.name).toBe('Review tender documents');
    expect(data![1]!.tasks).toEqual([]);

    const desc = await a.client
      .from('tenders')
      .select('id,tasks(name)')
      .eq('id', t1.id)
      .order('created_at', { referencedTable: 'tasks', ascending: false })
      .limit(2, { referencedTable: 'tasks' })
      .single();
    expect(desc.error).toBeNull();
    expect((desc.data!.tasks as { name: string }[]).map((t) => t.name)).toEqual([
      tasks[tasks.length - 1]!.name,
      tasks[tasks.length - 2]!.name,
    ]);
  });

  it('counts embedded rows with tasks(count), optionally grouped', async () => {
    const { data, error } = await a.client
      .from('tenders')
      .select('id,tasks(count)')
      .in('id', [t1.id, t2.id])
      .order('title');
    expect(error).toBeNull();
    const all = await a.client
      .from('tasks')
      .select('id', { count: 'exact', head: true })
      .eq('tender_id', t1.id);
    expect(data).toEqual([
      { id: t1.id, tasks: [{ count: all.count }] },
      { id: t2.id, tasks: [{ count: 0 }] },
    ]);
    // `count` is Postgres's count() of the embedded rows (PostgREST leaves it to Postgres): it
    // does not group, so another column beside it is Postgres's own GROUP BY error.
    const grouped = await a.client.from('tenders').select('id,tasks(status,n:count)').eq('id', t1.id);
    expect(grouped.error).toMatchObject({ code: '42803' });
    // count() with grouping is an aggregate, which PostgREST refuses unless the project turns aggregates on.
    const aggregate = await a.client.from('tenders').select('id,tasks(status,count())').eq('id', t1.id);
    expect(aggregate.error).toMatchObject({
      code: 'PGRST123',
      message: 'Use of aggregate functions is not allowed',
    });
  });

  it('embeds many-to-one parents as objects, with aliases and nesting', async () => {
    const { data, error } = await a.client
      .from('tasks')
      .select('name,parent:tenders(title,tasks(count:id))')
      .eq('tender_id', t1.id)
      .limit(1)
      .single();
    expect(error).toBeNull();
    const parent = (data as unknown as { parent: { title: string; tasks: unknown[] } }).parent;
    expect(parent.title).toBe('Tender 1');
    expect(parent.tasks.length).toBeGreaterThan(1);

    const hinted = await a.client
      .from('tasks')
      .select('id,tenders!tasks_tender_id_fkey(id)')
      .eq('tender_id', t1.id)
      .limit(1);
    expect(hinted.error).toBeNull();
    expect(hinted.data![0]!.tenders).toEqual({ id: t1.id });
  });

  it('filters embedded rows, and !inner keeps only parents with a match', async () => {
    const plain = await a.client
      .from('tenders')
      .select('id,tasks(name)')
      .in('id', [t1.id, t2.id])
      .eq('tasks.name', 'Submit tender')
      .order('title');
    expect(plain.error).toBeNull();
    expect(plain.data!.map((t) => (t.tasks as unknown[]).length)).toEqual([1, 0]);

    const inner = await a.client
      .from('tenders')
      .select('id,tasks!inner(name)')
      .in('id', [t1.id, t2.id])
      .eq('tasks.name', 'Submit tender');
    expect(inner.error).toBeNull();
    expect(inner.data!.map((t) => t.id)).toEqual([t1.id]);
  });

  it('applies eq, neq, gt/gte/lt/lte, like/ilike with *, is and in (quoted values)', async () => {
    const base = () => a.client.from('tenders').select('id').in('id', [t1.id, t2.id, t3.id]).order('title');
    const ids = async (q: PromiseLike<{ data: { id: string }[] | null; error: unknown }>) => {
      const { data, error } = await q;
      expect(error).toBeNull();
      return data!.map((r) => r.id);
    };
    expect(await ids(base().eq('status', 'won'))).toEqual([t1.id]);
    expect(await ids(base().neq('status', 'won'))).toEqual([t2.id, t3.id]);
    expect(await ids(base().gt('tender_submission_date', '2026-02-01'))).toEqual([t1.id]);
    expect(await ids(base().gte('tender_submission_date', '2026-01-15'))).toEqual([t1.id, t3.id]);
    expect(await ids(base().lt('tender_submission_date', '2026-02-01'))).toEqual([t3.id]);
    expect(await ids(base().lte('tender_submission_date', '2026-03-01'))).toEqual([t1.id, t3.id]);
    expect(await ids(base().like('title', '*der 2'))).toEqual([t2.id]);
    expect(await ids(base().ilike('client', '%acme%'))).toEqual([t2.id]);
    expect(await ids(base().is('tender_submission_date', null))).toEqual([t2.id]);
    expect(await ids(base().not('tender_submission_date', 'is', null))).toEqual([t1.id, t3.id]);
    expect(await ids(base().in('client', ['ACME, Inc.', 'Client 3']))).toEqual([t2.id, t3.id]);
    expect(await ids(base().not('status', 'in', '(won,lost)'))).toEqual([t3.id]);
    expect(await ids(base().is('bid_bond', false))).toEqual([t1.id, t2.id, t3.id]);
  });

  it('supports or with nested and, and not.or', async () => {
    const { data, error } = await a.client
      .from('tenders')
      .select('id')
      .in('id', [t1.id, t2.id, t3.id])
      .or('status.eq.won,and(client.eq."ACME, Inc.",title.ilike.*2)')
      .order('title');
    expect(error).toBeNull();
    expect(data!.map((r) => r.id)).toEqual([t1.id, t2.id]);

    // postgrest-js has no builder for not.or; send it as PostgREST documents it.
    const res = await raw(
      `/tenders?select=id&id=in.(${t1.id},${t2.id},${t3.id})&not.or=(status.eq.won,status.eq.lost)`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ id: t3.id }]);
  });

  it('orders by several columns with nulls placement', async () => {
    const { data, error } = await a.client
      .from('tenders')
      .select('id')
      .in('id', [t1.id, t2.id, t3.id])
      .order('tender_submission_date', { ascending: false, nullsFirst: false })
      .order('title');
    expect(error).toBeNull();
    expect(data!.map((r) => r.id)).toEqual([t1.id, t3.id, t2.id]);

    const def = await a.client
      .from('tenders')
      .select('id')
      .in('id', [t1.id, t2.id, t3.id])
      .order('tender_submission_date', { ascending: false });
    expect(def.data!.map((r) => r.id)).toEqual([t2.id, t1.id, t3.id]); // desc → nulls first, as Postgres
  });

  it('pages with range and counts exactly (206 for a partial page)', async () => {
    const { data, count, status, error } = await a.client
      .from('tenders')
      .select('id', { count: 'exact' })
      .in('id', [t1.id, t2.id, t3.id])
      .order('title')
      .range(1, 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: t2.id }]);
    expect(count).toBe(3);
    expect(status).toBe(206);

    const head = await a.client
      .from('tenders')
      .select('*', { count: 'exact', head: true })
      .in('id', [t1.id, t2.id, t3.id]);
    expect(head.error).toBeNull();
    expect(head.data).toBeNull();
    expect(head.count).toBe(3);

    const res = await raw(`/tenders?select=id&id=in.(${t1.id},${t2.id},${t3.id})&limit=2`, {
      headers: { Prefer: 'count=exact' },
    });
    expect(res.headers.get('content-range')).toBe('0-1/3');
    const noCount = await raw(`/tenders?select=id&id=in.(${t1.id},${t2.id})`);
    expect(noCount.headers.get('content-range')).toBe('0-1/*');
    const none = await raw(`/tenders?select=id&id=eq.${MISSING}`, { headers: { Prefer: 'count=exact' } });
    expect(none.status).toBe(200);
    expect(none.headers.get('content-range')).toBe('*/0');
    expect(none.headers.get('content-type')).toBe('application/json; charset=utf-8');
    // count=planned is the planner's estimate (EXPLAIN's row count), as PostgREST answers it.
    const planned = await raw(`/tenders?select=id&id=eq.${MISSING}`, {
      headers: { Prefer: 'count=planned' },
    });
    expect(planned.headers.get('content-range')).toMatch(/^\*\/\d+$/);
  });

  it('single() returns the object, or 406 PGRST116 with the row count; maybeSingle() gives null', async () => {
    const one = await a.client.from('tenders').select('id,title').eq('id', t1.id).single();
    expect(one.error).toBeNull();
    expect(one.data).toEqual({ id: t1.id, title: 'Tender 1' });

    const none = await a.client.from('tenders').select().eq('id', MISSING).single();
    expect(none.status).toBe(406);
    expect(none.error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });

    const many = await a.client.from('tenders').select().in('id', [t1.id, t2.id]).single();
    expect(many.error?.details).toBe('The result contains 2 rows');

    const maybe = await a.client.from('tenders').select().eq('id', MISSING).maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
  });
});

describe('insert, upsert, update, delete', () => {
  it('insert without select answers 201 with no body; with select().single() the new row', async () => {
    const plain = await a.client.from('tenders').insert(tender(10));
    expect(plain.error).toBeNull();
    expect(plain.status).toBe(201);
    expect(plain.data).toBeNull();

    const row = await a.client
      .from('tenders')
      .insert(tender(11, { description: 'd' }))
      .select('id,title,user_id,status')
      .single();
    expect(row.error).toBeNull();
    expect(row.status).toBe(201);
    expect(row.data).toMatchObject({ title: 'Tender 11', user_id: a.user.id, status: 'under-review' });
  });

  it('bulk insert: missing keys are NULL unless defaultToNull is false (missing=default)', async () => {
    const bulk = await a.client
      .from('tenders')
      .insert([tender(20, { description: 'has one' }), tender(21)])
      .select('title,description');
    expect(bulk.error?.code).toBe('23502'); // description is NOT NULL and arrives as NULL
    expect(bulk.status).toBe(400);

    const defaults = await a.client
      .from('tenders')
      .insert([tender(20, { description: 'has one' }), tender(21)], { defaultToNull: false })
      .select('title,description');
    expect(defaults.error).toBeNull();
    expect(defaults.data).toEqual([
      { title: 'Tender 20', description: 'has one' },
      { title: 'Tender 21', description: '' },
    ]);
  });

  it('upserts with merge-duplicates and ignore-duplicates', async () => {
    // Users may not write ids (column grants), so the protocol is shown with the service role.
    const t = await insertTender(a.client, tender(30));
    const row = {
      id: t.id,
      reference_number: 'REF-30',
      client: 'Client 30',
      user_id: a.user.id,
      workspace_id: aWorkspace,
    };
    const merged = await db
      .from('tenders')
      .upsert({ ...row, title: 'Renamed' })
      .select('id,title');
    expect(merged.error).toBeNull();
    expect(merged.data).toEqual([{ id: t.id, title: 'Renamed' }]);

    const ignored = await db
      .from('tenders')
      .upsert({ ...row, title: 'Ignored' }, { ignoreDuplicates: true, onConflict: 'id' })
      .select('id,title');
    expect(ignored.error).toBeNull();
    expect(ignored.data).toEqual([]);
    const after = await a.client.from('tenders').select('title').eq('id', t.id).single();
    expect(after.data!.title).toBe('Renamed');

    const byUser = await a.client
      .from('tenders')
      .upsert({ ...row, title: 'Mine' })
      .select('id');
    expect(byUser.status).toBe(403);
    expect(byUser.error?.code).toBe('42501');
  });

  it('update and delete with and without representation', async () => {
    const t = await insertTender(a.client, tender(40));
    const plainUpdate = await a.client.from('tenders').update({ status: 'submitted' }).eq('id', t.id);
    expect(plainUpdate.error).toBeNull();
    expect(plainUpdate.status).toBe(204);

    const rep = await a.client
      .from('tenders')
      .update({ status: 'won', title: 'Won it' })
      .eq('id', t.id)
      .eq('user_id', a.user.id)
      .select();
    expect(rep.error).toBeNull();
    expect(rep.status).toBe(200);
    expect(rep.data).toMatchObject([{ id: t.id, status: 'won', title: 'Won it' }]);
    expect(rep.data![0]!.updated_at).toMatch(TIMESTAMPTZ);

    const none = await a.client.from('tenders').update({ status: 'lost' }).eq('id', MISSING).select();
    expect(none.error).toBeNull();
    expect(none.data).toEqual([]);

    const single = await a.client
      .from('tenders')
      .update({ status: 'lost' })
      .eq('id', MISSING)
      .select()
      .single();
    expect(single.status).toBe(406);
    expect(single.error?.code).toBe('PGRST116');

    const withTasks = await a.client
      .from('tenders')
      .update({ description: 'x' })
      .eq('id', t.id)
      .select('id,tasks(id)')
      .single();
    expect(withTasks.error).toBeNull();
    expect(withTasks.data).toEqual({ id: t.id, tasks: [] });

    const del = await a.client.from('tenders').delete().eq('id', t.id).select('id');
    expect(del.error).toBeNull();
    expect(del.data).toEqual([{ id: t.id }]);
    const delAgain = await a.client.from('tenders').delete().eq('id', t.id);
    expect(delAgain.error).toBeNull();
    expect(delAgain.status).toBe(204);
  });

  it('a single() mutation that does not hit exactly one row is rolled back', async () => {
    await insertTender(a.client, tender(50, { client: 'Rollback Co' }));
    await insertTender(a.client, tender(51, { client: 'Rollback Co' }));
    const res = await a.client
      .from('tenders')
      .update({ status: 'declined' })
      .eq('client', 'Rollback Co')
      .select()
      .single();
    expect(res.status).toBe(406);
    expect(res.error?.details).toBe('The result contains 2 rows');
    const { data } = await a.client.from('tenders').select('status').eq('client', 'Rollback Co');
    expect(data!.map((r) => r.status)).toEqual(['under-review', 'under-review']);
  });

  it('Prefer: tx=rollback answers but keeps nothing', async () => {
    const res = await a.client
      .from('tenders')
      .insert(tender(60, { client: 'Ghost' }))
      .select('client')
      .rollback();
    expect(res.error).toBeNull();
    expect(res.data).toEqual([{ client: 'Ghost' }]);
    const { data } = await a.client.from('tenders').select('id').eq('client', 'Ghost');
    expect(data).toEqual([]);
  });
});

describe('rpc', () => {
  it('calls the count and trend functions (POST and GET) with filters on the result', async () => {
    const args = { p_workspace_id: aWorkspace, p_tz: 'UTC' };
    const counts = await a.client.rpc('tender_status_counts', args);
    expect(counts.error).toBeNull();
    expect(counts.data!.map((r: { status: string }) => r.status)).toEqual([
      'under-review',
      'in-development',
      'submitted',
      'won',
      'lost',
      'declined',
      'cancelled',
    ]);
    const viaGet = await a.client.rpc('tender_status_counts', args, { get: true }).eq('status', 'won');
    expect(viaGet.error).toBeNull();
    expect(viaGet.data).toHaveLength(1);
    expect(viaGet.data![0]).toMatchObject({ status: 'won' });
    expect(typeof viaGet.data![0]!.count).toBe('number');

    const summary = await a.client.rpc('dashboard_summary', args);
    expect(summary.error).toBeNull();
    expect(summary.data).toMatchObject({ tasks: { statuses: expect.any(Array) as unknown } });
    expect((summary.data as { tasks: { statuses: unknown[] } }).tasks.statuses).toHaveLength(5);

    const trends = await a.client.rpc('tender_trends', { ...args, p_period: '12m' });
    expect(trends.error).toBeNull();
    expect(trends.data).toHaveLength(12);
    const trendsDefault = await a.client.rpc('tender_trends', args);
    expect(trendsDefault.data).toHaveLength(6);
    const trendsGet = await a.client
      .rpc('tender_trends', { ...args, p_period: '6m' }, { get: true })
      .gte('total', 0);
    expect(trendsGet.data).toHaveLength(6);

    const head = await a.client.rpc('tender_status_counts', args, { head: true, count: 'exact' });
    expect(head.error).toBeNull();
    expect(head.count).toBe(7);
    const minimal = await raw('/rpc/tender_status_counts', {
      method: 'POST',
      body: JSON.stringify(args),
      headers: { 'Content-Type': 'application/json', Prefer: 'return=minimal,count=exact' },
    });
    expect(minimal.status).toBe(204);
    expect(minimal.headers.get('content-range')).toBe('0-6/7');
  });

  it('create_default_tasks returns the new tasks; embeds work on its rows', async () => {
    const t = await insertTender(a.client, tender(70));
    const res = await a.client
      .rpc('create_default_tasks', { p_tender_id: t.id })
      .select('name,status,tenders(title)');
    expect(res.error).toBeNull();
    const rows = res.data as unknown as { status: string; tenders: { title: string } }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({ status: 'not-started', tenders: { title: 'Tender 70' } });
    const stored = await a.client
      .from('tasks')
      .select('id', { count: 'exact', head: true })
      .eq('tender_id', t.id);
    expect(stored.count).toBe(rows.length);
  });

  it('a stable function runs read-only even through POST; unknown function → 404 PGRST202', async () => {
    const missing = await a.client.rpc('no_such_function' as never, { x: 1 } as never);
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.no_such_function(x) in the schema cache',
    });
    const wrongArgs = await a.client.rpc('tender_trends', { months: 3 } as never);
    expect(wrongArgs.status).toBe(404);
    expect(wrongArgs.error?.code).toBe('PGRST202');
    const badValue = await a.client.rpc('tender_trends', {
      p_workspace_id: aWorkspace,
      p_tz: 'UTC',
      p_period: 'many',
    } as never);
    expect(badValue.status).toBe(400);
    expect(badValue.error?.code).toBe('22P02');
  });

  it('create_default_tasks for a tender that is not yours → 403 42501', async () => {
    const res = await a.client.rpc('create_default_tasks', { p_tender_id: MISSING });
    expect(res.status).toBe(403);
    expect(res.error?.code).toBe('42501');
  });
});

describe('schema cache', () => {
  it('picks up a table created after the first request (re-read on a miss)', async () => {
    const before = await a.client.from('rest_late_table' as never).select('*');
    expect(before.error?.code).toBe('PGRST205');
    await stack.db.transaction(async (q) => {
      await q.query(`create table public.rest_late_table (id int primary key, label text)`);
      await q.query(`insert into public.rest_late_table values (1, 'late')`);
      await q.query(`grant select on public.rest_late_table to authenticated`);
    });
    await new Promise((r) => setTimeout(r, 1100)); // the cache is re-read at most once a second
    const after = await a.client.from('rest_late_table' as never).select('*');
    expect(after.error).toBeNull();
    expect(after.data).toEqual([{ id: 1, label: 'late' }]);
  });
});

describe('errors', () => {
  it('check violation (empty title) → 400 23514', async () => {
    const res = await a.client
      .from('tenders')
      .insert(tender(80, { title: '   ' }))
      .select();
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ code: '23514', details: null, hint: null });
    expect(res.error?.message).toContain('tenders_title_check');
  });

  it('unknown column in select, filter, order → 400 42703; in a payload → 400 PGRST204', async () => {
    for (const q of [
      a.client.from('tenders').select('id,foo'),
      a.client.from('tenders').select('id').eq('foo', 1),
      a.client.from('tenders').select('id').order('foo'),
    ]) {
      const res = await q;
      expect(res.status).toBe(400);
      expect(res.error).toEqual({
        code: '42703',
        details: null,
        hint: null,
        message: 'column tenders.foo does not exist',
      });
    }
    const payload = await a.client.from('tenders').insert({ ...tender(81), foo: 1 } as never);
    expect(payload.status).toBe(400);
    expect(payload.error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'foo' column of 'tenders' in the schema cache",
    });
  });

  it('unknown table → 404 PGRST205; unknown embed → 400 PGRST200', async () => {
    const res = await a.client.from('nope' as never).select('*');
    expect(res.status).toBe(404);
    expect(res.error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.nope' in the schema cache",
    });
    const embed = await a.client.from('tenders').select('id,nope(*)');
    expect(embed.status).toBe(400);
    expect(embed.error?.code).toBe('PGRST200');
  });

  it('wrong types → 400 22P02; duplicate key → 409 23505; FK violation → 409 23503', async () => {
    const uuid = await a.client.from('tenders').select('id').eq('id', 'not-a-uuid');
    expect(uuid.status).toBe(400);
    expect(uuid.error?.code).toBe('22P02');

    const t = await insertTender(a.client, tender(90));
    const dup = await a.client.from('tenders').insert({ ...tender(91), id: t.id });
    expect(dup.status).toBe(403); // ids are not the user's to choose (column grants)
    expect(dup.error?.code).toBe('42501');
    const dupService = await db
      .from('tenders')
      .insert({ ...tender(92), id: t.id, user_id: a.user.id, workspace_id: aWorkspace });
    expect(dupService.status).toBe(409);
    expect(dupService.error?.details).toBe(`Key (id)=(${t.id}) already exists.`);

    const fk = await db
      .from('tasks')
      .insert({ tender_id: MISSING, workspace_id: aWorkspace, user_id: a.user.id, name: 'orphan' });
    expect(fk.status).toBe(409);
    expect(fk.error?.code).toBe('23503');
  });

  it('anon without grants → 401 42501 with WWW-Authenticate', async () => {
    const anon = newClient(stack.url, stack.anonKey);
    const res = await anon.from('tenders').select('*');
    expect(res.status).toBe(401);
    expect(res.error?.code).toBe('42501');
    const rawRes = await raw('/tenders?select=id', { token: stack.anonKey });
    expect(rawRes.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('bad JSON, other schemas, bad Accept, unsupported methods and paths answer PostgREST-shaped errors', async () => {
    const badJson = await raw('/tenders', {
      method: 'POST',
      body: '{"title":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(badJson.status).toBe(400);
    expect(badJson.body).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' });

    const schema = await raw('/tenders?select=id', { headers: { 'Accept-Profile': 'auth' } });
    expect(schema.status).toBe(406);
    expect(schema.body).toMatchObject({ code: 'PGRST106' });

    const xml = await raw('/tenders?select=id', { headers: { Accept: 'application/xml' } });
    expect(xml.status).toBe(406);
    expect(xml.body).toMatchObject({ code: 'PGRST107' });

    const put = await raw('/tenders', {
      method: 'PUT',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(put.status).toBe(405);
    expect(put.body).toMatchObject({ code: 'PGRST117' });

    const path = await raw('/tenders/extra');
    expect(path.status).toBe(404);
    expect(path.body).toMatchObject({ code: 'PGRST125' });

    for (const body of [badJson.body, schema.body, xml.body, put.body, path.body]) {
      expect(Object.keys(body as object).sort()).toEqual(['code', 'details', 'hint', 'message']);
    }
  });
});
