// `npm run supabase:local`: the local stack on http://127.0.0.1:54321, configured by the
// environment. Every variable, its default and meaning: this package's README.
import { join, resolve } from 'node:path';
import { LocalStackError } from './errors';
import { DEMO_EMAIL, DEMO_PASSWORD } from './keys';
import {
  DEFAULT_PORT,
  DEFAULT_SITE_URL,
  startLocalStack,
  type LocalStack,
  type LocalStackOptions,
} from './server';
import { maskUrl } from './database';
import { projectDir } from './sql-files';

const DEFAULT_DATA_DIR = join(projectDir, '.data', 'local-supabase');

function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): LocalStackOptions {
  const port = env.SUPABASE_LOCAL_PORT ? Number(env.SUPABASE_LOCAL_PORT) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new LocalStackError(`SUPABASE_LOCAL_PORT must be a port number, not "${env.SUPABASE_LOCAL_PORT}"`);
  }
  const seed = env.SUPABASE_LOCAL_SEED || 'demo';
  if (seed !== 'demo' && seed !== 'none') {
    throw new LocalStackError(`SUPABASE_LOCAL_SEED must be "demo" or "none", not "${seed}"`);
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new LocalStackError(`DATABASE_URL must be a postgres:// URL, not "${maskUrl(databaseUrl)}"`);
  }
  const dbSetting = env.SUPABASE_LOCAL_DB || DEFAULT_DATA_DIR;
  const siteUrl = env.SUPABASE_LOCAL_SITE_URL || DEFAULT_SITE_URL;
  try {
    new URL(siteUrl);
  } catch {
    throw new LocalStackError(`SUPABASE_LOCAL_SITE_URL must be a URL, not "${siteUrl}"`);
  }
  const confirm = env.SUPABASE_LOCAL_CONFIRM;
  if (confirm && confirm !== '0' && confirm !== '1') {
    throw new LocalStackError(`SUPABASE_LOCAL_CONFIRM must be 0 or 1, not "${confirm}"`);
  }
  return {
    port,
    host: env.SUPABASE_LOCAL_HOST || '127.0.0.1',
    confirmEmail: confirm ? confirm === '1' : undefined,
    // Object bytes: beside the PGlite data, or in .data/storage for a PostgreSQL server.
    storageDir: databaseUrl ? join(DEFAULT_DATA_DIR, '..', 'storage') : undefined,
    db: dbSetting === 'memory' ? 'memory' : resolve(dbSetting),
    databaseUrl,
    seed,
    siteUrl,
    log: true,
    // pg_cron's job on hosted Supabase: send-reminders every minute.
    schedule: true,
  };
}

async function main(): Promise<void> {
  let stack: LocalStack | undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      console.error(`Local Supabase: ${signal} again, exiting without a clean shutdown`);
      process.exit(1);
    }
    stopping = true;
    if (!stack) return; // start-up finishes first, then stops (see below)
    console.log(`Local Supabase: ${signal}, stopping…`);
    try {
      await stack.stop();
      process.exit(0);
    } catch (error) {
      console.error('Local Supabase: error while stopping:', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    const options = optionsFromEnv();
    stack = await startLocalStack(options);
    const where =
      stack.engine === 'postgres'
        ? maskUrl(options.databaseUrl!)
        : options.db === 'memory'
          ? 'memory'
          : options.db;
    console.log(
      `Database: ${stack.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'} (${where})${stack.fresh ? ', created now' : ''}`,
    );
    if (stopping) {
      await stack.stop();
      process.exit(0);
    }
    const demo = options.seed === 'demo' ? ` · demo login ${DEMO_EMAIL} / ${DEMO_PASSWORD}` : '';
    console.log(`Local Supabase ready at ${stack.url} · anon key ${stack.anonKey}${demo}`);
  } catch (error) {
    if (error instanceof LocalStackError) {
      console.error(`Local Supabase: ${error.message}`);
    } else {
      console.error('Local Supabase failed to start:', error);
    }
    process.exit(1);
  }
}

void main();
