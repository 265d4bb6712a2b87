import { defineConfig } from 'vitest/config';
import { DENO_SPECIFIER_ALIASES } from './src/functions/specifiers';

// The local stack's own tests: its parsers (unit) and its protocols through unmodified
// supabase-js and raw HTTP (integration). One stack per file, files one at a time: the
// suites start servers and, on PostgreSQL, databases. `npm run test:integration` runs them on
// PGlite and on PostgreSQL 15, beside the project's own integration suites.
export default defineConfig({
  // Edge Functions import `npm:`/`jsr:` packages; Vitest loads them through Vite.
  resolve: { alias: DENO_SPECIFIER_ALIASES },
  test: {
    name: 'local-supabase',
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    isolate: false, // one module cache for the files: each starts its own stack anyway
  },
});
