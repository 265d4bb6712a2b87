import { rm } from 'node:fs/promises';
import { build, preview } from 'vite';
import { startLocalStack } from '@tenderflow/local-supabase';
import { TEST_HASH_COST } from '@tenderflow/local-supabase/testing';
import { freePort } from '../scripts/free-port';

// `npm test` builds once, for the budgets and this suite, for a stack on E2E_STACK_PORT;
// otherwise one build directory per run, so parallel runs never overwrite each other's build.
const PREBUILT = process.env.E2E_DIST_DIR;
const OUT_DIR = PREBUILT ?? `node_modules/.cache/e2e-dist-${process.pid}`;

/**
 * Starts an in-memory local stack (with the demo account) on a free port, builds
 * the app against it (prerendering the public pages), serves the build as the static
 * host would, with the production security headers, and
 * hands the URLs to the tests through the environment. Returns the teardown.
 */
export default async function globalSetup() {
  // Many tests sign in as the demo user from one address: lift the per-address sign-in limit.
  // Addresses starting with `confirm-` sign up the way a project with email confirmations does
  // (e2e/email-confirmation.spec.ts); everyone else is confirmed at once.
  const stack = await startLocalStack({
    port: Number(process.env.E2E_STACK_PORT ?? 0),
    db: 'memory',
    log: false,
    authRateLimit: 10_000,
    passwordHashCost: TEST_HASH_COST,
    confirmEmailFor: (email) => email.startsWith('confirm-'),
  });
  process.env.VITE_SUPABASE_URL = stack.url;
  process.env.VITE_SUPABASE_ANON_KEY = stack.anonKey;
  if (!PREBUILT) await build({ logLevel: 'warn', build: { outDir: OUT_DIR, emptyOutDir: true } });
  const server = await preview({
    logLevel: 'warn',
    build: { outDir: OUT_DIR },
    // The headers come from the build's own _headers (scripts/preview-host.ts).
    preview: { host: '127.0.0.1', port: await freePort(), strictPort: true },
  });
  process.env.E2E_BASE_URL = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  process.env.E2E_SUPABASE_URL = stack.url;
  process.env.E2E_DIST_DIR = OUT_DIR;
  process.env.E2E_ANON_KEY = stack.anonKey;
  return async () => {
    await server.close();
    await stack.stop();
    await rm(OUT_DIR, { recursive: true, force: true });
  };
}
