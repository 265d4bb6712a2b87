// What starting on PGlite does, whichever engine the run is for (scripts/test-integration.ts
// runs this file once, in the PGlite run): the seed's demo part is skipped with seed: 'none';
// a directory that is not a database, or a corrupt one, stops start-up with a clear message.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startLocalStack } from '../../src/index';
import { newClient } from '../../src/testing';
import { scratchFolder } from './scratch-folder';

const scratch = scratchFolder('local-stack-pglite-start-');

describe('seed', () => {
  const seedFile = () => {
    const file = scratch.path('seed.sql');
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
    const dir = scratch.migrations('migrations-empty', {});
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
    const dir = scratch.path('not-a-db');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'something.txt'), 'hello');
    await expect(startLocalStack({ port: 0, db: dir, log: false })).rejects.toThrow(
      `The data directory ${dir} is not a database`,
    );
  });

  it('a corrupt database directory → a clear error suggesting deleting it', async () => {
    const dir = scratch.path('corrupt');
    const stack = await startLocalStack({
      port: 0,
      db: dir,
      log: false,
      migrationsDir: scratch.migrations('m-corrupt', {}),
      seedFile: scratch.path('no-seed.sql'),
    });
    await stack.stop();
    writeFileSync(join(dir, 'global', 'pg_control'), 'garbage');
    const error = await startLocalStack({ port: 0, db: dir, log: false }).catch((e: Error) => e);
    expect((error as Error).message).toMatch(
      new RegExp(`^Could not open the database in ${dir} .*delete the directory`),
    );
  });
});
