// `npm run test:integration`: the integration suites (unmodified supabase-js against the
// local stack) on both engines the stack supports:
//   1. PGlite — each suite starts its stack on an in-memory database;
//   2. PostgreSQL — a throwaway server from the local stack's pg-server; each suite gets a
//      fresh database on it (tests/integration/helpers.ts reads LOCAL_STACK_DATABASE_URL).
// Extra arguments go to vitest (e.g. a file filter). REQUIRE_POSTGRES=1 makes missing
// PostgreSQL binaries a failure. Exit code 1 when either run fails.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '@tenderflow/local-supabase/pg-server';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const extra = process.argv.slice(2);

function runVitest(label: string, env: NodeJS.ProcessEnv): Promise<boolean> {
  console.log(`\n━━ Integration tests on ${label} ━━\n`);
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [vitest, 'run', '--project', 'integration', '--project', 'local-supabase', ...extra],
      {
        cwd: root,
        env,
        stdio: 'inherit',
      },
    );
    child.on('error', (error) => {
      console.error(`Could not run vitest: ${error.message}`);
      resolve(false);
    });
    child.on('exit', (code, signal) => resolve(code === 0 && !signal));
  });
}

const results: { engine: string; outcome: 'passed' | 'failed' | 'skipped' }[] = [];
const baseEnv = { ...process.env };
delete baseEnv.LOCAL_STACK_DATABASE_URL;

const pgliteOk = await runVitest('PGlite (in-memory, one stack per suite)', baseEnv);
results.push({ engine: 'PGlite', outcome: pgliteOk ? 'passed' : 'failed' });

let failedToFindPostgres = false;
const server = await startPostgres();
if (!server) {
  failedToFindPostgres = process.env.REQUIRE_POSTGRES === '1';
  console.log(
    `\nPostgreSQL binaries not found: the PostgreSQL run is ${failedToFindPostgres ? 'REQUIRED (REQUIRE_POSTGRES=1) and fails' : 'skipped'}.`,
  );
  results.push({ engine: 'PostgreSQL', outcome: failedToFindPostgres ? 'failed' : 'skipped' });
} else {
  try {
    const ok = await runVitest(`PostgreSQL (${server.url}, a fresh database per suite)`, {
      ...baseEnv,
      LOCAL_STACK_DATABASE_URL: server.url,
    });
    results.push({ engine: 'PostgreSQL', outcome: ok ? 'passed' : 'failed' });
  } finally {
    await server.stop();
  }
}

console.log('\nIntegration tests:');
for (const { engine, outcome } of results) console.log(`  ${engine.padEnd(10)} ${outcome}`);
process.exit(results.some((r) => r.outcome === 'failed') ? 1 : 0);
