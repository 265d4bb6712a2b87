// Where the SQL the local stack and the database tests apply lives.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const supabaseDir = join(dirname(fileURLToPath(import.meta.url)), '..');

export const readBootstrapSql = (): string =>
  readFileSync(join(supabaseDir, 'local', 'bootstrap.sql'), 'utf8');

/** Migration files in the order Supabase applies them (file-name order). */
export function listMigrations(): { name: string; sql: string }[] {
  const dir = join(supabaseDir, 'migrations');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }));
}

export const readSeedSql = (): string => readFileSync(join(supabaseDir, 'seed.sql'), 'utf8');
