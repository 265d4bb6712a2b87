// The local stack's database engines: embedded PGlite (default) or a PostgreSQL server
// (DATABASE_URL), behind one interface with identical transaction and claims handling.
// Schema set-up lives in setup.ts.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { describeError, LocalStackError } from './errors';
import { REQUEST_FUNCTIONS_SQL } from './rest/budget';
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
  set_config('search_path', $5, true),
  set_config('role', $1, true),
  set_config('request.jwt.claims', $2, true),
  set_config('request.method', $3, true),
  set_config('request.path', $4, true),
  set_config('storage.operation', $6, true),
  set_config('rest.write_budget', $7, true)`;

/**
 * Hosted Supabase's statement_timeout per role (the roles' own settings, which PostgREST
 * applies to each request): anon 3 s, authenticated 8 s. service_role keeps the pool's 60 s,
 * so scripts and tests can arrange data in bulk. PostgreSQL only: PGlite runs statements on
 * the one JavaScript thread and never interrupts them (no signals in WASM), so there the REST
 * layer's limits keep requests small instead (rest/parser.ts, rest/budget.ts).
 */
export const STATEMENT_TIMEOUTS: Record<RequestScope['role'], string> = {
  anon: '3s',
  authenticated: '8s',
  service_role: '60s',
};

const REQUEST_SETTINGS_WITH_TIMEOUT_SQL = `${REQUEST_SETTINGS_SQL},
  set_config('statement_timeout', $8, true)`;

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

/** `superuserSettings` of a scope, set before the role switch (one statement, nothing to prepare). */
async function applySuperuserSettings(q: Queryable, scope: RequestScope): Promise<void> {
  for (const [name, value] of Object.entries(scope.superuserSettings ?? {})) {
    await q.query('select set_config($1, $2, true)', [name, value]);
  }
}

function requestSettings(scope: RequestScope): unknown[] {
  // The role is spliced into a GUC, never into SQL, but refuse anything unexpected anyway.
  if (!ROLES.has(scope.role)) throw new Error(`Refusing to run as role ${JSON.stringify(scope.role)}`);
  return [
    scope.role,
    JSON.stringify(scope.claims ?? {}),
    scope.method,
    scope.path,
    scope.searchPath ?? 'public, extensions',
    scope.operation ?? '',
    scope.role === 'service_role' || scope.writeBudget === undefined ? '' : String(scope.writeBudget),
  ];
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

/**
 * Text parameters go to Postgres as they are, whatever type Postgres infers for them, as a
 * PostgreSQL driver sends them: PGlite's own serializers would reject `maybe` for a boolean
 * (a JavaScript error, not Postgres's 22P02) and re-encode JSON text as a JSON string.
 */
const TEXT_AS_IS = Object.fromEntries(
  Object.entries(pgliteTypes.serializers)
    .filter(([oid]) => /^\d+$/.test(oid))
    .map(([oid, serialize]) => [Number(oid), (x: unknown) => (typeof x === 'string' ? x : serialize(x))]),
);

export async function openPglite(
  dataDir: string | 'memory',
  loadDataDir?: Blob,
  /** Extensions beyond pgcrypto and pg_trgm (the pgTAP runner adds pgtap). */
  extensions: Record<string, unknown> = {},
): Promise<LocalDatabase> {
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
      extensions: { pgcrypto, pg_trgm, ...extensions } as never,
      serializers: TEXT_AS_IS,
      // Postgres's 128 MB of shared buffers cost every start ~0.3 s of CPU to set up; a local
      // stack's data fits in far less.
      startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
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
  let requestFunctions = false;
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
      mutex.run(async () => {
        if (!requestFunctions) {
          await raw.exec(REQUEST_FUNCTIONS_SQL);
          requestFunctions = true;
        }
        return inTransaction(raw, scope.readOnly, fn, async (q) => {
          await applySuperuserSettings(q, scope);
          await q.query(REQUEST_SETTINGS_SQL, requestSettings(scope));
        });
      }),
    snapshot: () => mutex.run(async () => (await pglite.dumpDataDir('none')) as Blob),
    // LISTEN is a statement too: run it between transactions, never inside another's.
    listen: async (channel, onNotify) => {
      const unlisten = await mutex.run(() => pglite.listen(channel, onNotify));
      return () => mutex.run(async () => (closed ? undefined : unlisten()));
    },
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
  // Connections that have the request helpers (pg reuses its client objects).
  const prepared = new WeakSet<pg.PoolClient>();
  const run = async <T>(
    readOnly: boolean,
    fn: (q: Executor) => Promise<T>,
    before?: (q: Executor) => Promise<void>,
  ) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      if (before && !prepared.has(client)) {
        await client.query(REQUEST_FUNCTIONS_SQL);
        prepared.add(client);
      }
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
  // The LISTENing connections, ended with the pool: close() leaves nothing open.
  const listeners = new Set<pg.Client>();
  let closed = false;
  return {
    engine: 'postgres',
    // A connection of its own that stays in LISTEN for as long as the caller listens.
    listen: async (channel, onNotify) => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
      client.on('error', (error) => console.error(`[database] LISTEN ${channel}: ${describeError(error)}`));
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      listeners.add(client);
      await client.connect();
      await client.query(`listen "${channel}"`);
      return async () => {
        listeners.delete(client);
        await client.end().catch(() => undefined);
      };
    },
    location,
    transaction: (fn) => run(false, fn),
    asRequest: (scope, fn) =>
      run(scope.readOnly, fn, async (q) => {
        await applySuperuserSettings(q, scope);
        await q.query(REQUEST_SETTINGS_WITH_TIMEOUT_SQL, [
          ...requestSettings(scope),
          STATEMENT_TIMEOUTS[scope.role],
        ]);
      }),
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.all([...listeners].map((client) => client.end().catch(() => undefined)));
      await pool.end();
    },
  };
}
