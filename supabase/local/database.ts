// The local stack's database: embedded PGlite (default) or a PostgreSQL server
// (DATABASE_URL), behind one interface with identical transaction and claims
// handling. Applies bootstrap.sql, the migrations (tracked in
// supabase_migrations.schema_migrations) and, on a fresh database, the seed.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import pg from 'pg';
import { describeError, LocalStackError } from './errors';
import { listMigrations, readBootstrapSql, seedSqlFor, supabaseDir } from './sql-files';
import type { Database, Queryable, QueryResult, RequestScope } from './types';

/** A Queryable that can also run several statements at once (no parameters). */
export interface Executor extends Queryable {
  exec(sql: string): Promise<void>;
}

export interface LocalDatabase extends Database {
  transaction<T>(fn: (q: Executor) => Promise<T>): Promise<T>;
  /** Where the data lives, for messages: `memory`, a directory, or a masked URL. */
  readonly location: string;
  /** PGlite only: the whole data directory as an uncompressed tarball. */
  snapshot?(): Promise<Blob>;
}

/** Serializes async work: each task starts when the previous one has settled (FIFO). */
export class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

const REQUEST_SETTINGS_SQL = `select
  set_config('search_path', 'public, extensions', true),
  set_config('role', $1, true),
  set_config('request.jwt.claims', $2, true),
  set_config('request.method', $3, true),
  set_config('request.path', $4, true)`;

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

function requestSettings(scope: RequestScope): unknown[] {
  // The role is spliced into a GUC, never into SQL, but refuse anything unexpected anyway.
  if (!ROLES.has(scope.role)) throw new Error(`Refusing to run as role ${JSON.stringify(scope.role)}`);
  return [scope.role, JSON.stringify(scope.claims ?? {}), scope.method, scope.path];
}

/** Runs fn between begin and commit on one connection, rolling back when it throws. */
async function inTransaction<T>(
  raw: {
    query(sql: string, params?: unknown[]): Promise<QueryResult<never>>;
    exec(sql: string): Promise<void>;
  },
  readOnly: boolean,
  fn: (q: Executor) => Promise<T>,
  before?: (q: Executor) => Promise<void>,
): Promise<T> {
  let open = true;
  const guard = () => {
    if (!open) throw new Error('The transaction has already finished');
  };
  const executor: Executor = {
    query: async <R>(sql: string, params?: unknown[]) => {
      guard();
      return (await raw.query(sql, params)) as QueryResult<R>;
    },
    exec: async (sql: string) => {
      guard();
      await raw.exec(sql);
    },
  };
  await raw.exec(readOnly ? 'begin read only' : 'begin');
  try {
    if (before) await before(executor);
    const result = await fn(executor);
    open = false;
    await raw.exec('commit');
    return result;
  } catch (error) {
    open = false;
    try {
      await raw.exec('rollback');
    } catch {
      // The connection is gone or the commit failed; the original error is what matters.
    }
    throw error;
  }
}

// ---------------------------------------------------------------- PGlite

export async function openPglite(dataDir: string | 'memory', loadDataDir?: Blob): Promise<LocalDatabase> {
  const memory = dataDir === 'memory';
  const dir = memory ? undefined : resolve(dataDir);
  if (dir) {
    if (existsSync(dir) && readdirSync(dir).length > 0 && !existsSync(resolve(dir, 'PG_VERSION'))) {
      throw new LocalStackError(
        `The data directory ${dir} is not a database (no PG_VERSION). Delete it or set SUPABASE_LOCAL_DB to another directory.`,
      );
    }
    mkdirSync(dir, { recursive: true });
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      dataDir: dir,
      extensions: { pgcrypto },
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    await pglite.query('select 1');
  } catch (error) {
    if (!dir) throw error;
    throw new LocalStackError(
      `Could not open the database in ${dir} (${describeError(error)}). It may be corrupt or from another PGlite version: delete the directory to start afresh.`,
    );
  }
  const mutex = new Mutex();
  const raw = {
    query: async (sql: string, params?: unknown[]) => {
      const r = await pglite.query(sql, params);
      return { rows: r.rows as never[], affectedRows: r.affectedRows };
    },
    exec: async (sql: string) => {
      await pglite.exec(sql);
    },
  };
  let closed = false;
  return {
    engine: 'pglite',
    location: dir ?? 'memory',
    transaction: (fn) => mutex.run(() => inTransaction(raw, false, fn)),
    asRequest: (scope, fn) =>
      mutex.run(() =>
        inTransaction(raw, scope.readOnly, fn, async (q) => {
          await q.query(REQUEST_SETTINGS_SQL, requestSettings(scope));
        }),
      ),
    snapshot: () => mutex.run(async () => (await pglite.dumpDataDir('none')) as Blob),
    close: () =>
      mutex.run(async () => {
        if (closed) return;
        closed = true;
        await pglite.close();
      }),
  };
}

