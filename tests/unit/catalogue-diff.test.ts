// The catalogue comparison's report (scripts/lib/catalogue.ts): what differs between the
// database the migrations build and the one the schema files build, readably. scripts/test-db.ts
// runs it on real databases; here, on catalogues made up for the purpose.
import { describe, expect, it } from 'vitest';
import { diffCatalogues, diffLines } from '../../scripts/lib/catalogue';

const names = { a: 'supabase/migrations', b: 'supabase/schemas' };

describe('diffCatalogues', () => {
  it('is empty for equal catalogues', () => {
    const entries = [{ key: 'table public.t', text: '  1. id uuid not null' }];
    expect(diffCatalogues(entries, [...entries], names)).toEqual([]);
  });

  it('names what only one side has, and shows a changed function body line by line', () => {
    const migrations = [
      { key: 'function private.fits(boolean,boolean)', text: 'begin\n  return not a or b;\nend;' },
      { key: 'policy public.t t_select', text: 'permissive for select' },
    ];
    const schemas = [
      { key: 'function private.fits(boolean,boolean)', text: 'begin\n  return b;\nend;' },
      { key: 'index public.t_idx', text: 'CREATE INDEX t_idx ON public.t USING btree (id)' },
    ];
    expect(diffCatalogues(migrations, schemas, names)).toEqual([
      'differs: function private.fits(boolean,boolean) (- supabase/migrations, + supabase/schemas)',
      '      begin',
      '    -   return not a or b;',
      '    +   return b;',
      '      end;',
      'only in supabase/schemas: index public.t_idx',
      'only in supabase/migrations: policy public.t t_select',
    ]);
  });

  it('shows only the changed lines of a long definition, with two lines of context', () => {
    const lines = Array.from({ length: 20 }, (_, i) => `  ${i + 1}. c${i + 1} text`);
    const changed = lines.map((line, i) => (i === 9 ? '  10. c10 text not null' : line));
    const report = diffCatalogues(
      [{ key: 'table public.t', text: lines.join('\n') }],
      [{ key: 'table public.t', text: changed.join('\n') }],
      names,
    );
    expect(report).toEqual([
      'differs: table public.t (- supabase/migrations, + supabase/schemas)',
      '        8. c8 text',
      '        9. c9 text',
      '    -   10. c10 text',
      '    +   10. c10 text not null',
      '        11. c11 text',
      '        12. c12 text',
      '      …',
    ]);
  });
});

describe('diffLines', () => {
  it('keeps the common lines and marks the rest', () => {
    expect(diffLines(['a', 'b', 'c'], ['a', 'c', 'd'])).toEqual(['  a', '- b', '  c', '+ d']);
  });
});
