// The local stack's programmatic API (tests, e2e set-up, scripts).
export { startLocalStack, DEFAULT_PORT, DEFAULT_SITE_URL } from './server';
export { restAuthFor } from './rest/auth';
export type { LocalStack, LocalStackOptions } from './server';
export { ANON_KEY, SERVICE_ROLE_KEY, JWT_SECRET, DEMO_EMAIL, DEMO_PASSWORD } from './keys';
export { signJwt, verifyJwt } from './jwt';
export type { Mail, MailInput } from './mail';
export type { DenoNamespace, ServeHandler } from './functions/deno';
export { LocalStackError } from './errors';
export type { LocalDatabase, Executor } from './database';
export { applySchema } from './migrate';
export {
  listMigrations,
  listSchemaFiles,
  projectDir,
  readBootstrapSql,
  readSeedSql,
  supabaseDir,
} from './sql-files';
export type { SqlFile } from './sql-files';
