// The workspaces migration keeps every existing row ("existing data migrated,
// nothing lost"). A database is built as production had it before the migration
// (bootstrap + the earlier migrations), filled the way the single-user app filled it, then
// the remaining migrations are applied for real and the data compared.
// Runs on PGlite, and on PostgreSQL when scripts/test-integration.ts provides a server.
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, readBootstrapSql } from '@tenderflow/local-supabase';
import { adminDatabaseUrl, createTestDatabase } from './helpers';

const FIRST_TEAM_MIGRATION = '20260301000000_workspaces.sql';

interface Sql {
  exec(sql: string): Promise<void>;
  rows<T>(sql: string): Promise<T[]>;
  close(): Promise<void>;
}

async function openDatabase(): Promise<Sql> {
  const admin = adminDatabaseUrl();
  if (admin) {
    const database = await createTestDatabase(admin);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    return {
      exec: async (sql) => void (await client.query(sql)),
      rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
      close: async () => {
        await client.end();
        await database.drop();
      },
    };
  }
  const db = await PGlite.create({ extensions: { pgcrypto } });
  return {
    exec: async (sql) => void (await db.exec(sql)),
    rows: async <T>(sql: string) => (await db.query<T>(sql)).rows,
    close: () => db.close(),
  };
}

// Users as the single-user app had them: the sign-up trigger made their profiles; one
// profile's company was edited later; one user predates the profile trigger (no profile).
const LEGACY_DATA = `
insert into auth.users (id, email, raw_user_meta_data, created_at)
values ('11111111-0000-4000-8000-000000000001', 'lee@example.test', '{"full_name": "Lee Legacy", "company": "Legacy Ltd"}', now() - interval '300 days'),
       ('11111111-0000-4000-8000-000000000002', 'pat@example.test', '{"full_name": "Pat Old"}', now() - interval '200 days'),
       ('11111111-0000-4000-8000-000000000003', 'sam@example.test', '{"first_name": "Sam"}', now() - interval '100 days'),
       ('11111111-0000-4000-8000-000000000004', 'ghost@example.test', '{}', now() - interval '50 days');
update public.user_profiles set company = 'Pat Co' where id = '11111111-0000-4000-8000-000000000002';
delete from public.user_profiles where id = '11111111-0000-4000-8000-000000000004';

insert into public.tenders (id, user_id, reference_number, client, title, status, tender_submission_date, created_at, updated_at)
select ('22222222-0000-4000-8000-00000000000' || v.n)::uuid, v.owner::uuid, 'REF-' || v.n, 'Client ' || v.n, 'Tender ' || v.n,
       v.status::public.tender_status, current_date + v.n, now() - v.n * interval '10 days', now() - v.n * interval '9 days'
from (values (1, '11111111-0000-4000-8000-000000000001', 'won'),
             (2, '11111111-0000-4000-8000-000000000001', 'under-review'),
             (3, '11111111-0000-4000-8000-000000000002', 'submitted'),
             (4, '11111111-0000-4000-8000-000000000004', 'lost')) as v (n, owner, status);

insert into public.tasks (tender_id, user_id, name, status, created_at, updated_at)
select t.id, t.user_id, 'Task ' || k || ' of ' || t.reference_number, 'in-progress', t.created_at, t.updated_at
from public.tenders t cross join generate_series(1, 3) k;
`;

const SNAPSHOT_TENDERS = `select row_to_json(t)::text as row from public.tenders t order by id`;
const SNAPSHOT_TASKS = `select row_to_json(k)::text as row from public.tasks k order by id`;

let db: Sql;
let before: { tenders: string[]; tasks: string[] };

beforeAll(async () => {
  db = await openDatabase();
  await db.exec(readBootstrapSql());
  const migrations = listMigrations();
  const at = migrations.findIndex((m) => m.name === FIRST_TEAM_MIGRATION);
  expect(at).toBeGreaterThan(0);
  for (const m of migrations.slice(0, at)) await db.exec(m.sql);
  await db.exec(LEGACY_DATA);
  before = {
    tenders: (await db.rows<{ row: string }>(SNAPSHOT_TENDERS)).map((r) => r.row),
    tasks: (await db.rows<{ row: string }>(SNAPSHOT_TASKS)).map((r) => r.row),
  };
  for (const m of migrations.slice(at)) await db.exec(m.sql);
});

