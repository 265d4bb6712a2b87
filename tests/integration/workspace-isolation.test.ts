// docs/security-checks.md D4: user B, through supabase-js, can neither see nor change user A's
// rows (A and B each have only their own workspace); writes on A's behalf are refused with 42501.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { newClient, signUpUser, startStack, type SignedUpUser, type TestStack } from './helpers';

let stack: TestStack;
let a: SignedUpUser;
let b: SignedUpUser;
let aTender: { id: string; title: string; status: string; updated_at: string };
let aTaskIds: string[];
let aWorkspace: string;
let bWorkspace: string;

beforeAll(async () => {
  stack = await startStack({ seed: 'none' });
  a = await signUpUser(stack, { prefix: 'd4-a' });
  b = await signUpUser(stack, { prefix: 'd4-b' });
  aWorkspace = await currentWorkspaceId(a.client);
  bWorkspace = await currentWorkspaceId(b.client);
  const created = await a.client
    .from('tenders')
    .insert({ reference_number: 'A-1', client: 'A client', title: 'A secret tender' })
    .select('id,title,status,updated_at')
    .single();
  if (created.error) throw new Error(created.error.message);
  aTender = created.data;
  const tasks = await a.client.rpc('create_default_tasks', { p_tender_id: aTender.id });
  if (tasks.error) throw new Error(tasks.error.message);
  aTaskIds = (tasks.data as { id: string }[]).map((t) => t.id);
  expect(aTaskIds.length).toBeGreaterThan(0);
});

afterAll(async () => {
  await stack?.stop();
});

async function expectAUnchanged(): Promise<void> {
  const { data, error } = await a.client
    .from('tenders')
    .select('id,title,status,updated_at')
    .eq('id', aTender.id)
    .single();
  expect(error).toBeNull();
  expect(data).toEqual(aTender);
  const tasks = await a.client.from('tasks').select('id').eq('tender_id', aTender.id);
  expect(tasks.data!.map((t) => t.id).sort()).toEqual([...aTaskIds].sort());
}

describe('D4: B cannot reach A’s data', () => {
  it('B selects → []', async () => {
    for (const table of ['tenders', 'tasks'] as const) {
      const res = await b.client.from(table).select();
      expect(res.error).toBeNull();
      expect(res.data).toEqual([]);
    }
    const embedded = await b.client.from('tenders').select('id,tasks(*)').eq('id', aTender.id);
    expect(embedded.data).toEqual([]);
    const counted = await b.client.from('tenders').select('*', { count: 'exact', head: true });
    expect(counted.count).toBe(0);
  });

  it('B .eq(id, A’s tender).single() → 406 PGRST116', async () => {
    const res = await b.client.from('tenders').select().eq('id', aTender.id).single();
    expect(res.status).toBe(406);
    expect(res.data).toBeNull();
    expect(res.error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });
  });

  it('B updates and deletes A’s rows → [] and A’s rows are unchanged', async () => {
    const upd = await b.client
      .from('tenders')
      .update({ title: 'pwned', status: 'lost' })
      .eq('id', aTender.id)
      .select();
    expect(upd.error).toBeNull();
    expect(upd.data).toEqual([]);
    const updAll = await b.client.from('tasks').update({ name: 'pwned' }).neq('name', '').select('id');
    expect(updAll.data).toEqual([]);
    const del = await b.client.from('tenders').delete().eq('id', aTender.id).select();
    expect(del.error).toBeNull();
    expect(del.data).toEqual([]);
    const delTasks = await b.client.from('tasks').delete().in('id', aTaskIds).select();
    expect(delTasks.data).toEqual([]);
    const delNoRep = await b.client.from('tenders').delete().eq('id', aTender.id);
    expect(delNoRep.error).toBeNull();
    expect(delNoRep.status).toBe(204);
    await expectAUnchanged();
  });

  it('B inserts with A’s user_id → 403 42501', async () => {
    const res = await b.client
      .from('tenders')
      .insert({ reference_number: 'B-1', client: 'B', title: 'planted', user_id: a.user.id })
      .select();
    expect(res.status).toBe(403);
    expect(res.error).toMatchObject({
      code: '42501',
      details: null,
      message: 'new row violates row-level security policy for table "tenders"',
    });
    const noRep = await b.client
      .from('tenders')
      .insert({ reference_number: 'B-1', client: 'B', title: 'planted', user_id: a.user.id });
    expect(noRep.status).toBe(403);
    expect(noRep.error?.code).toBe('42501');
  });

  it('B cannot hang a task under A’s tender, nor move a tender to A, nor seed A’s tender', async () => {
    const task = await b.client.from('tasks').insert({ tender_id: aTender.id, name: 'planted' });
    expect(task.status).toBe(403);
    expect(task.error?.code).toBe('42501');

    const own = await b.client
      .from('tenders')
      .insert({ reference_number: 'B-2', client: 'B', title: 'mine' })
      .select('id')
      .single();
    expect(own.error).toBeNull();
    const move = await b.client
      .from('tenders')
      .update({ user_id: a.user.id })
      .eq('id', own.data!.id)
      .select();
    expect(move.status).toBe(403);
    expect(move.error?.code).toBe('42501');

    const seed = await b.client.rpc('create_default_tasks', { p_tender_id: aTender.id });
    expect(seed.status).toBe(403);
    expect(seed.error?.code).toBe('42501');

    const mine = await b.client.rpc('dashboard_summary', { p_workspace_id: bWorkspace, p_tz: 'UTC' });
    expect((mine.data as { total: number }).total).toBe(1); // only B's own
    const theirs = await b.client.rpc('dashboard_summary', { p_workspace_id: aWorkspace, p_tz: 'UTC' });
    expect(theirs.error).toBeNull();
    expect((theirs.data as { total: number }).total).toBe(0); // A's workspace counts nothing for B
    await expectAUnchanged();
  });

  it('anon is refused with 401 42501', async () => {
    const anon = newClient(stack.url, stack.anonKey);
    const res = await anon.from('tenders').select();
    expect(res.status).toBe(401);
    expect(res.error?.code).toBe('42501');
    const ins = await anon.from('tenders').insert({ reference_number: 'X', client: 'X', title: 'X' });
    expect(ins.status).toBe(401);
    expect(ins.error?.code).toBe('42501');
    await expectAUnchanged();
  });
});