// ---------------------------------------------------------------- PostgreSQL

/** postgres://user:***@host/db — never print a password. */
export function maskUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

// Parse like PGlite does, so both engines hand the same values to the stack.
const types = new pg.TypeOverrides();
types.setTypeParser(20, (value: string) => {
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : value;
});

export async function openPostgres(url: string): Promise<LocalDatabase> {
  const location = maskUrl(url);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 10_000,
    statement_timeout: 60_000,
    // Supabase databases run in UTC; so do PGlite's, so timestamps format alike on both engines.
    options: '-c TimeZone=UTC',
    types,
  });
  pool.on('error', (error) => console.error(`[database] idle connection error: ${describeError(error)}`));
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new LocalStackError(`Cannot connect to DATABASE_URL ${location}: ${describeError(error)}`);
  }
  const run = async <T>(
    readOnly: boolean,
    fn: (q: Executor) => Promise<T>,
    before?: (q: Executor) => Promise<void>,
  ) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      const raw = {
        query: async (sql: string, params?: unknown[]) => {
          const r = await client.query(sql, params);
          return { rows: r.rows as never[], affectedRows: r.rowCount ?? 0 };
        },
        exec: async (sql: string) => {
          await client.query(sql);
        },
      };
      return await inTransaction(raw, readOnly, fn, before);
    } catch (error) {
      // A failed connection must not go back to the pool.
      if (
        !(error instanceof pg.DatabaseError) &&
        error instanceof Error &&
        /connection|terminat/i.test(error.message)
      ) {
        broken = error;
      }
      throw error;
    } finally {
      client.release(broken);
    }
  };
  let closed = false;
  return {
    engine: 'postgres',
    location,
    transaction: (fn) => run(false, fn),
    asRequest: (scope, fn) =>
      run(scope.readOnly, fn, async (q) => {
        await q.query(REQUEST_SETTINGS_SQL, requestSettings(scope));
      }),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

// ---------------------------------------------------------------- set-up

export interface PrepareOptions {
  /** Directory of `<version>_<name>.sql` files; defaults to supabase/migrations. */
  migrationsDir?: string;
  /** `demo` (default) applies all of seed.sql, `none` only the part above `-- demo account below`. */
  seed?: 'demo' | 'none';
  /** Defaults to supabase/seed.sql; a missing file means no seed. */
  seedFile?: string;
  log?: (line: string) => void;
}

export interface PrepareResult {
  /** True when the database had never been set up (the seed was applied). */
  fresh: boolean;
  /** Migration files applied by this start, in order. */
  applied: string[];
}

/** `20240101000000_init.sql` → version `20240101000000`, name `init`. */
export function migrationVersion(file: string): { version: string; name: string } {
  const base = file.replace(/\.sql$/, '');
  const at = base.indexOf('_');
  return at < 0 ? { version: base, name: base } : { version: base.slice(0, at), name: base.slice(at + 1) };
}

function sqlFailure(what: string, sql: string, error: unknown): LocalStackError {
  const position = Number((error as { position?: string }).position);
  const line =
    Number.isFinite(position) && position > 0 ? sql.slice(0, position).split('\n').length : undefined;
  return new LocalStackError(`${what} failed${line ? ` at line ${line}` : ''}: ${describeError(error)}`);
}

export async function prepareDatabase(
  db: LocalDatabase,
  options: PrepareOptions = {},
): Promise<PrepareResult> {
  const log = options.log ?? (() => undefined);
  const migrations = listMigrations(options.migrationsDir);
  const seen = new Map<string, string>();
  for (const { name } of migrations) {
    const { version } = migrationVersion(name);
    const other = seen.get(version);
    if (other) throw new LocalStackError(`Migrations ${other} and ${name} share the version ${version}`);
    seen.set(version, name);
  }

  const fresh = await db.transaction(async (q) => {
    const { rows } = await q.query<{ present: boolean }>(
      `select to_regclass('supabase_migrations.schema_migrations') is not null as present`,
    );
    return !rows[0]?.present;
  });

  // bootstrap.sql is idempotent: running it on every start keeps older databases current.
  const bootstrap = readBootstrapSql();
  try {
    await db.transaction(async (q) => {
      await q.exec(bootstrap);
      await q.exec(`create schema if not exists supabase_migrations;
        create table if not exists supabase_migrations.schema_migrations (
          version text primary key,
          name text not null,
          applied_at timestamptz not null default now()
        );`);
    });
  } catch (error) {
    throw sqlFailure('bootstrap.sql', bootstrap, error);
  }

  const done = await db.transaction(async (q) => {
    const { rows } = await q.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations',
    );
    return new Set(rows.map((r) => r.version));
  });

  const applied: string[] = [];
  for (const migration of migrations) {
    const { version, name } = migrationVersion(migration.name);
    if (done.has(version)) continue;
    try {
      await db.transaction(async (q) => {
        await q.exec(migration.sql);
        await q.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
          version,
          name,
        ]);
      });
    } catch (error) {
      throw sqlFailure(`Migration ${migration.name}`, migration.sql, error);
    }
    applied.push(migration.name);
    log(`applied migration ${migration.name}`);
  }

  if (fresh) {
    const seed = seedSqlFor(options.seed ?? 'demo', options.seedFile);
    if (seed.trim()) {
      try {
        await db.transaction((q) => q.exec(seed));
      } catch (error) {
        throw sqlFailure('seed.sql', seed, error);
      }
      log(`applied seed.sql (${options.seed ?? 'demo'})`);
    }
  }
  return { fresh, applied };
}

