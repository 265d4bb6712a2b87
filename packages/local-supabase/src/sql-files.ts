// Where the SQL the local stack and the database tests apply lives: Supabase's own bootstrap
// (this package's bootstrap.sql), then the project's migrations and seed.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { supabaseDir } from './project';

export { projectDir, supabaseDir } from './project';

export const readBootstrapSql = (): string =>
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'bootstrap.sql'), 'utf8');

/** Migration files in the order Supabase applies them (file-name order). */
export function listMigrations(
  dir: string = join(supabaseDir, 'migrations'),
): { name: string; sql: string }[] {
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
