// `npm run test:integration`: the integration suites (unmodified supabase-js against the
// local stack: the app's, and the local stack's own) on both engines, each in two halves,
// the four runs side by side (each run takes one suite at a time):
//   1. PostgreSQL — a throwaway server from the local stack's pg-server; each suite gets a
//      fresh database on it (the stack's testing helpers read LOCAL_STACK_DATABASE_URL).
//      Every suite but ON_PGLITE_ONLY's.
//   2. PGlite — each suite starts its stack on an in-memory database: the local stack's own suites, which prove the stack on both engines,
//      and ON_PGLITE_ONLY. The app's suites run on PGlite only when PostgreSQL is missing:
//      with it, they prove the data layer on the production engine, and the component and
//      end-to-end tests run the app on PGlite anyway.
// Extra arguments go to vitest (e.g. a file filter). REQUIRE_POSTGRES=1 makes missing
// PostgreSQL binaries a failure. Each run's output is printed in one piece when it ends.
// Exit code 1 when any run fails.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '@tenderflow/local-supabase/pg-server';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const extra = process.argv.slice(2);

type Outcome = 'passed' | 'failed' | 'skipped';

function runVitest(label: string, env: NodeJS.ProcessEnv, args: string[]): Promise<Outcome> {
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
  '**/functions.test.ts', // packages/local-supabase: Edge Functions on stacks of its own (no migrations)
];
const ON_POSTGRES_ONLY = [
  '**/rest-statement-timeout.test.ts', // packages/local-supabase: PGlite cannot cancel a statement
];
const exclude = (globs: string[]) => globs.flatMap((glob) => ['--exclude', glob]);
// A file filter may leave a half empty: that half passes with nothing to run.
const halves = ['--shard=1/2', '--shard=2/2'].map((shard) => [shard, '--passWithNoTests']);

const baseEnv = { ...process.env };
delete baseEnv.LOCAL_STACK_DATABASE_URL;

const server = await startPostgres();
const required = process.env.REQUIRE_POSTGRES === '1';
try {
  // With PostgreSQL and no filter of the caller's, the PGlite run takes the local stack's own
  // suites and the app's ON_PGLITE_ONLY ones (vitest's file filters: a path containing one).
  const pgliteFilter =
    server && extra.length === 0
      ? [
          'packages/local-supabase/tests/',
          ...ON_PGLITE_ONLY.map((glob) => glob.replace('**/', 'tests/integration/')),
        ]
      : [];
  const pgliteRuns = halves.map((half, i) =>
    runVitest(`PGlite (in-memory, one stack per suite), ${i ? 'second' : 'first'} half`, baseEnv, [
      ...pgliteFilter,
      ...half,
      ...exclude(ON_POSTGRES_ONLY),
    ]),
  );
  const postgresRuns = server
    ? halves.map((half, i) =>
        runVitest(
          `PostgreSQL (${server.url}, a fresh database per suite), ${i ? 'second' : 'first'} half`,
          { ...baseEnv, LOCAL_STACK_DATABASE_URL: server.url },
          [...half, ...exclude(ON_PGLITE_ONLY)],
        ),
      )
    : [Promise.resolve<Outcome>(required ? 'failed' : 'skipped')];
  const outcome = (runs: Outcome[]) =>
    runs.includes('failed') ? 'failed' : runs.includes('skipped') ? 'skipped' : 'passed';
  const [pglite, postgres] = await Promise.all([
    Promise.all(pgliteRuns).then(outcome),
    Promise.all(postgresRuns).then(outcome),
  ]);
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
