// `npm run db:types`: regenerates src/types/database.ts from the migrations, in the format
// `supabase gen types typescript` produces. No Docker, no network: the schema is built in
// an in-memory PGlite (the local stack's bootstrap.sql + supabase/migrations).
//   npm run db:types            write the file
//   npm run db:types -- --check exit 1 if the committed file is out of date
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMigratedDatabase, generateDatabaseTypes } from './lib/schema-types.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const typesPath = join(root, 'src', 'types', 'database.ts');

async function main(): Promise<number> {
  const db = await createMigratedDatabase();
  let text: string;
  try {
    text = await generateDatabaseTypes(db);
  } finally {
    await db.close();
  }
  const target = relative(process.cwd(), typesPath);
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(typesPath, 'utf8');
    } catch {
      // missing file counts as out of date
    }
    if (current !== text) {
      console.error(`${target} is out of date: run \`npm run db:types\` and commit the result.`);
      return 1;
    }
    console.log(`${target} is up to date.`);
    return 0;
  }
  writeFileSync(typesPath, text);
  console.log(`Wrote ${target}.`);
  return 0;
}

process.exitCode = await main();
