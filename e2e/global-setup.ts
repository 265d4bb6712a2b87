import { rm } from 'node:fs/promises';
import { build, preview } from 'vite';
import { startLocalStack } from '@tenderflow/local-supabase';
import { TEST_HASH_COST } from '@tenderflow/local-supabase/testing';
import { freePort } from '../scripts/free-port';

// `npm test` builds once, for the budgets and this suite, for a stack on E2E_STACK_PORT;
// otherwise one build directory per run, so parallel runs never overwrite each other's build.
const PREBUILT = process.env.E2E_DIST_DIR;
const OUT_DIR = PREBUILT ?? `node_modules/.cache/e2e-dist-${process.pid}`;
const DIRECT_OUT_DIR =
  process.env.E2E_DIRECT_DIST_DIR ?? `node_modules/.cache/e2e-direct-dist-${process.pid}`;

/** Serves a build as the static host would (headers and rewrites from its own files). */
async function serve(outDir: string) {
  const server = await preview({
    logLevel: 'warn',
    build: { outDir },
    // The headers come from the build's own _headers (scripts/preview-host.ts).
    preview: { host: '127.0.0.1', port: await freePort(), strictPort: true },
  });
  return { server, url: server.resolvedUrls!.local[0]!.replace(/\/$/, '') };
}

/**
 * Starts an in-memory local stack (with the demo account) on a free port, builds the app
 * against it (prerendering the public pages) twice, and serves each build as the static host
 * would, with the production security headers: the suite's build calls the API on its own
 * origin (VITE_SUPABASE_URL=/, the deployment docs/deploying.md describes: `vite preview`
 * forwards the API's paths to the stack), the other one calls the stack directly
 * (e2e/early-requests.spec.ts). Hands the URLs to the tests through the environment; returns the
 * teardown.
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
  process.env.VITE_SUPABASE_ANON_KEY = stack.anonKey;
  process.env.SUPABASE_PROJECT_URL = stack.url;
  if (!PREBUILT) {
    process.env.VITE_SUPABASE_URL = stack.url;
    await build({ logLevel: 'warn', build: { outDir: DIRECT_OUT_DIR, emptyOutDir: true } });
    process.env.VITE_SUPABASE_URL = '/';
    await build({ logLevel: 'warn', build: { outDir: OUT_DIR, emptyOutDir: true } });
  }
  const site = await serve(OUT_DIR);
  const direct = await serve(DIRECT_OUT_DIR);
  process.env.E2E_BASE_URL = site.url;
  process.env.E2E_DIRECT_BASE_URL = direct.url;
  process.env.E2E_SUPABASE_URL = stack.url;
  process.env.E2E_DIST_DIR = OUT_DIR;
  process.env.E2E_ANON_KEY = stack.anonKey;
  return async () => {
    await site.server.close();
    await direct.server.close();
    await stack.stop();
    await rm(OUT_DIR, { recursive: true, force: true });
    await rm(DIRECT_OUT_DIR, { recursive: true, force: true });
  };
}
