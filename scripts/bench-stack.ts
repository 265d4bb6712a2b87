// What the browser benchmarks share: the local stack on PostgreSQL 15 (when its binaries
// exist, else PGlite; or BENCH_ENGINE=pglite|postgres), and the production build served
// against it as the static host serves it, with the app's security headers.
import { rm } from 'node:fs/promises';
import { build, preview } from 'vite';
import { startLocalStack, type LocalStack } from '@tenderflow/local-supabase';
import { createDatabase, startPostgres, type PostgresServer } from '@tenderflow/local-supabase/pg-server';
import { freePort } from './free-port.ts';

/** Runs `measure` on a fresh stack (database `name`), told which engine it is; stops it after. */
export async function onBenchStack(
  name: string,
  seed: 'demo' | 'none',
  measure: (stack: LocalStack, engine: string) => Promise<void>,
): Promise<void> {
  const wanted = process.env.BENCH_ENGINE;
  let server: PostgresServer | null = null;
  if (wanted !== 'pglite') server = await startPostgres();
  if (wanted === 'postgres' && !server)
    throw new Error('BENCH_ENGINE=postgres but PostgreSQL binaries were not found');
  const databaseUrl = server ? await createDatabase(server.url, `${name}_${process.pid}`) : undefined;
  const stack = await startLocalStack({
    port: 0,
    log: false,
    seed,
    authRateLimit: 10_000,
    ...(databaseUrl ? { databaseUrl } : { db: 'memory' }),
  });
  try {
    await measure(stack, server ? `PostgreSQL (${stack.engine})` : 'PGlite');
  } finally {
    await stack.stop();
    await server?.stop();
  }
}

/**
 * The production build for `stack`, served on a free port as the static host serves it
 * (its own _headers and _redirects); `close` stops it and removes the build. The app calls
 * `supabaseUrl` ('/': its own origin, which the preview forwards to the stack, as a host's
 * rewrites do; by default the stack directly).
 */
export async function servePreview(
  stack: LocalStack,
  name: string,
  supabaseUrl: string = stack.url,
): Promise<{ base: string; close: () => Promise<void> }> {
  const outDir = `node_modules/.cache/${name}-dist-${process.pid}`;
  process.env.VITE_SUPABASE_URL = supabaseUrl;
  process.env.SUPABASE_PROJECT_URL = stack.url;
  process.env.VITE_SUPABASE_ANON_KEY = stack.anonKey;
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const server = await preview({
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: await freePort(), strictPort: true },
  });
  return {
    base: server.resolvedUrls!.local[0]!.replace(/\/$/, ''),
    close: async () => {
      await server.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
