// `npm run test:db`: the pgTAP suite in supabase/tests/database, without Docker or network.
//
//  1. PGlite (in memory, pgcrypto + pgtap): bootstrap.sql, the migrations, then each test
//     file; the TAP rows every statement returns are printed and counted.
//  2. PostgreSQL (when the binaries and pg_prove are installed): a throwaway cluster from
//     the local stack's pg-server, the same bootstrap and migrations, then `pg_prove` over the
//     same files. REQUIRE_POSTGRES=1 turns "binaries missing" into a failure.
//  3. Seed check on both engines: bootstrap + migrations + supabase/seed.sql on a fresh
//     database, then a few assertions about the demo data; and the template-only part
//     (everything above the `-- demo account below` line) applies on its own.
//  4. The declarative schema on both engines: the catalogue of the migrated database (read
//     before pgTAP is installed) equals that of a database built from supabase/schemas
//     (scripts/lib/catalogue.ts), or the differences are printed; and deliberate changes to
//     the latter are each reported, so the comparison is known to see them.
//
// The last line is `N passed, N failed` (assertions over all engines). Exit code 1 on any
// failed assertion, plan mismatch or SQL error.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgtap } from '@electric-sql/pglite-pgtap';
import pg from 'pg';
import { applySchema, listSchemaFiles, readSeedSql, supabaseDir } from '@tenderflow/local-supabase';
import { createDatabase, startPostgres } from '@tenderflow/local-supabase/pg-server';
import { diffCatalogues, readCatalogue, type CatalogueEntry, type Query } from './lib/catalogue.ts';

const testsDir = join(supabaseDir, 'tests', 'database');
const DEMO_MARKER = '-- demo account below';

interface FileResult {
  file: string;
  planned: number | null;
  passed: number;
  failed: number;
  errors: string[];
}

interface EngineResult {
  engine: string;
  files: FileResult[];
}

const testFiles = (): string[] =>
  readdirSync(testsDir)
    .filter((f) => f.endsWith('.test.sql'))
    .sort();

