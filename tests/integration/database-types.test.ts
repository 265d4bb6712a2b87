// src/types/database.ts must describe the schema the migrations build.
//  1. Regenerating it from the migrated schema gives exactly the committed text.
//  2. Independently of the generator: the committed file's tables, columns, nullability,
//     insert optionality, enums and functions agree with what the catalogue says.
// On failure: run `npm run db:types` and commit src/types/database.ts.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigratedDatabase, generateDatabaseTypes } from '../../scripts/lib/schema-types.ts';
import { Constants, type Enums, type Tables, type TablesInsert } from '../../src/types/database.ts';

const HINT = 'src/types/database.ts is out of date: run `npm run db:types` and commit the result.';
const typesPath = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'types', 'database.ts');

// Compile-time agreement (checked by tsc): the helpers resolve to the app's shapes.
const sampleStatus: Enums<'tender_status'> = 'under-review';
const sampleInsert: TablesInsert<'tenders'> = {
  reference_number: 'RFP-1',
  client: 'C',
  title: 'T',
  currency: 'USD',
};
const sampleRow: Pick<Tables<'tasks'>, 'status' | 'tender_id'> = { status: 'not-started', tender_id: 'x' };

/** The text between the `{` that follows `label` (searched from `from`) and its matching `}`. */
function block(text: string, label: string, from = 0): { body: string; end: number } {
  const at = text.indexOf(label, from);
  if (at < 0) throw new Error(`"${label.trim()}" not found in src/types/database.ts. ${HINT}`);
  const open = text.indexOf('{', at + label.length - 1);
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}') {
      depth -= 1;
      if (depth === 0) return { body: text.slice(open + 1, i), end: i };
    }
  }
  throw new Error(`unbalanced braces after "${label}"`);
}

/** Top-level `name: …` entries of a block body (nested braces, multi-line unions joined). */
function entries(body: string): Map<string, { optional: boolean; type: string }> {
  const statements: string[] = [];
  let depth = 0;
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const last = statements.length - 1;
    const continues = last >= 0 && (depth > 0 || line.startsWith('|') || /[:|]$/.test(statements[last]));
    if (continues) statements[last] += ` ${line}`;
    else statements.push(line);
    for (const ch of line) {
      if (ch === '{' || ch === '[' || ch === '(') depth += 1;
      if (ch === '}' || ch === ']' || ch === ')') depth -= 1;
    }
  }
  const result = new Map<string, { optional: boolean; type: string }>();
  for (const statement of statements) {
    const m = /^"?([A-Za-z_]\w*)"?(\?)?:\s*([\s\S]*)$/.exec(statement);
    if (m) result.set(m[1], { optional: m[2] === '?', type: m[3].replace(/\s+/g, ' ').trim() });
  }
  return result;
}