afterAll(async () => {
  await db?.close();
});

describe('the workspaces migration on existing data', () => {
  it('keeps every tender and task, every old column unchanged (updated_at included)', async () => {
    expect(before.tenders).toHaveLength(4);
    expect(before.tasks).toHaveLength(12);
    // The columns each row had before: later migrations add columns of their own.
    const oldColumns = (json: string, old: string) => {
      const row = JSON.parse(json) as Record<string, unknown>;
      return Object.fromEntries(Object.keys(JSON.parse(old) as object).map((key) => [key, row[key]]));
    };
    const same = (after: { row: string }[], old: string[]) =>
      expect(after.map((r, i) => oldColumns(r.row, old[i]!))).toEqual(
        old.map((r) => JSON.parse(r) as unknown),
      );
    same(await db.rows<{ row: string }>(SNAPSHOT_TENDERS), before.tenders);
    same(await db.rows<{ row: string }>(SNAPSHOT_TASKS), before.tasks);
  });

  it('gives every user a workspace of their own, as its admin, selected as current', async () => {
    const rows = await db.rows<{
      email: string;
      name: string;
      role: string;
      current: boolean;
      workspaces: number;
    }>(`
      select u.email::text as email, w.name, m.role::text as role, p.current_workspace_id = w.id as current,
             (select count(*)::int from public.workspace_members x where x.user_id = u.id) as workspaces
      from auth.users u
      join public.user_profiles p on p.id = u.id
      join public.workspace_members m on m.user_id = u.id
      join public.workspaces w on w.id = m.workspace_id and w.created_by = u.id
      order by u.email`);
    expect(rows).toEqual([
      { email: 'ghost@example.test', name: "ghost's workspace", role: 'admin', current: true, workspaces: 1 },
      { email: 'lee@example.test', name: 'Legacy Ltd', role: 'admin', current: true, workspaces: 1 },
      { email: 'pat@example.test', name: 'Pat Co', role: 'admin', current: true, workspaces: 1 },
      { email: 'sam@example.test', name: "Sam's workspace", role: 'admin', current: true, workspaces: 1 },
    ]);
  });

  it('puts every tender in its owner’s workspace and every task in its tender’s', async () => {
    const misplaced = await db.rows<{ id: string }>(`
      select t.id from public.tenders t
      where t.workspace_id is distinct from (select w.id from public.workspaces w where w.created_by = t.user_id)
      union all
      select k.id from public.tasks k join public.tenders t on t.id = k.tender_id
      where k.workspace_id is distinct from t.workspace_id`);
    expect(misplaced).toEqual([]);
  });

  it('leaves each owner seeing exactly their own data through RLS, as before', async () => {
    const seen = await db.rows<{ user_id: string; tenders: number; tasks: number }>(`
      select u.id as user_id,
             (select count(*)::int from public.tenders t where t.workspace_id = (
                select current_workspace_id from public.user_profiles where id = u.id)) as tenders,
             (select count(*)::int from public.tasks k where k.workspace_id = (
                select current_workspace_id from public.user_profiles where id = u.id)) as tasks
      from auth.users u order by u.email`);
    expect(seen.map((r) => [r.tenders, r.tasks])).toEqual([
      [1, 3],
      [2, 6],
      [1, 3],
      [0, 0],
    ]);
    await db.exec(`begin;
      set local role authenticated;
      set local request.jwt.claims to '{"sub": "11111111-0000-4000-8000-000000000002", "role": "authenticated"}';
      create temp table seen_by_pat on commit drop as select reference_number from public.tenders;`);
    const pat = await db.rows<{ reference_number: string }>('select reference_number from seen_by_pat');
    await db.exec('rollback');
    expect(pat).toEqual([{ reference_number: 'REF-3' }]);
  });
});
