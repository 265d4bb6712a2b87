import { DENO_SPECIFIER_ALIASES } from './packages/local-supabase/src/functions/specifiers';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    // The Edge Functions' `npm:` imports, when a test's local stack loads them through Vite.
    resolve: { alias: DENO_SPECIFIER_ALIASES },
    test: {
      // Vitest's default (one worker fewer than the cores) leaves a 2-core machine half idle
      // while component tests wait on their stacks.
      maxWorkers: 2,
      // The suites sign in hundreds of times from 127.0.0.1: sign-ins per IP are the test
      // runner's to raise, never supabase/config.toml's (which keeps Supabase's 30).
      env: { SUPABASE_LOCAL_AUTH_IP_RATE_LIMIT: '1000' },
      projects: [
        {
          extends: true,
          test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] },
        },
        {
          extends: true,
          test: {
            name: 'components',
            environment: 'jsdom',
            include: ['tests/components/**/*.test.tsx'],
            setupFiles: ['tests/setup-dom.ts'],
            // Files on one worker share its module cache: React, Radix, supabase-js and the
            // local stack load once per worker, not once per file (halves the stage). Each file
            // still starts its own stack, and startAppStack points the app's client at it.
            isolate: false,
            // Data-driven component tests talk to a real local stack.
            testTimeout: 20_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'integration',
            environment: 'node',
            include: ['tests/integration/**/*.test.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            fileParallelism: false,
            isolate: false, // as for the components: one module cache, a stack per file
          },
        },
        // The local stack's own tests (its vitest.config.ts): run with the integration suites.
        'packages/local-supabase',
      ],
    },
  }),
);
