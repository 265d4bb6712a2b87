// `npm test`: every check, in stages that keep both cores busy, with each stage's time
// printed at the end (docs/performance.md gives each stage's budget).
//
//   checks        typecheck, lint and format, side by side (each uses one core)
//   unit          vitest: unit and component tests (vitest spreads files over the cores)
//   build         the production build (the API on the app's own origin), for the budgets and
//                 the end-to-end suite, and one calling the API's origin directly for the suite
//   budgets       every route's first-load JavaScript against its budget (that build)
//   database      pgTAP on PGlite and PostgreSQL 15          ┐ side by side: each engine
//   integration   vitest integration suites on both engines  ┘ runs one suite at a time
//   e2e           Playwright against that build and an in-memory local stack
//
// A stage that fails stops the ones after it (those running beside it finish). Exit code 1
// when any stage failed.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

interface Result {
  stage: string;
  ok: boolean;
  seconds: number;
}

/** Runs a command; with `quiet`, its output is held and printed in one piece when it ends. */
function run(
  stage: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  quiet = false,
): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const done = (ok: boolean) => {
      const seconds = (performance.now() - started) / 1000;
      if (quiet) {
        process.stdout.write(
          `\n━━ ${stage} (${seconds.toFixed(0)} s) ━━\n${Buffer.concat(output).toString()}`,
        );
      }
      resolve({ stage, ok, seconds });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${command}: ${error.message}\n`));
      done(false);
    });
    child.on('exit', (code, signal) => done(code === 0 && !signal));
  });
}

const npmRun = (stage: string, script: string, env: NodeJS.ProcessEnv = {}, quiet = false) =>
  run(stage, 'npm', ['run', '--silent', script], env, quiet);

const groups: Result[][] = [];
const started = performance.now();

/** Runs a group of stages side by side; false when one of them failed. */
async function group(...stages: Promise<Result>[]): Promise<boolean> {
  const finished = await Promise.all(stages);
  groups.push(finished);
  return finished.every((r) => r.ok);
}

// The end-to-end stack listens on this port; the builds are made for it: the suite's calls the
// API on its own origin (the host forwards it to the stack), the other calls the stack directly.
const e2ePort = await freePort();
const dist = join('node_modules', '.cache', `test-dist-${process.pid}`);
const directDist = join('node_modules', '.cache', `test-direct-dist-${process.pid}`);
const stackUrl = `http://127.0.0.1:${e2ePort}`;
const e2eEnv = { E2E_STACK_PORT: String(e2ePort), E2E_DIST_DIR: dist, E2E_DIRECT_DIST_DIR: directDist };
const viteBuild = (outDir: string, apiUrl: string) =>
  run('build', bin('vite'), ['build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    VITE_SUPABASE_URL: apiUrl,
    SUPABASE_PROJECT_URL: stackUrl,
  });

const passed =
  (await group(
    npmRun('typecheck', 'typecheck', {}, true),
    npmRun('lint', 'lint', {}, true),
    npmRun('format', 'format:check', {}, true),
  )) &&
  (await group(npmRun('unit', 'test:unit'))) &&
  (await group(
    (async () => {
      const sameOrigin = await viteBuild(dist, '/');
      if (!sameOrigin.ok) return sameOrigin;
      const direct = await viteBuild(directDist, stackUrl);
      return { ...direct, seconds: sameOrigin.seconds + direct.seconds };
    })(),
  )) &&
  (await group(
    run('budgets', bin('tsx'), ['scripts/bundle-report.ts', dist], {}, true),
    npmRun('database', 'test:db', {}, true),
    npmRun('integration', 'test:integration', {}, true),
  )) &&
  (await group(npmRun('e2e', 'test:e2e', e2eEnv)));

await rm(join(root, dist), { recursive: true, force: true });
await rm(join(root, directDist), { recursive: true, force: true });

const total = (performance.now() - started) / 1000;
const cell = ({ stage, ok, seconds }: Result) => `${stage} ${seconds.toFixed(0)} s${ok ? '' : ' FAILED'}`;
console.log('\nnpm test, by stage (stages on one line ran side by side):');
for (const finished of groups) console.log(`  ${finished.map(cell).join('  ·  ')}`);
console.log(`  total ${total.toFixed(0)} s: ${passed ? 'passed' : 'FAILED'}`);
process.exit(passed ? 0 : 1);