/** Counts TAP lines; anything that is not a plan, a test line or a comment is ignored. */
function parseTap(file: string, lines: string[], extraErrors: string[] = []): FileResult {
  const result: FileResult = { file, planned: null, passed: 0, failed: 0, errors: [...extraErrors] };
  for (const raw of lines) {
    const line = raw.trimEnd();
    const plan = /^\s*1\.\.(\d+)/.exec(line);
    if (plan) {
      result.planned = Number(plan[1]);
      continue;
    }
    // Test lines carry a number; pg_prove's per-file verdict ("ok") does not.
    if (/^\s*not ok\s+\d+/.test(line)) {
      // "# TODO" tests do not count as failures in TAP.
      if (/#\s*TODO/i.test(line)) result.passed += 1;
      else result.failed += 1;
    } else if (/^\s*ok\s+\d+/.test(line)) {
      result.passed += 1;
    }
  }
  if (result.planned === null) result.errors.push('no plan');
  else if (result.planned !== result.passed + result.failed) {
    result.errors.push(`planned ${result.planned} tests but ran ${result.passed + result.failed}`);
  }
  return result;
}

function summarize(r: FileResult): string {
  const status = r.failed === 0 && r.errors.length === 0 ? 'ok' : 'FAILED';
  const extra = r.errors.length ? ` (${r.errors.join('; ')})` : '';
  return `${r.file}: ${status}, ${r.passed} passed, ${r.failed} failed${extra}`;
}

function rowsToLines(results: { rows: Record<string, unknown>[] }[]): string[] {
  const lines: string[] = [];
  for (const result of results) {
    for (const row of result.rows) {
      for (const value of Object.values(row)) {
        if (value === null || value === undefined) continue;
        lines.push(...String(value).split('\n'));
      }
    }
  }
  return lines;
}

// ---------------------------------------------------------------------------
// Seed checks (shared by both engines): a small pgTAP plan run after the seed.
// ---------------------------------------------------------------------------

const SEED_CHECKS = `
begin;
select plan(21);
select is((select count(*)::int from public.default_tasks), 8, 'seed: 8 default task templates');
select is((select count(*)::int from auth.users
           where email in ('demo@example.com', 'manager@example.com', 'user@example.com')), 3,
          'seed: the three demo team accounts');
select ok((select bool_and(u.encrypted_password = extensions.crypt(v.password, u.encrypted_password))
           from auth.users u
           join (values ('demo@example.com', 'demo-password'), ('manager@example.com', 'manager-password'),
                        ('user@example.com', 'user-password')) as v (email, password) on v.email = u.email),
          'seed: each password is the bcrypt of the one the README gives');
select is((select count(*)::int from auth.identities i join auth.users u on u.id = i.user_id
           where u.email like '%@example.com' and i.provider = 'email'), 3, 'seed: an email identity each');
select is((select name from public.user_profiles p join auth.users u on u.id = p.id
           where u.email = 'demo@example.com'), 'Dana Demo', 'seed: profile created by the trigger');
select results_eq(
  $$select u.email::text, m.role::text from public.workspace_members m
    join public.workspaces w on w.id = m.workspace_id join auth.users u on u.id = m.user_id
    where w.name = 'Northwind Builders' order by m.role$$,
  $$values ('demo@example.com', 'admin'), ('manager@example.com', 'manager'), ('user@example.com', 'user')$$,
  'seed: Northwind Builders has an admin, a manager and a user');
select is((select count(distinct p.current_workspace_id)::int from public.user_profiles p
           join public.workspaces w on w.id = p.current_workspace_id where w.name = 'Northwind Builders'), 1,
          'seed: one Northwind Builders workspace');
select is((select count(*)::int from public.user_profiles p
           join public.workspaces w on w.id = p.current_workspace_id where w.name = 'Northwind Builders'), 3,
          'seed: it is the current workspace of all three');
select ok((select count(*) from public.tenders t join public.workspaces w on w.id = t.workspace_id
           where w.name = 'Northwind Builders') between 35 and 45, 'seed: about 40 demo tenders in the workspace');
select ok((select count(*) from public.answers a join public.workspaces w on w.id = a.workspace_id
           where w.name = 'Northwind Builders') between 20 and 30, 'seed: a library of 20 to 30 answers');
select ok((select count(distinct t.status) = 2 from public.requirement_answers ra
           join public.tenders t on t.id = ra.tender_id where t.status in ('won', 'lost')),
          'seed: library answers used in won and in lost tenders');
select is((select count(distinct user_id)::int from public.tenders), 2,
          'seed: tenders created by the admin and the manager');
select is((select count(distinct status)::int from public.tenders), 7, 'seed: every tender status used');
select ok((select bool_and(t.estimated_value > 0) from public.tenders t), 'seed: every tender has a value');
select is((select count(*)::int from public.tenders t
           where t.status in ('won', 'lost') and not exists (select 1 from public.tender_outcomes o where o.tender_id = t.id)),
          0, 'seed: every decided tender has its outcome');
select ok((select bool_and(o.loss_reason_id is not null and o.winner is not null) from public.tender_outcomes o
           join public.tenders t on t.id = o.tender_id where t.status = 'lost'),
          'seed: every loss has a reason and a winner');
select ok(not exists (select 1 from public.tenders t
           where (select count(*) from public.tasks k where k.tender_id = t.id) not between 5 and 10),
          'seed: every tender has 5-10 tasks');
select is((select count(distinct status)::int from public.tasks), 5, 'seed: every task status used');
select is((select count(distinct assignee_id)::int from public.tasks), 3,
          'seed: tasks are assigned among the three');
select ok((select bool_and(exists (select 1 from public.workspace_members m
                                   where m.workspace_id = k.workspace_id and m.user_id = k.assignee_id))
           from public.tasks k), 'seed: every assignee is a member of the task''s workspace');
select ok((select count(*) from public.time_entries e join public.workspaces w on w.id = e.workspace_id
           where w.name = 'Northwind Builders') > 50
       and (select count(*) from public.expenses x join public.workspaces w on w.id = x.workspace_id
            where w.name = 'Northwind Builders') > 10,
       'seed: time and expenses on the demo tenders');
select * from finish();
rollback;
`;

const TEMPLATE_ONLY_CHECKS = `
begin;
select plan(3);
select is((select count(*)::int from public.default_tasks), 8, 'seed (templates only): 8 templates');
select is((select count(*)::int from auth.users), 0, 'seed (templates only): no demo account');
select is((select count(*)::int from public.workspaces), 0, 'seed (templates only): no demo workspace');
select * from finish();
rollback;
`;

function seedParts(): { templates: string; full: string } {
  const full = readSeedSql();
  const index = full.indexOf(`\n${DEMO_MARKER}\n`);
  if (index < 0) throw new Error(`supabase/seed.sql has no "${DEMO_MARKER}" line`);
  return { templates: full.slice(0, index + 1), full };
}

// ---------------------------------------------------------------------------
// The declarative schema: migrations and supabase/schemas build the same database
// ---------------------------------------------------------------------------

interface SqlSession {
  query: Query;
  exec(sql: string): Promise<unknown>;
}

/**
 * Changes a schema file could make without its migration, each with the catalogue entry that
 * must then differ: the comparison is proved to see every kind of object it compares.
 */
const DELIBERATE_DIFFERENCES: { change: string; sql: string; key: string }[] = [
  {
    change: 'a function body',
    sql: `create or replace function private.template_fits(p_only_with_bid_bond boolean, p_bid_bond boolean)
          returns boolean language sql immutable set search_path = '' as $$ select p_bid_bond $$`,
    key: 'function private.template_fits(boolean,boolean)',
  },
  {
    change: "a function's settings",
    sql: 'alter function private.tender_value(numeric, numeric) stable',
    key: 'function private.tender_value(numeric,numeric)',
  },
  {
    change: 'a new column',
    sql: 'alter table public.tenders add column sales_area text',
    key: 'table public.tenders',
  },
  {
    change: 'a nullability',
    sql: 'alter table public.tenders alter column title drop not null',
    key: 'table public.tenders',
  },
  {
    change: 'a default',
    sql: "alter table public.tasks alter column name set default 'Task'",
    key: 'table public.tasks',
  },
  {
    change: 'a column grant',
    sql: 'grant update (workspace_id) on public.tenders to authenticated',
    key: 'table public.tenders',
  },
  {
    change: 'a table grant',
    sql: 'grant insert on public.deadline_changes to authenticated',
    key: 'table public.deadline_changes',
  },
  {
    change: 'a function grant',
    sql: 'grant execute on function private.tender_value(numeric, numeric) to anon',
    key: 'function private.tender_value(numeric,numeric)',
  },
  { change: 'a schema grant', sql: 'revoke usage on schema private from anon', key: 'schema private' },
  {
    change: 'a constraint',
    sql: 'alter table public.tenders drop constraint tenders_title_check',
    key: 'constraint public.tenders tenders_title_check',
  },
  {
    change: 'an index',
    sql: 'drop index public.tenders_user_id_idx',
    key: 'index public.tenders_user_id_idx',
  },
  {
    change: 'a trigger',
    sql: 'alter table public.tenders disable trigger check_reference_reuse',
    key: 'trigger public.tenders check_reference_reuse',
  },
  {
    change: 'a policy',
    sql: 'alter policy tenders_select_members on public.tenders using (true)',
    key: 'policy public.tenders tenders_select_members',
  },
  {
    change: 'an enum',
    sql: "alter type public.task_status add value 'blocked'",
    key: 'type public.task_status',
  },
  {
    change: 'a table in the Realtime publication',
    sql: 'alter publication supabase_realtime add table public.tenders',
    key: 'publication supabase_realtime',
  },
  {
    change: 'a storage bucket',
    sql: "update storage.buckets set public = true where id = 'tender-documents'",
    key: 'bucket tender-documents',
  },
  {
    change: 'reference data',
    sql: "delete from private.time_zone_names where name = 'UTC'",
    key: 'rows of private.time_zone_names',
  },
  {
    change: 'a kind of reminder',
    sql: "update private.reminder_kinds set preference = 'emailNotifications' where kind = 'task'",
    key: 'rows of private.reminder_kinds',
  },
];

/** TAP for one engine: the two catalogues are equal, and each deliberate difference is reported. */
async function compareCatalogues(migrations: CatalogueEntry[], schema: SqlSession): Promise<string[]> {
  const lines = [`1..${1 + DELIBERATE_DIFFERENCES.length}`];
  const names = { a: 'supabase/migrations', b: 'supabase/schemas' };
  const differences = diffCatalogues(migrations, await readCatalogue(schema.query), names);
  lines.push(
    `${differences.length ? 'not ok' : 'ok'} 1 - migrations and schema files build the same catalogue`,
  );
  if (differences.length) {
    lines.push(
      '# Edit supabase/schemas or add a migration until they agree (docs/architecture.md § The declarative schema):',
      ...differences.map((line) => `#   ${line}`),
    );
  }
  let n = 1;
  for (const { change, sql, key } of DELIBERATE_DIFFERENCES) {
    n += 1;
    let reported: string[] = [];
    try {
      await schema.exec(`begin; ${sql}`);
      reported = diffCatalogues(migrations, await readCatalogue(schema.query), names);
    } catch (error) {
      reported = [`error: ${(error as Error).message}`];
    } finally {
      await schema.exec('rollback').catch(() => undefined);
    }
    const seen = reported.some((line) => line.endsWith(`: ${key}`) || line.includes(`: ${key} (`));
    lines.push(`${seen ? 'ok' : 'not ok'} ${n} - ${change} in a schema file alone is reported (${key})`);
    if (!seen) lines.push(...reported.map((line) => `#   ${line}`));
  }
  return lines;
}

// ---------------------------------------------------------------------------
// PGlite
// ---------------------------------------------------------------------------

const pgliteSession = (db: PGlite): SqlSession => ({
  query: async <T>(sql: string) => (await db.query<T>(sql)).rows,
  exec: (sql) => db.exec(sql),
});

/** A PGlite with the migrations and pgTAP; `onMigrated` sees it before pgTAP is installed. */
async function newPglite(onMigrated?: (db: PGlite) => Promise<void>): Promise<PGlite> {
  const db = await PGlite.create({ extensions: { pgcrypto, pg_trgm, pgtap } });
  await applySchema(db);
  await onMigrated?.(db);
  // Where `supabase test db` finds pgTAP: schema extensions, on the search path.
  await db.exec(`create extension if not exists pgtap with schema extensions;
    set search_path = "$user", public, extensions;`);
  return db;
}

async function pgliteCatalogueCheck(migrations: CatalogueEntry[]): Promise<FileResult> {
  const name = 'supabase/schemas';
  console.log(`# ${name}`);
  const db = await PGlite.create({ extensions: { pgcrypto, pg_trgm } });
  try {
    await applySchema(db, { files: listSchemaFiles() });
    const lines = await compareCatalogues(migrations, pgliteSession(db));
    for (const line of lines) console.log(`  ${line}`);
    return parseTap(name, lines);
  } catch (error) {
    return parseTap(name, [], [`SQL error: ${(error as Error).message}`]);
  } finally {
    await db.close();
  }
}

async function runPgliteFile(db: PGlite, file: string, sql: string): Promise<FileResult> {
  try {
    const results = await db.exec(sql);
    const lines = rowsToLines(results);
    for (const line of lines) console.log(`  ${line}`);
    return parseTap(file, lines);
  } catch (error) {
    const message = `SQL error: ${(error as Error).message}`;
    console.log(`  # ${message}`);
    await db.exec('rollback').catch(() => undefined);
    return parseTap(file, [], [message]);
  }
}

async function runPglite(): Promise<EngineResult> {
  console.log('# PGlite');
  const files: FileResult[] = [];
  let migrations: CatalogueEntry[] = [];
  const db = await newPglite(async (migrated) => {
    migrations = await readCatalogue(pgliteSession(migrated).query);
  });
  try {
    for (const file of testFiles()) {
      console.log(`# ${file}`);
      const result = await runPgliteFile(db, file, readFileSync(join(testsDir, file), 'utf8'));
      console.log(`# ${summarize(result)}`);
      files.push(result);
    }
  } finally {
    await db.close();
  }
  const schemaResult = await pgliteCatalogueCheck(migrations);
  console.log(`# ${summarize(schemaResult)}`);
  files.push(schemaResult);

  const { templates, full } = seedParts();
  for (const [name, seed, checks] of [
    ['seed.sql', full, SEED_CHECKS],
    ['seed.sql (templates only)', templates, TEMPLATE_ONLY_CHECKS],
  ] as const) {
    console.log(`# ${name}`);
    const seeded = await newPglite();
    try {
      let result: FileResult;
      try {
        await seeded.exec(seed);
        result = await runPgliteFile(seeded, name, checks);
      } catch (error) {
        result = parseTap(name, [], [`seed failed: ${(error as Error).message}`]);
      }
      console.log(`# ${summarize(result)}`);
      files.push(result);
    } finally {
      await seeded.close();
    }
  }
  return { engine: 'PGlite', files };
}

// ---------------------------------------------------------------------------
// PostgreSQL + pg_prove
// ---------------------------------------------------------------------------

function hasPgProve(): boolean {
  return spawnSync('pg_prove', ['--version'], { encoding: 'utf8' }).status === 0;
}

const pgSession = (client: pg.Client): SqlSession => ({
  query: async <T>(sql: string) => (await client.query(sql)).rows as T[],
  exec: (sql) => client.query(sql),
});

/** A database with the migrations and pgTAP (and the seed); `onMigrated` sees it before pgTAP. */
async function prepareDatabase(
  adminUrl: string,
  name: string,
  seed?: string,
  onMigrated?: (session: SqlSession) => Promise<void>,
): Promise<string> {
  const url = await createDatabase(adminUrl, name);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await applySchema({ exec: (sql) => client.query(sql) });
    await onMigrated?.(pgSession(client));
    await client.query('create extension if not exists pgtap with schema extensions');
    await client.query(`alter database ${name} set search_path = "$user", public, extensions`);
    if (seed !== undefined) await client.query(seed);
  } finally {
    await client.end();
  }
  return url;
}

