// `npm run dev`: the local stack (packages/local-supabase) and Vite together, output prefixed
// [supabase] / [vite]. Vite starts once the stack prints its ready line. One Ctrl-C
// stops both; if either dies, the other is stopped and the exit code is non-zero.
// When VITE_SUPABASE_URL (env, .env.local, .env) points anywhere but the local stack
// (http://127.0.0.1:54321 or http://localhost:54321), only Vite starts.
// Extra arguments go to Vite (e.g. `npm run dev -- --port 3000`).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const READY = 'Local Supabase ready at';
const GRACE_MS = 5000;

/** KEY=value lines; quotes stripped; later files win (Vite's order: .env, then .env.local). */
function readEnvFiles() {
  const values = {};
  for (const name of ['.env', '.env.local']) {
    const file = join(root, name);
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
      const match = /^\s*(?:export\s+)?([\w.]+)\s*=\s*(.*?)\s*$/.exec(line);
      if (!match || line.trimStart().startsWith('#')) continue;
      values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
    }
  }
  return values;
}

function usesLocalStack() {
  const configured = process.env.VITE_SUPABASE_URL ?? readEnvFiles().VITE_SUPABASE_URL;
  if (!configured) return { local: true };
  const port = process.env.SUPABASE_LOCAL_PORT || '54321';
  try {
    const url = new URL(configured);
    const local =
      url.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname) && url.port === port;
    return { local, url: configured };
  } catch {
    return { local: false, url: configured };
  }
}

const children = new Set();
let shuttingDown = false;
let exitCode = 0;

function prefixed(stream, prefix, out) {
  const lines = createInterface({ input: stream });
  lines.on('line', (line) => out.write(`${prefix} ${line}\n`));
  return lines;
}

function start(name, args, { onLine, stdin = 'ignore' } = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: process.env,
    stdio: [stdin, 'pipe', 'pipe'],
  });
  const prefix = `[${name}]`;
  children.add(child);
  const out = prefixed(child.stdout, prefix, process.stdout);
  if (onLine) out.on('line', onLine);
  prefixed(child.stderr, prefix, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!shuttingDown) {
      console.error(`${prefix} exited unexpectedly (${signal ?? `code ${code}`}); stopping.`);
      shutdown(code && code !== 0 ? code : 1);
    } else if (children.size === 0) {
      process.exit(exitCode);
    }
  });
  child.on('error', (error) => {
    console.error(`${prefix} could not start: ${error.message}`);
    children.delete(child);
    shutdown(1);
  });
  return child;
}

function shutdown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  exitCode = code;
  if (children.size === 0) process.exit(exitCode);
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(exitCode || 1);
  }, GRACE_MS).unref();
}

// A closed pipe (`npm run dev | head`) must not crash the orchestrator.
process.stdout.on('error', () => undefined);
process.stderr.on('error', () => undefined);

// The terminal's Ctrl-C reaches the children too; we only wait for them to finish.
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

function startVite() {
  start('vite', [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), ...process.argv.slice(2)], {
    stdin: 'inherit',
  });
}

const target = usesLocalStack();
if (!target.local) {
  console.log(`[dev] VITE_SUPABASE_URL is ${target.url}: not starting the local stack.`);
  startVite();
} else {
  let ready = false;
  start(
    'supabase',
    [
      join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      join(root, 'packages', 'local-supabase', 'src', 'main.ts'),
    ],
    {
      onLine: (line) => {
        if (!ready && line.includes(READY)) {
          ready = true;
          startVite();
        }
      },
    },
  );
}
