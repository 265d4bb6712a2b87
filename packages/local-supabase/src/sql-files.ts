// Where the SQL the local stack and the database tests apply lives: Supabase's own bootstrap
// (this package's bootstrap.sql), then the project's migrations and seed; and the declarative
// schema (supabase/schemas), which the database tests compare with the migrations.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'smol-toml';
import { supabaseDir } from './project';

export interface SqlFile {
  name: string;
  sql: string;
}

export { projectDir, supabaseDir } from './project';

export const readBootstrapSql = (): string =>
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'bootstrap.sql'), 'utf8');

/** Migration files in the order Supabase applies them (file-name order). */
export function listMigrations(dir: string = join(supabaseDir, 'migrations')): SqlFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }));
}

export const readSeedSql = (file: string = join(supabaseDir, 'seed.sql')): string =>
  readFileSync(file, 'utf8');

/** The line in seed.sql where the demo account starts; `SUPABASE_LOCAL_SEED=none` applies only what is above it. */
export const DEMO_SEED_MARKER = '-- demo account below';

/** The seed to apply: all of it for `demo`, the part above the demo marker for `none`; '' when there is no seed file. */
export function seedSqlFor(mode: 'demo' | 'none', file: string = join(supabaseDir, 'seed.sql')): string {
  if (!existsSync(file)) return '';
  const sql = readSeedSql(file);
  if (mode === 'demo') return sql;
  const at = sql.split('\n').findIndex((line) => line.trim().toLowerCase().startsWith(DEMO_SEED_MARKER));
  return at < 0 ? sql : sql.split('\n').slice(0, at).join('\n');
}

/** Supabase's default when config.toml names no schema files. */
const DEFAULT_SCHEMA_PATHS = ['./schemas/*.sql'];

/**
 * The declarative schema's files, in the order the Supabase CLI applies them: each entry of
 * `[db.migrations] schema_paths` in config.toml (a file, or a glob of file names in one
 * folder), a glob's files in file-name order, each file once. `name` is relative to supabase/.
 */
export function listSchemaFiles(dir: string = supabaseDir): SqlFile[] {
  const configFile = join(dir, 'config.toml');
  const config = existsSync(configFile)
    ? (parse(readFileSync(configFile, 'utf8')) as Record<string, unknown>)
    : {};
  const migrations = ((config.db ?? {}) as Record<string, unknown>).migrations as
    Record<string, unknown> | undefined;
  const patterns = Array.isArray(migrations?.schema_paths)
    ? (migrations.schema_paths as string[])
    : DEFAULT_SCHEMA_PATHS;
  const names: string[] = [];
  for (const pattern of patterns) {
    const path = posix.normalize(pattern);
    const folder = posix.dirname(path);
    const base = posix.basename(path);
    const matches = base.includes('*')
      ? existsSync(join(dir, folder))
        ? readdirSync(join(dir, folder))
            .filter((file) => new RegExp(`^${base.split('*').map(escapeRegExp).join('[^/]*')}$`).test(file))
            .sort()
            .map((file) => posix.join(folder, file))
        : []
      : [path];
    for (const name of matches) if (!names.includes(name)) names.push(name);
  }
  return names.map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }));
}

const escapeRegExp = (text: string): string => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
