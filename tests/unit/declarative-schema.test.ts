// supabase/schemas is the one place where the database's current shape is read: every
// function, view, trigger and policy is created once across its files, and a table is
// written in its final shape, never created and then altered (but for a foreign key to a table a later file creates). (That the files build what
// the migrations build is scripts/test-db.ts's check, on a real database.)
import { describe, expect, it } from 'vitest';
import { listSchemaFiles } from '../../packages/local-supabase/src/sql-files';

/** The SQL outside comments, string literals and dollar-quoted bodies (a function's body may hold any text). */
function statementsText(sql: string): string {
  return sql.replace(/--[^\n]*|'(?:[^']|'')*'|(\$\w*\$)[\s\S]*?\1/g, ' ');
}

/** `alter table T add constraint … foreign key (…) references R`: T is group 1, R group 2. */
const forwardReference =
  /\balter\s+table\s+([\w.]+)\s+add\s+constraint\s+\w+\s+foreign\s+key\s*\([^)]*\)\s*references\s+([\w.]+)/gi;

const files = listSchemaFiles().map((file) => ({ name: file.name, sql: statementsText(file.sql) }));

describe('supabase/schemas', () => {
  it('has files', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it('creates every function, view, trigger and policy once (a name in exactly one create statement)', () => {
    const created = new Map<string, string[]>();
    const pattern =
      /\bcreate\s+(?:or\s+replace\s+)?(?:constraint\s+)?(function|procedure|materialized\s+view|view|trigger|policy)\s+("[^"]+"|[\w.]+)/gi;
    for (const file of files) {
      for (const match of file.sql.matchAll(pattern)) {
        const key = `${match[1]!.toLowerCase().replace(/\s+/g, ' ')} ${match[2]!.toLowerCase()}`;
        created.set(key, [...(created.get(key) ?? []), file.name]);
      }
    }
    expect(created.size).toBeGreaterThan(200);
    const repeated = [...created]
      .filter(([, where]) => where.length > 1)
      .map(([key, where]) => `${key}: ${where.join(', ')}`);
    expect(repeated).toEqual([]);
  });

  it('writes each table in its final shape: no column or constraint added, altered or dropped afterwards', () => {
    const pattern =
      /\balter\s+table\s+(?:only\s+)?[\w.]+\s+(?:add|drop|alter|rename)\b|\bdrop\s+(?:table|function|view|trigger|policy|index|type)\b|\balter\s+type\s+[\w.]+\s+add\b/gi;
    const found = files.flatMap((file) =>
      [...file.sql.replace(forwardReference, ' ').matchAll(pattern)].map(
        (match) => `${file.name}: ${match[0]}`,
      ),
    );
    expect(found).toEqual([]);
  });

  // The one alteration a table may need: a foreign key to a table that a later file creates,
  // which its own create statement cannot name yet.
  it('adds a foreign key afterwards only when its table is created in an earlier file than the one it references', () => {
    const tableFile = (name: string) =>
      files.findIndex((file) =>
        new RegExp(`\\bcreate\\s+table\\s+${name.replace('.', '\\.')}\\s*\\(`, 'i').test(file.sql),
      );
    const added = files.flatMap((file, index) =>
      [...file.sql.matchAll(forwardReference)].map((match) => ({
        file: index,
        table: match[1]!,
        references: match[2]!,
      })),
    );
    expect(added.length).toBeGreaterThan(0);
    for (const { file, table, references } of added) {
      expect(tableFile(table), table).toBeLessThan(tableFile(references));
      expect(tableFile(references), references).toBe(file);
    }
  });
});
