// On the engine under test: data survives a restart; migrations are tracked and applied
// once; a failing migration stops start-up with a clear message, which names the cause when
// the database has migrations the project squashed away. (Seed modes and broken
// PGlite directories: stack-pglite-start.test.ts.)
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStackOptions } from '../../src/index';
import { adminDatabaseUrl, createTestDatabase, signInUser, signUpUser } from '../../src/testing';
import { scratchFolder } from './scratch-folder';

const scratch = scratchFolder('local-stack-persistence-');

/** A persistent place for data on the engine under test: a PGlite directory, or a fresh PostgreSQL database. */
async function persistentTarget(
  name: string,
): Promise<{ options: LocalStackOptions; cleanup(): Promise<void> }> {
  const admin = adminDatabaseUrl();
  if (admin) {
    const database = await createTestDatabase(admin);
    return { options: { databaseUrl: database.url }, cleanup: database.drop };
  }
  return { options: { db: scratch.path(name) }, cleanup: async () => undefined };
}

describe('restart persistence and migration tracking', () => {
  it('keeps users and data across restarts and applies each migration once', async () => {
    const target = await persistentTarget('restart');
    const dir = scratch.migrations('migrations-restart', {
      '20240101000000_notes.sql': 'create table public.notes (id int primary key, body text not null);',
    });
    const base: LocalStackOptions = {
      port: 0,
      log: false,
      migrationsDir: dir,
      seedFile: scratch.path('no-seed.sql'),
      ...target.options,
    };
    try {
      const first = await startLocalStack(base);
      expect(first.fresh).toBe(true);
      expect(first.appliedMigrations).toEqual(['20240101000000_notes.sql']);
      const { email, password } = await signUpUser(first);
      await first.db.transaction((q) => q.query("insert into public.notes values (1, 'kept')"));
      await first.stop();

      writeFileSync(join(dir, '20240102000000_more.sql'), 'alter table public.notes add column extra text;');
      const second = await startLocalStack(base);
      try {
        expect(second.fresh).toBe(false);
        expect(second.appliedMigrations).toEqual(['20240102000000_more.sql']);
        await signInUser(second, email, password);
        const { rows } = await second.db.transaction((q) =>
          q.query('select id, body, extra from public.notes'),
        );
        expect(rows).toEqual([{ id: 1, body: 'kept', extra: null }]);
        const applied = await second.db.transaction((q) =>
          q.query('select version, name from supabase_migrations.schema_migrations order by version'),
        );
        expect(applied.rows).toEqual([
          { version: '20240101000000', name: 'notes' },
          { version: '20240102000000', name: 'more' },
        ]);
      } finally {
        await second.stop();
      }

      const third = await startLocalStack(base);
      expect(third.appliedMigrations).toEqual([]);
      await third.stop();

      // The two squashed into a baseline: the old database is named as the cause.
      rmSync(join(dir, '20240101000000_notes.sql'));
      rmSync(join(dir, '20240102000000_more.sql'));
      writeFileSync(
        join(dir, '20240201000000_baseline.sql'),
        'create table public.notes (id int primary key, body text not null, extra text);',
      );
      const error = await startLocalStack(base).catch((e: Error) => e);
      expect((error as Error).message).toMatch(
        /^Migration 20240201000000_baseline\.sql failed(?: at line 1)?: relation "notes" already exists\. This database was migrated with migrations the project no longer has \(20240101000000, 20240102000000\): start from an empty database/,
      );
    } finally {
      await target.cleanup();
    }
  });

  it('a failing migration stops start-up with the file name and the Postgres message; earlier ones stay applied', async () => {
    const target = await persistentTarget('failing');
    const dir = scratch.migrations('migrations-failing', {
      '20240101000000_ok.sql': 'create table public.fine (id int);',
      '20240102000000_broken.sql': 'create table public.half (id int);\nselect * from public.missing_table;',
    });
    try {
      const error = await startLocalStack({
        port: 0,
        log: false,
        migrationsDir: dir,
        ...target.options,
      }).catch((e: Error) => e);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(
        /^Migration 20240102000000_broken\.sql failed at line 2: relation "public\.missing_table" does not exist$/,
      );

      // Fixing the file lets the next start apply just that one; the failed one left nothing behind.
      writeFileSync(join(dir, '20240102000000_broken.sql'), 'create table public.half (id int);');
      const stack = await startLocalStack({ port: 0, log: false, migrationsDir: dir, ...target.options });
      try {
        expect(stack.appliedMigrations).toEqual(['20240102000000_broken.sql']);
      } finally {
        await stack.stop();
      }
    } finally {
      await target.cleanup();
    }
  });
});
