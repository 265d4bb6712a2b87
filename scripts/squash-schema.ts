// `npm run db:squash`: replaces supabase/migrations with one baseline written from the
// declarative schema (supabase/schemas), as `supabase migration squash` does from a shadow
// database, but only once the two are known to build the same database:
//
//  1. the migrations on one empty database, the schema files on another (PostgreSQL 15 when
//     its binaries are installed, else PGlite); their catalogues must be equal
//     (scripts/lib/catalogue.ts), else the differences are printed and nothing is written;
//  2. `<UTC now>_baseline.sql` is the schema files, in config.toml's order, one after the
//     other; every other migration file is deleted;
//  3. the baseline alone, on a third database, must give the same catalogue again.
//
// It then prints the `supabase migration repair` commands an existing project runs so that
// its migration history matches (docs/deploying.md). Folding a new migration into the
// baseline is the same command, once its changes are in supabase/schemas.
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { applySchema, listSchemaFiles, supabaseDir, type SqlFile } from '@tenderflow/local-supabase';
import { createDatabase, startPostgres } from '@tenderflow/local-supabase/pg-server';
import { diffCatalogues, readCatalogue, type CatalogueEntry } from './lib/catalogue.ts';

const migrationsDir = join(supabaseDir, 'migrations');

/** `date -u +%Y%m%d%H%M%S`: a migration's version is the real current UTC time. */
export const utcVersion = (now: Date = new Date()): string =>
  now.toISOString().replace(/\D/g, '').slice(0, 14);

/** The baseline's text: a header, then each schema file under its name. */
export function baselineSql(files: SqlFile[], version: string): string {
  const header = [
    `-- Baseline ${version}: the whole schema, written by \`npm run db:squash\` from supabase/schemas`,
    '-- (scripts/squash-schema.ts) once the migrations it replaces were proved to build the same',
    '-- database. Do not edit it: change supabase/schemas and add a migration (docs/architecture.md',
    '-- § The declarative schema). An existing project reconciles its history with',
    '-- `supabase migration repair` (docs/deploying.md).',
  ];
  return [
    header.join('\n'),
    ...files.map(
      (file) => `-- ${'='.repeat(91)}\n-- supabase/${file.name}\n-- ${'='.repeat(91)}\n\n${file.sql.trim()}`,
    ),
  ]
    .join('\n\n')
    .concat('\n');
}

type Build = (files?: SqlFile[]) => Promise<CatalogueEntry[]>;

/** Builds databases on PostgreSQL when it is installed (else PGlite) and reads their catalogues. */
async function databases(): Promise<{ engine: string; build: Build; stop(): Promise<void> }> {
  const server = await startPostgres();
  if (!server) {
    return {
      engine: 'PGlite',
      build: async (files) => {
        const db = await PGlite.create({ extensions: { pgcrypto, pg_trgm } });
        try {
          await applySchema(db, { files });
          return await readCatalogue(async (sql) => (await db.query(sql)).rows as never);
        } finally {
          await db.close();
        }
      },
      stop: async () => undefined,
    };
  }
  let n = 0;
  return {
    engine: 'PostgreSQL',
    build: async (files) => {
      n += 1;
      const client = new pg.Client({ connectionString: await createDatabase(server.url, `squash_${n}`) });
      await client.connect();
      try {
        await applySchema({ exec: (sql) => client.query(sql) }, { files });
        return await readCatalogue(async (sql) => (await client.query(sql)).rows);
      } finally {
        await client.end();
      }
    },
    stop: () => server.stop(),
  };
}

async function main(): Promise<number> {
  const schemaFiles = listSchemaFiles();
  if (schemaFiles.length === 0) {
    console.error('No schema files: config.toml [db.migrations] schema_paths matches nothing.');
    return 1;
  }
  const old = readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const { engine, build, stop } = await databases();
  try {
    const names = { a: 'supabase/migrations', b: 'supabase/schemas' };
    const schema = await build(schemaFiles);
    const differences = diffCatalogues(await build(), schema, names);
    if (differences.length) {
      console.error(`The migrations and the schema files build different databases (${engine}):`);
      for (const line of differences) console.error(`  ${line}`);
      console.error('Bring supabase/schemas up to date with the migrations first; nothing was written.');
      return 1;
    }

    const version = utcVersion();
    const baseline = `${version}_baseline.sql`;
    for (const file of old) rmSync(join(migrationsDir, file));
    writeFileSync(join(migrationsDir, baseline), baselineSql(schemaFiles, version));

    const again = diffCatalogues(await build(), schema, { a: baseline, b: 'supabase/schemas' });
    if (again.length) {
      console.error(`The baseline does not build what the schema files build (${engine}):`);
      for (const line of again) console.error(`  ${line}`);
      return 1;
    }
    console.log(
      `Wrote ${relative(process.cwd(), join(migrationsDir, baseline))} (${engine}: same catalogue as the ${old.length} migrations it replaces).`,
    );
    const replaced = old.map((file) => file.split('_')[0]).filter((v) => v !== version);
    if (replaced.length) {
      console.log(
        '\nAn existing project whose database has the replaced migrations records the swap (docs/deploying.md):',
      );
      console.log(`  npx supabase migration repair --status reverted ${replaced.join(' ')}`);
      console.log(`  npx supabase migration repair --status applied ${version}`);
    }
    return 0;
  } finally {
    await stop();
  }
}

process.exitCode = await main();
