// max_rows (PostgREST's db-max-rows), read from supabase/config.toml like hosted Supabase:
// reads of tables, views and set-returning functions answer at most max_rows rows with the
// true count; mutations are not capped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceClient, startStack, type TestClient, type TestStack } from '../../src/testing';

const FIXTURE_SQL = `
create table public.test_rows (id int primary key, label text not null);
insert into public.test_rows select n, 'row ' || n from generate_series(1, 1005) n;
create function public.test_numbers(n int) returns setof int language sql stable
  set search_path = '' as $$ select pg_catalog.generate_series(1, n) $$;
create function public.test_count() returns int language sql stable
  set search_path = '' as $$ select 1005 $$;
`;

describe('the config.toml cap (max_rows = 1000)', () => {
  let stack: TestStack;
  let db: TestClient;
  beforeAll(async () => {
    stack = await startStack();
    await stack.db.transaction((q) => q.exec(FIXTURE_SQL));
    db = serviceClient(stack);
  });
  afterAll(() => stack?.stop());

  it('answers the first 1,000 rows and the true count (206, Content-Range 0-999/1005)', async () => {
    const { data, count, status } = await db.from('test_rows').select('id', { count: 'exact' }).order('id');
    expect(data).toHaveLength(1000);
    expect(data![999]!.id).toBe(1000);
    expect(count).toBe(1005);
    expect(status).toBe(206);
    const res = await fetch(`${stack.url}/rest/v1/test_rows?select=id`, {
      headers: {
        apikey: stack.serviceRoleKey,
        Authorization: `Bearer ${stack.serviceRoleKey}`,
        Prefer: 'count=exact',
      },
    });
    expect(res.headers.get('content-range')).toBe('0-999/1005');
  });

  it('.range(1000, 1004) returns the last 5; a smaller limit stays', async () => {
    const { data, count } = await db
      .from('test_rows')
      .select('id', { count: 'exact' })
      .order('id')
      .range(1000, 1004);
    expect(data!.map((r) => r.id)).toEqual([1001, 1002, 1003, 1004, 1005]);
    expect(count).toBe(1005);
    expect((await db.from('test_rows').select('id').limit(3)).data).toHaveLength(3);
    expect((await db.from('test_rows').select('id').limit(5000)).data).toHaveLength(1000);
  });

  it('caps set-returning RPCs, not scalar ones', async () => {
    const numbers = await db.rpc('test_numbers', { n: 1005 });
    expect(numbers.data).toHaveLength(1000);
    expect((await db.rpc('test_count')).data).toBe(1005);
  });

  it('does not cap what a mutation returns', async () => {
    const { data, error } = await db.from('test_rows').update({ label: 'updated' }).gt('id', 0).select('id');
    expect(error).toBeNull();
    expect(data).toHaveLength(1005);
  });
});

it('startLocalStack({ maxRows }) sets the cap for tests', async () => {
  const stack = await startStack({ maxRows: 10 });
  try {
    await stack.db.transaction((q) => q.exec(FIXTURE_SQL));
    const { data, count } = await serviceClient(stack).from('test_rows').select('id', { count: 'exact' });
    expect(data).toHaveLength(10);
    expect(count).toBe(1005);
  } finally {
    await stack.stop();
  }
});