export interface OpenDatabaseOptions extends PrepareOptions {
  /** `memory` or a directory for PGlite; ignored when databaseUrl is set. */
  db?: string;
  databaseUrl?: string;
  /**
   * In-memory PGlite only: start from a cached snapshot of the set-up database
   * (bootstrap + migrations + seed), keyed by their contents. Default true; env
   * SUPABASE_LOCAL_SNAPSHOT=0 turns it off. Cuts a start from ~3 s to under 1 s.
   */
  snapshot?: boolean;
}

const SNAPSHOT_DIR = join(supabaseDir, '..', 'node_modules', '.cache', 'local-supabase');
const SNAPSHOTS_KEPT = 6;

function snapshotKey(options: OpenDatabaseOptions): string {
  const hash = createHash('sha256');
  const pgliteManifest = join(supabaseDir, '..', 'node_modules', '@electric-sql', 'pglite', 'package.json');
  hash.update(existsSync(pgliteManifest) ? readFileSync(pgliteManifest) : 'pglite');
  hash.update('\0').update(readBootstrapSql());
  hash.update('\0').update(readFileSync(new URL(import.meta.url)));
  for (const m of listMigrations(options.migrationsDir))
    hash.update('\0').update(m.name).update('\0').update(m.sql);
  hash.update('\0seed\0').update(seedSqlFor(options.seed ?? 'demo', options.seedFile));
  return hash.digest('hex').slice(0, 24);
}

function pruneSnapshots(): void {
  try {
    const files = readdirSync(SNAPSHOT_DIR)
      .filter((f) => f.endsWith('.tar'))
      .map((f) => ({ f, t: statSync(join(SNAPSHOT_DIR, f)).mtimeMs }))
      .sort((a, b) => b.t - a.t);
    for (const { f } of files.slice(SNAPSHOTS_KEPT)) rmSync(join(SNAPSHOT_DIR, f), { force: true });
  } catch {
    // a cache: never fatal
  }
}

async function openMemoryWithSnapshot(
  options: OpenDatabaseOptions,
): Promise<{ db: LocalDatabase } & PrepareResult> {
  const file = join(SNAPSHOT_DIR, `${snapshotKey(options)}.tar`);
  if (existsSync(file)) {
    let db: LocalDatabase | undefined;
    try {
      db = await openPglite('memory', new Blob([readFileSync(file)]));
      await prepareDatabase(db, options);
      // A new database, all of whose migrations were applied (in the snapshot).
      return { db, fresh: true, applied: listMigrations(options.migrationsDir).map((m) => m.name) };
    } catch {
      await db?.close().catch(() => undefined);
      rmSync(file, { force: true });
    }
  }
  const db = await openPglite('memory');
  try {
    const result = await prepareDatabase(db, options);
    try {
      const tarball = await db.snapshot!();
      mkdirSync(SNAPSHOT_DIR, { recursive: true });
      const partial = `${file}.${process.pid}.${Date.now()}.partial`;
      writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
      renameSync(partial, file);
      pruneSnapshots();
    } catch {
      // a cache: never fatal
    }
    return { db, ...result };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

/** Opens the configured engine and brings its schema up to date; closes it again if set-up fails. */
export async function openDatabase(
  options: OpenDatabaseOptions,
): Promise<{ db: LocalDatabase } & PrepareResult> {
  const memory = !options.databaseUrl && (options.db ?? 'memory') === 'memory';
  if (memory && (options.snapshot ?? process.env.SUPABASE_LOCAL_SNAPSHOT !== '0')) {
    return openMemoryWithSnapshot(options);
  }
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.db ?? 'memory');
  try {
    const result = await prepareDatabase(db, options);
    return { db, ...result };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
