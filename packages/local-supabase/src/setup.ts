// Opening the configured database and bringing it up to date: applySchema() (bootstrap
// and migrations), the write counter, then the seed on a fresh database. In-memory databases start from a
// cached snapshot of that work, keyed by its inputs.
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
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite, openPostgres, type LocalDatabase } from './database';
import { applySchema, sqlFailure } from './migrate';
import { WRITE_COUNTER_SQL } from './rest/budget';
import { listMigrations, projectDir, readBootstrapSql, seedSqlFor } from './sql-files';

/**
 * The search_path migrations and seeds run with on Supabase (the `postgres` role's): so
 * pgcrypto's `crypt()` and `gen_salt()` resolve unqualified, as `supabase db reset` resolves them.
 */
const SUPABASE_SEARCH_PATH = `set local search_path to "$user", public, extensions;`;

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

export async function prepareDatabase(
  db: LocalDatabase,
  options: PrepareOptions = {},
): Promise<PrepareResult> {
  const fresh = await db.transaction(async (q) => {
    const { rows } = await q.query<{ present: boolean }>(
      `select to_regclass('supabase_migrations.schema_migrations') is not null as present`,
    );
    return !rows[0]?.present;
  });
  // bootstrap.sql is idempotent: running it on every start keeps older databases current.
  const applied = await applySchema(
    {
      exec: (sql) => db.transaction((q) => q.exec(`${SUPABASE_SEARCH_PATH}\n${sql}`)),
      appliedVersions: () =>
        db.transaction(async (q) => {
          const { rows } = await q.query<{ version: string }>(
            'select version from supabase_migrations.schema_migrations',
          );
          return new Set(rows.map((r) => r.version));
        }),
    },
    { migrationsDir: options.migrationsDir, log: options.log },
  );
  // What one request may write (rest/budget.ts), on the tables the migrations made.
  await db.transaction((q) => q.exec(WRITE_COUNTER_SQL));
  if (fresh) {
    const seed = seedSqlFor(options.seed ?? 'demo', options.seedFile);
    if (seed.trim()) {
      try {
        await db.transaction((q) => q.exec(`${SUPABASE_SEARCH_PATH}\n${seed}`));
      } catch (error) {
        throw sqlFailure('seed.sql', seed, error);
      }
      options.log?.(`applied seed.sql (${options.seed ?? 'demo'})`);
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

const SNAPSHOT_DIR = join(projectDir, 'node_modules', '.cache', 'local-supabase');
const SNAPSHOTS_KEPT = 6;

function snapshotKey(options: OpenDatabaseOptions): string {
  const hash = createHash('sha256');
  const pgliteManifest = join(projectDir, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  hash.update(existsSync(pgliteManifest) ? readFileSync(pgliteManifest) : 'pglite');
  hash.update('\0').update(readBootstrapSql());
  // Paths, not URL objects: under jsdom (component tests) the global URL is not Node's.
  const here = dirname(fileURLToPath(import.meta.url));
  hash.update('\0').update(readFileSync(join(here, 'setup.ts')));
  hash.update('\0').update(readFileSync(join(here, 'migrate.ts')));
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
