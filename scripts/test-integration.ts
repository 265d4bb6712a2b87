// `npm run test:integration`: the integration suites (unmodified supabase-js against the
// local stack: the app's, and the local stack's own) on both engines the stack supports,
// side by side (each run takes one suite at a time):
//   1. PGlite — each suite starts its stack on an in-memory database (the files in two
//      halves, run side by side);
//   2. PostgreSQL — a throwaway server from the local stack's pg-server; each suite gets a
//      fresh database on it (the stack's testing helpers read LOCAL_STACK_DATABASE_URL).
// Files that start PGlite themselves whatever the run's engine (ON_PGLITE_ONLY) run only in
// the PGlite run: in the PostgreSQL run they would repeat it exactly.
// Each run's output is printed in one piece when it ends. Extra arguments go to vitest
// (e.g. a file filter). REQUIRE_POSTGRES=1 makes missing PostgreSQL binaries a failure.
// Exit code 1 when either run fails.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '@tenderflow/local-supabase/pg-server';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const extra = process.argv.slice(2);

type Outcome = 'passed' | 'failed' | 'skipped';

function runVitest(label: string, env: NodeJS.ProcessEnv, args: string[] = []): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const output: Buffer[] = [];
    const child = spawn(
      process.execPath,
      [vitest, 'run', '--project', 'integration', '--project', 'local-supabase', ...args, ...extra],
      {
        cwd: root,
        env: { ...env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const done = (ok: boolean) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(
        `\n━━ Integration tests on ${label} (${seconds} s) ━━\n${Buffer.concat(output).toString()}`,
      );
      resolve(ok ? 'passed' : 'failed');
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`Could not run vitest: ${error.message}\n`));
      done(false);
    });
    child.on('exit', (code, signal) => done(code === 0 && !signal));
  });
}

// Globs: each vitest project matches them against paths from its own root.
const ON_PGLITE_ONLY = [
  '**/database-types.test.ts', // tests/integration: types generated from its own PGlite
  '**/stack-pglite-start.test.ts', // packages/local-supabase: seed modes, PGlite directories
];

const baseEnv = { ...process.env };
// A file filter may leave a half empty: that half passes with nothing to run.
const PGLITE_HALVES = [
  ['--shard=1/2', '--passWithNoTests'],
  ['--shard=2/2', '--passWithNoTests'],
];
delete baseEnv.LOCAL_STACK_DATABASE_URL;

const server = await startPostgres();
const required = process.env.REQUIRE_POSTGRES === '1';
try {
  // The PGlite run takes half as long again as the PostgreSQL one: in two halves, the three
  // runs keep both cores busy to the end instead of leaving one idle for the last minutes.
  const [pgliteFirst, pgliteSecond, postgres] = await Promise.all([
    runVitest('PGlite (in-memory, one stack per suite), first half', baseEnv, PGLITE_HALVES[0]),
    runVitest('PGlite (in-memory, one stack per suite), second half', baseEnv, PGLITE_HALVES[1]),
    server
      ? runVitest(
          `PostgreSQL (${server.url}, a fresh database per suite)`,
          { ...baseEnv, LOCAL_STACK_DATABASE_URL: server.url },
          ON_PGLITE_ONLY.flatMap((file) => ['--exclude', file]),
        )
      : Promise.resolve<Outcome>(required ? 'failed' : 'skipped'),
  ]);
  const pglite = [pgliteFirst, pgliteSecond].includes('failed') ? 'failed' : 'passed';
  if (!server) {
    console.log(
      `\nPostgreSQL binaries not found: the PostgreSQL run is ${required ? 'REQUIRED (REQUIRE_POSTGRES=1) and fails' : 'skipped'}.`,
    );
  }
  console.log(`\nIntegration tests:\n  PGlite     ${pglite}\n  PostgreSQL ${postgres}`);
  process.exitCode = pglite === 'failed' || postgres === 'failed' ? 1 : 0;
} finally {
  await server?.stop();
}
