// A throwaway PostgreSQL server for tests: initdb into a temporary directory, start it on
// a free port, hand back a connection URL, and remove everything on stop() (and on process
// exit or SIGINT/SIGTERM if the caller forgets).
//
// PostgreSQL refuses to run as root, so when this process is root the server runs as the
// `postgres` OS user (through runuser) and the temporary directories are given to it.
//
// Binaries: $PG_BIN_DIR, else /usr/lib/postgresql/<17|16|15>/bin, else `pg_config --bindir`.
// Returns null when no usable binaries are found, so callers can skip.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface PostgresServer {
  /** postgresql://postgres@127.0.0.1:<port>/postgres (trust authentication). */
  url: string;
  stop(): Promise<void>;
}

interface Running {
  dir: string;
  dataDir: string;
  stopped: boolean;
  run: (args: string[]) => ReturnType<typeof spawnSync>;
  pgCtl: string;
}

const running = new Set<Running>();
let hooksInstalled = false;

function findBinDir(): string | null {
  const candidates = [
    process.env.PG_BIN_DIR,
    '/usr/lib/postgresql/17/bin',
    '/usr/lib/postgresql/16/bin',
    '/usr/lib/postgresql/15/bin',
  ].filter((d): d is string => Boolean(d));
  for (const dir of candidates) {
    if (['initdb', 'pg_ctl', 'postgres'].every((b) => existsSync(join(dir, b)))) return dir;
  }
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (['initdb', 'pg_ctl', 'postgres'].every((b) => existsSync(join(dir, b)))) return dir;
  } catch {
    // no pg_config on PATH
  }
  return null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function postgresIds(): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : null;
  } catch {
    return null;
  }
}

function stopSync(server: Running): void {
  if (server.stopped) return;
  server.stopped = true;
  running.delete(server);
  try {
    server.run([server.pgCtl, '-D', server.dataDir, '-m', 'immediate', '-w', 'stop']);
  } finally {
    rmSync(server.dir, { recursive: true, force: true });
  }
}

function installExitHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  process.on('exit', () => {
    for (const server of [...running]) stopSync(server);
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      for (const server of [...running]) stopSync(server);
      process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
    });
  }
}

export async function startPostgres(): Promise<PostgresServer | null> {
  const binDir = findBinDir();
  if (!binDir) return null;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const ids = isRoot ? postgresIds() : null;
  if (isRoot && (!ids || (!existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser')))) {
    return null;
  }

  const run = (args: string[]) =>
    isRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', ...args], { encoding: 'utf8' })
      : spawnSync(args[0], args.slice(1), { encoding: 'utf8' });

  const dir = mkdtempSync(join(tmpdir(), 'pg-test-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  if (ids) chownSync(dir, ids.uid, ids.gid);

  const fail = (step: string, result: ReturnType<typeof spawnSync>): never => {
    let log = '';
    try {
      log = readFileSync(logFile, 'utf8');
    } catch {
      // no log yet
    }
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `startPostgres: ${step} failed (exit ${result.status}): ${String(result.stderr ?? '')}${String(
        result.stdout ?? '',
      )}${log}`,
    );
  };

  const init = run([
    join(binDir, 'initdb'),
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  if (init.status !== 0) fail('initdb', init);

  const pgCtl = join(binDir, 'pg_ctl');
  const server: Running = { dir, dataDir, stopped: false, run, pgCtl };
  installExitHooks();

  // A port can be taken between probing and binding; try a few.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const port = await freePort();
    const options = [
      `-p ${port}`,
      '-h 127.0.0.1',
      `-k ${dir}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=50',
      '-c timezone=UTC',
    ].join(' ');
    const start = run([pgCtl, '-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
    if (start.status === 0) {
      running.add(server);
      return {
        url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
        stop: async () => stopSync(server),
      };
    }
    if (attempt === 4) fail('pg_ctl start', start);
  }
  /* c8 ignore next */
  throw new Error('startPostgres: unreachable');
}

/** Runs one statement on the server's admin connection. */
async function onAdmin(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Creates database `name` (a plain identifier) on the server and returns its URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  await onAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops database `name`, disconnecting whoever still uses it. */
export const dropDatabase = (adminUrl: string, name: string): Promise<void> =>
  onAdmin(adminUrl, `drop database if exists ${name} with (force)`);
