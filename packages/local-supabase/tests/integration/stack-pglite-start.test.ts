// What starting on PGlite does, whichever engine the run is for (scripts/test-integration.ts
// runs this file once, in the PGlite run): the seed's demo part is skipped with seed: 'none';
// a directory that is not a database, or a corrupt one, stops start-up with a clear message.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack } from '../../src/index';
import { newClient } from '../../src/testing';

let work: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'local-stack-pglite-start-'));
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

function migrationsDir(name: string, files: Record<string, string>): string {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, sql] of Object.entries(files)) writeFileSync(join(dir, file), sql);
  return dir;
}

describe('seed', () => {
  const seedFile = () => {
    const file = join(work, 'seed.sql');
    writeFileSync(
      file,
      [
        'create table public.seeded (what text);',
        "insert into public.seeded values ('templates');",
        '-- demo account below',
        "insert into public.seeded values ('demo');",
      ].join('\n'),
    );
    return file;
  };

  it("seed 'none' applies only the part above the demo marker; 'demo' applies all of it", async () => {
    const dir = migrationsDir('migrations-empty', {});
    for (const [seed, expected] of [
      ['none', ['templates']],
      ['demo', ['templates', 'demo']],
    ] as const) {
      const stack = await startLocalStack({
        port: 0,
        db: 'memory',
        log: false,
        migrationsDir: dir,
        seedFile: seedFile(),
        seed,
        // One-off schemas: no snapshot to cache (it could push out the ones other suites reuse).
        snapshot: false,
      });
      try {
        const { rows } = await stack.db.transaction((q) =>
          q.query<{ what: string }>('select what from public.seeded'),
        );
        expect(rows.map((r) => r.what)).toEqual(expected);
      } finally {
        await stack.stop();
      }
    }
  });

  it("the real seed with 'none' has templates but no demo account", async () => {
    const stack = await startLocalStack({ port: 0, db: 'memory', log: false, seed: 'none', snapshot: false });
    try {
      const { error } = await newClient(stack.url, stack.anonKey).auth.signInWithPassword({
        email: 'demo@example.com',
        password: 'demo-password',
      });
      expect(error?.code).toBe('invalid_credentials');
    } finally {
      await stack.stop();
    }
  });
});

describe('data directory errors', () => {
  it('a directory that is not a database → a clear error naming it', async () => {
    const dir = join(work, 'not-a-db');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'something.txt'), 'hello');
    await expect(startLocalStack({ port: 0, db: dir, log: false })).rejects.toThrow(
      `The data directory ${dir} is not a database`,
    );
  });

  it('a corrupt database directory → a clear error suggesting deleting it', async () => {
    const dir = join(work, 'corrupt');
    const stack = await startLocalStack({
      port: 0,
      db: dir,
      log: false,
      migrationsDir: migrationsDir('m-corrupt', {}),
      seedFile: join(work, 'no-seed.sql'),
    });
    await stack.stop();
    writeFileSync(join(dir, 'global', 'pg_control'), 'garbage');
    const error = await startLocalStack({ port: 0, db: dir, log: false }).catch((e: Error) => e);
    expect((error as Error).message).toMatch(
      new RegExp(`^Could not open the database in ${dir} .*delete the directory`),
    );
  });
});