function pgProve(url: string, paths: string[]): { lines: string[]; status: number | null; stderr: string } {
  const u = new URL(url);
  const result = spawnSync(
    'pg_prove',
    [
      '--verbose',
      '--host',
      u.hostname,
      '--port',
      u.port,
      '--username',
      u.username || 'postgres',
      '--dbname',
      u.pathname.slice(1),
      ...paths,
    ],
    {
      encoding: 'utf8',
      env: { ...process.env, PGCONNECT_TIMEOUT: '10', PGOPTIONS: '-c client_min_messages=warning' },
    },
  );
  return { lines: (result.stdout ?? '').split('\n'), status: result.status, stderr: result.stderr ?? '' };
}

/** Splits pg_prove --verbose output into per-file TAP. */
function parsePgProve(files: string[], lines: string[], status: number | null, stderr: string): FileResult[] {
  const results: FileResult[] = [];
  const byFile = new Map<string, string[]>();
  let current: string | null = null;
  for (const line of lines) {
    // pg_prove's closing summary is not part of any file's TAP.
    if (/^(Test Summary Report|All tests successful|Files=\d)/.test(line)) current = null;
    const header = files.find(
      (f) => line.startsWith(`${join(testsDir, f)} ..`) || line.startsWith(`${f} ..`),
    );
    if (header) {
      current = header;
      byFile.set(header, []);
      // The first TAP line can follow the header on the same line.
      const rest = line.slice(line.indexOf('..') + 2).replace(/^\.*\s*/, '');
      if (rest) byFile.get(header)!.push(rest);
      continue;
    }
    if (current) byFile.get(current)!.push(line);
  }
  for (const file of files) {
    const fileLines = byFile.get(file) ?? [];
    for (const line of fileLines) if (line.trim()) console.log(`  ${line}`);
    const errors = byFile.has(file) ? [] : ['no output from pg_prove'];
    // Failed assertions are counted from the TAP lines; only file-level trouble is added here.
    const failedLine = fileLines.find((l) => /^\s*(Dubious|No subtests run|.*Parse errors)/.test(l));
    if (failedLine) errors.push(failedLine.trim());
    const result = parseTap(file, fileLines, errors);
    console.log(`# ${summarize(result)}`);
    results.push(result);
  }
  if (status !== 0 && results.every((r) => r.failed === 0 && r.errors.length === 0)) {
    results.push(parseTap('pg_prove', [], [`pg_prove exited with ${status}: ${stderr.trim()}`]));
  }
  if (stderr.trim())
    console.log(
      stderr
        .trim()
        .split('\n')
        .map((l) => `  # ${l}`)
        .join('\n'),
    );
  return results;
}