describe('src/types/database.ts', () => {
  let db: PGlite;
  let committed: string;

  beforeAll(async () => {
    db = await createMigratedDatabase();
    committed = readFileSync(typesPath, 'utf8');
  });

  afterAll(async () => {
    await db?.close();
  });

  it('is exactly what `npm run db:types` generates from the migrations', async () => {
    const generated = await generateDatabaseTypes(db);
    expect(committed, HINT).toBe(generated);
  });

  it('has the same tables, columns, nullability and insert optionality as the catalogue', async () => {
    const { rows: columns } = await db.query<{
      table_name: string;
      column_name: string;
      is_nullable: string;
      column_default: string | null;
      data_type: string;
      udt_name: string;
      is_generated: string;
      is_identity: string;
      identity_generation: string | null;
    }>(
      `select c.table_name, c.column_name, c.is_nullable, c.column_default, c.data_type, c.udt_name,
              c.is_generated, c.is_identity, c.identity_generation
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
       where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
       order by c.table_name, c.ordinal_position`,
    );
    const publicSchema = block(committed, '\n  public: {').body;
    const tablesBlock = block(publicSchema, 'Tables: {').body;
    const declaredTables = [...entries(tablesBlock).keys()].sort();
    const actualTables = [...new Set(columns.map((c) => c.table_name))].sort();
    expect(declaredTables, HINT).toEqual(actualTables);

    const scalarTs = (udt: string): string => {
      if (udt === 'bool') return 'boolean';
      if (['int2', 'int4', 'int8', 'float4', 'float8', 'numeric'].includes(udt)) return 'number';
      if (['json', 'jsonb'].includes(udt)) return 'Json';
      // A search column: `supabase gen types` knows no TypeScript for it.
      if (udt === 'tsvector') return 'unknown';
      return 'string';
    };
    const expectedTs = (c: (typeof columns)[number]): string => {
      if (c.data_type === 'USER-DEFINED') return `Database["public"]["Enums"]["${c.udt_name}"]`;
      // An array's udt_name is its element's with a leading underscore: _int4 is int4[].
      if (c.data_type === 'ARRAY') return `${scalarTs(c.udt_name.slice(1))}[]`;
      return scalarTs(c.udt_name);
    };

    for (const table of actualTables) {
      const tableBlock = block(tablesBlock, `\n      ${table}: {`).body;
      const row = entries(block(tableBlock, 'Row: {').body);
      const insert = entries(block(tableBlock, 'Insert: {').body);
      const update = entries(block(tableBlock, 'Update: {').body);
      const tableColumns = columns.filter((c) => c.table_name === table);
      expect([...row.keys()].sort(), `${table} Row columns. ${HINT}`).toEqual(
        tableColumns.map((c) => c.column_name).sort(),
      );
      for (const c of tableColumns) {
        const nullable = c.is_nullable === 'YES';
        const ts = expectedTs(c) + (nullable ? ' | null' : '');
        const where = `${table}.${c.column_name}. ${HINT}`;
        expect(row.get(c.column_name), where).toEqual({ optional: false, type: ts });
        // Neither a generated column nor an identity GENERATED ALWAYS takes a value (as `supabase gen types` says).
        const generated = c.is_generated === 'ALWAYS' || c.identity_generation === 'ALWAYS';
        const optional = nullable || c.column_default !== null || c.is_identity === 'YES';
        expect(insert.get(c.column_name), `Insert ${where}`).toEqual(
          generated ? { optional: true, type: 'never' } : { optional, type: ts },
        );
        expect(update.get(c.column_name), `Update ${where}`).toEqual(
          generated ? { optional: true, type: 'never' } : { optional: true, type: ts },
        );
      }
    }
  });

  it('has the enums of the catalogue, in order, in the type and in Constants', async () => {
    const { rows } = await db.query<{ name: string; labels: string[] }>(
      `select t.typname as name, array_agg(e.enumlabel::text order by e.enumsortorder) as labels
       from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
       where n.nspname = 'public' group by t.typname order by t.typname`,
    );
    const expected = Object.fromEntries(rows.map((r) => [r.name, r.labels]));
    expect(Constants.public.Enums, HINT).toEqual(expected);

    const enumsBlock = entries(block(block(committed, '\n  public: {').body, 'Enums: {').body);
    for (const { name, labels } of rows) {
      const declared = enumsBlock.get(name)?.type.replace(/^\|\s*/, '');
      expect(declared, `enum ${name}. ${HINT}`).toBe(labels.map((l) => JSON.stringify(l)).join(' | '));
    }
  });

  it('declares every function in public with its arguments', async () => {
    const { rows } = await db.query<{ name: string; args: string[] | null; n_defaults: number }>(
      `select p.proname as name,
              (select array_agg(a) from unnest(p.proargnames[1:p.pronargs]) a) as args,
              p.pronargdefaults::int as n_defaults
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' order by p.proname`,
    );
    const functions = entries(block(block(committed, '\n  public: {').body, 'Functions: {').body);
    expect([...functions.keys()].sort(), HINT).toEqual(rows.map((r) => r.name).sort());
    for (const fn of rows) {
      const declared = functions.get(fn.name)!.type;
      const args = fn.args ?? [];
      if (args.length === 0) expect(declared, `${fn.name} Args. ${HINT}`).toMatch(/Args: never/);
      args.forEach((arg, i) => {
        const optional = i >= args.length - fn.n_defaults ? '\\?' : '';
        expect(declared, `${fn.name}(${arg}). ${HINT}`).toMatch(new RegExp(`\\b${arg}${optional}:`));
      });
    }
  });

  it("compiles against the app's shapes", () => {
    expect([sampleStatus, sampleInsert.title, sampleRow.status]).toEqual([
      'under-review',
      'T',
      'not-started',
    ]);
  });
});
