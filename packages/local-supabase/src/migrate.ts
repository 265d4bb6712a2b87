// The one place that brings a database's schema up to date: Supabase's bootstrap
// (bootstrap.sql), then supabase/migrations in file-name order. The local stack, the
// pgTAP runner (scripts/test-db.ts) and the type generator all call applySchema(); the
// database tests also call it with the declarative schema's files, to compare the two.
import { LocalStackError, describeError } from './errors';
import { listMigrations, readBootstrapSql, type SqlFile } from './sql-files';

/** Anything SQL text (several statements) can run on: PGlite, a pg client, a transaction. */
export interface SchemaTarget {
  exec(sql: string): Promise<unknown>;
  /**
   * When given, applied migrations are recorded in supabase_migrations.schema_migrations
   * (as `supabase db push` does) and the versions this returns are skipped.
   */
  appliedVersions?(): Promise<Set<string>>;
}

export interface ApplySchemaOptions {
  /** Directory of `<version>_<name>.sql` files; defaults to supabase/migrations. */
  migrationsDir?: string;
  /** Other SQL files to apply after the bootstrap instead, in this order, untracked (the declarative schema). */
  files?: SqlFile[];
  log?: (line: string) => void;
}

/** `20240101000000_init.sql` → version `20240101000000`, name `init`. */
export function migrationVersion(file: string): { version: string; name: string } {
  const base = file.replace(/\.sql$/, '');
  const at = base.indexOf('_');
  return at < 0 ? { version: base, name: base } : { version: base.slice(0, at), name: base.slice(at + 1) };
}

/** A failed SQL file, with the line Postgres points at. */
export function sqlFailure(what: string, sql: string, error: unknown): LocalStackError {
  const position = Number((error as { position?: string }).position);
  const line =
    Number.isFinite(position) && position > 0 ? sql.slice(0, position).split('\n').length : undefined;
  return new LocalStackError(`${what} failed${line ? ` at line ${line}` : ''}: ${describeError(error)}`);
}

const TRACKING_SQL = `create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text not null,
  applied_at timestamptz not null default now()
);`;

const literal = (s: string): string => `'${s.replace(/'/g, "''")}'`;

/** Applies bootstrap.sql (idempotent) and the migrations not applied yet; returns the files applied. */
export async function applySchema(target: SchemaTarget, options: ApplySchemaOptions = {}): Promise<string[]> {
  if (options.files) return applyFiles(target, options.files);
  const migrations = listMigrations(options.migrationsDir);
  const seen = new Map<string, string>();
  for (const { name } of migrations) {
    const { version } = migrationVersion(name);
    const other = seen.get(version);
    if (other) throw new LocalStackError(`Migrations ${other} and ${name} share the version ${version}`);
    seen.set(version, name);
  }
  const tracked = Boolean(target.appliedVersions);
  const bootstrap = readBootstrapSql();
  try {
    await target.exec(tracked ? `${bootstrap}\n${TRACKING_SQL}` : bootstrap);
  } catch (error) {
    throw sqlFailure('bootstrap.sql', bootstrap, error);
  }
  const done = (await target.appliedVersions?.()) ?? new Set<string>();
  // Versions the database has and the project no longer has: migrations squashed into a baseline.
  const gone = [...done].filter((version) => !seen.has(version)).sort();
  const applied: string[] = [];
  for (const migration of migrations) {
    const { version, name } = migrationVersion(migration.name);
    if (done.has(version)) continue;
    const record = tracked
      ? `\n;insert into supabase_migrations.schema_migrations (version, name) values (${literal(version)}, ${literal(name)});`
      : '';
    try {
      await target.exec(migration.sql + record);
    } catch (error) {
      const failure = sqlFailure(`Migration ${migration.name}`, migration.sql, error);
      if (gone.length === 0) throw failure;
      throw new LocalStackError(
        `${failure.message}. This database was migrated with migrations the project no longer has ` +
          `(${gone.join(', ')}): start from an empty database (delete its folder, e.g. .data/local-supabase), ` +
          'or record the swap with `supabase migration repair` (docs/deploying.md).',
      );
    }
    applied.push(migration.name);
    options.log?.(`applied migration ${migration.name}`);
  }
  return applied;
}

async function applyFiles(target: SchemaTarget, files: SqlFile[]): Promise<string[]> {
  const bootstrap = readBootstrapSql();
  try {
    await target.exec(bootstrap);
  } catch (error) {
    throw sqlFailure('bootstrap.sql', bootstrap, error);
  }
  for (const file of files) {
    try {
      await target.exec(file.sql);
    } catch (error) {
      throw sqlFailure(file.name, file.sql, error);
    }
  }
  return files.map((file) => file.name);
}
