// docs/security-checks.md D5: 50 concurrent supabase-js clients (users A and B interleaved)
// create, update and delete for a bounded time → no 5xx, no lost write, and no row
// visible across users.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memoryStorage,
  newClient,
  signInUser,
  signUpUser,
  startStack,
  type TestClient,
  type TestStack,
} from './helpers';

const CLIENTS = 50;
const DEADLINE_MS = 4_000;
const MAX_ROUNDS = 12;

let stack: TestStack;
const users: { id: string; email: string; password: string }[] = [];

beforeAll(async () => {
  stack = await startStack({ seed: 'none', authRateLimit: 10_000 });
  for (const prefix of ['d5-a', 'd5-b']) {
    const u = await signUpUser(stack, { prefix });
    users.push({ id: u.user.id, email: u.email, password: u.password });
  }
});

afterAll(async () => {
  await stack?.stop();
});

interface Expected {
  title: string;
  status: string;
  tasks: number;
}

interface Worker {
  index: number;
  user: (typeof users)[number];
  client: TestClient;
  /** What this client believes it left behind: tender id → final state. */
  expected: Map<string, Expected>;
  requests: number;
  problems: string[];
}

async function work(w: Worker, deadline: number): Promise<void> {
  const check = (what: string, res: { status: number; error: { code?: string; message: string } | null }) => {
    w.requests++;
    if (res.status >= 500 || res.status === 0)
      w.problems.push(`${what}: HTTP ${res.status} ${res.error?.message ?? ''}`);
    else if (res.error) w.problems.push(`${what}: ${res.error.code} ${res.error.message}`);
  };
  for (let round = 0; round < MAX_ROUNDS && Date.now() < deadline; round++) {
    const title = `w${w.index}-r${round}`;
    const created = await w.client
      .from('tenders')
      .insert({ reference_number: `R-${w.index}-${round}`, client: `client ${w.index}`, title })
      .select('id,user_id')
      .single();
    check('insert', created);
    if (!created.data) continue;
    if (created.data.user_id !== w.user.id)
      w.problems.push(`insert returned user_id ${created.data.user_id}`);
    const id = created.data.id as string;
    w.expected.set(id, { title, status: 'under-review', tasks: 0 });

    const task = await w.client.from('tasks').insert({ tender_id: id, name: `task of ${title}` });
    check('insert task', task);
    if (!task.error) w.expected.get(id)!.tasks++;

    if (round % 2 === 0) {
      const updated = await w.client
        .from('tenders')
        .update({ status: 'submitted', title: `${title}-u` })
        .eq('id', id)
        .select('id');
      check('update', updated);
      if (updated.data?.length === 1)
        w.expected.set(id, { ...w.expected.get(id)!, title: `${title}-u`, status: 'submitted' });
      else w.problems.push(`update of own row ${id} touched ${updated.data?.length ?? 0} rows`);
    }
    if (round % 3 === 2) {
      const deleted = await w.client.from('tenders').delete().eq('id', id).select('id');
      check('delete', deleted);
      if (deleted.data?.length === 1) w.expected.delete(id);
      else w.problems.push(`delete of own row ${id} touched ${deleted.data?.length ?? 0} rows`);
    }
    if (round % 4 === 3) {
      const list = await w.client
        .from('tenders')
        .select('id,user_id')
        .order('created_at', { ascending: false });
      check('list', list);
      for (const row of list.data ?? []) {
        if (row.user_id !== w.user.id) w.problems.push(`saw another user's tender ${row.id}`);
      }
    }
  }
}

describe('D5: 50 concurrent clients', () => {
  it('no 5xx, no lost write, no row visible across users', async () => {
    // One password sign-in per user (each is a bcrypt comparison); every client of that user
    // starts from its session, as tabs of one browser would.
    const sessions = await Promise.all(
      users.map(async (user) => (await signInUser(stack, user.email, user.password)).session),
    );
    const workers: Worker[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const user = users[i % 2]!; // A and B interleaved
      const client = newClient(stack.url, stack.anonKey, { storage: memoryStorage() });
      const { error } = await client.auth.setSession(sessions[i % 2]!);
      expect(error).toBeNull();
      workers.push({ index: i, user, client, expected: new Map(), requests: 0, problems: [] });
    }

    const deadline = Date.now() + DEADLINE_MS;
    await Promise.all(workers.map((w) => work(w, deadline)));

    const problems = workers.flatMap((w) => w.problems.map((p) => `client ${w.index}: ${p}`));
    expect(problems).toEqual([]);
    const requests = workers.reduce((n, w) => n + w.requests, 0);
    expect(requests).toBeGreaterThan(CLIENTS * 2);

    // Final state per user equals the union of what that user's clients did.
    for (const user of users) {
      const { client } = await signInUser(stack, user.email, user.password);
      const { data, error } = await client
        .from('tenders')
        .select('id,user_id,title,status,tasks(id)')
        .limit(10_000);
      expect(error).toBeNull();
      const expected = new Map<string, Expected>();
      for (const w of workers) if (w.user === user) for (const [id, e] of w.expected) expected.set(id, e);
      const actual = new Map(
        data!.map((r) => [
          r.id as string,
          { title: r.title as string, status: r.status as string, tasks: (r.tasks as unknown[]).length },
        ]),
      );
      expect(data!.every((r) => r.user_id === user.id)).toBe(true);
      expect(actual.size).toBe(expected.size);
      expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));
      const tasks = await client.from('tasks').select('id,user_id', { count: 'exact' });
      expect(tasks.data!.every((t) => t.user_id === user.id)).toBe(true);
      expect(tasks.count).toBe([...expected.values()].reduce((n, e) => n + e.tasks, 0));
    }
  });
});