async function postgresCatalogueCheck(adminUrl: string, migrations: CatalogueEntry[]): Promise<FileResult> {
  const name = 'supabase/schemas';
  console.log(`# ${name}`);
  let result: FileResult;
  const client = new pg.Client({ connectionString: await createDatabase(adminUrl, 'schema_files') });
  await client.connect();
  try {
    await applySchema({ exec: (sql) => client.query(sql) }, { files: listSchemaFiles() });
    const lines = await compareCatalogues(migrations, pgSession(client));
    for (const line of lines) console.log(`  ${line}`);
    result = parseTap(name, lines);
  } catch (error) {
    result = parseTap(name, [], [`SQL error: ${(error as Error).message}`]);
  } finally {
    await client.end();
  }
  console.log(`# ${summarize(result)}`);
  return result;
}

async function runPostgres(): Promise<EngineResult | null> {
  const required = process.env.REQUIRE_POSTGRES === '1';
  if (!hasPgProve()) {
    if (required) throw new Error('REQUIRE_POSTGRES=1 but pg_prove is not on PATH');
    console.log('# PostgreSQL: skipped (pg_prove not found)');
    return null;
  }
  const server = await startPostgres();
  if (!server) {
    if (required) throw new Error('REQUIRE_POSTGRES=1 but no PostgreSQL binaries were found');
    console.log('# PostgreSQL: skipped (no PostgreSQL binaries)');
    return null;
  }
  try {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0]
      .server_version;
    await admin.end();
    const engine = `PostgreSQL ${version.split(' ')[0]}`;
    console.log(`# ${engine}`);

    const files = testFiles();
    let migrations: CatalogueEntry[] = [];
    const url = await prepareDatabase(server.url, 'tests', undefined, async (session) => {
      migrations = await readCatalogue(session.query);
    });
    const proved = pgProve(
      url,
      files.map((f) => join(testsDir, f)),
    );
    const results = parsePgProve(files, proved.lines, proved.status, proved.stderr);
    results.push(await postgresCatalogueCheck(server.url, migrations));

    const { templates, full } = seedParts();
    for (const [name, db, seed, checks] of [
      ['seed.sql', 'seed_full', full, SEED_CHECKS],
      ['seed.sql (templates only)', 'seed_templates', templates, TEMPLATE_ONLY_CHECKS],
    ] as const) {
      console.log(`# ${name}`);
      let result: FileResult;
      try {
        const seededUrl = await prepareDatabase(server.url, db, seed);
        const client = new pg.Client({ connectionString: seededUrl });
        await client.connect();
        try {
          const res = (await client.query(checks)) as unknown as pg.QueryResult[];
          const lines = rowsToLines(res);
          for (const line of lines) console.log(`  ${line}`);
          result = parseTap(name, lines);
        } finally {
          await client.end();
        }
      } catch (error) {
        result = parseTap(name, [], [`seed failed: ${(error as Error).message}`]);
      }
      console.log(`# ${summarize(result)}`);
      results.push(result);
    }
    return { engine, files: results };
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------------------

async function main(): Promise<number> {
  const engines: EngineResult[] = [];
  const fatal: string[] = [];
  try {
    engines.push(await runPglite());
  } catch (error) {
    fatal.push(`PGlite: ${(error as Error).message}`);
  }
  try {
    const postgres = await runPostgres();
    if (postgres) engines.push(postgres);
  } catch (error) {
    fatal.push(`PostgreSQL: ${(error as Error).message}`);
  }

  let passed = 0;
  let failed = 0;
  let problems = fatal.length;
  console.log('');
  for (const { engine, files } of engines) {
    const p = files.reduce((n, f) => n + f.passed, 0);
    // A file-level problem (SQL error, plan mismatch) counts as one failure.
    const f = files.reduce((n, r) => n + r.failed + r.errors.length, 0);
    const bad = files.filter((r) => r.failed > 0 || r.errors.length > 0);
    problems += bad.reduce((n, r) => n + r.errors.length, 0);
    passed += p;
    failed += f;
    console.log(
      `${engine}: ${files.length} files, ${p} passed, ${f} failed${bad.length ? ` — failing: ${bad.map((r) => r.file).join(', ')}` : ''}`,
    );
  }
  for (const message of fatal) console.log(`ERROR ${message}`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 && problems === 0 && engines.length > 0 ? 0 : 1;
}

process.exitCode = await main();
