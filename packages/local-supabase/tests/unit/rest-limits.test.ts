// The REST layer's limits as pure functions: value nesting (54001), select size (PGRST100),
// the statement's budget (SQL), and error bodies without Postgres internals.
import { describe, expect, it } from 'vitest';
import { restError } from './rest-error';
import { DEFAULT_BUDGET } from '../../src/rest/budget';
import { toErrorResponse } from '../../src/rest/errors';
import {
  MAX_EMBEDS,
  MAX_EMBED_DEPTH,
  MAX_SELECT_ITEMS,
  MAX_VALUE_DEPTH,
  checkNesting,
  nestingDepth,
  parseFilterValue,
  parseLogicTree,
  parseQuery,
  parseSelect,
} from '../../src/rest/parser';
import { buildReadPlan } from '../../src/rest/plan';
import { buildRelationships } from '../../src/rest/relationships';
import { qualifiedKey, type SchemaCache, type TableInfo } from '../../src/rest/schema';
import { readStatement } from '../../src/rest/sql';

describe('nestingDepth', () => {
  it('counts JSON containers, not brackets inside strings', () => {
    expect(nestingDepth('1', 'json')).toBe(0);
    expect(nestingDepth('[]', 'json')).toBe(1);
    expect(nestingDepth('{"a":[{"b":[]}],"c":{}}', 'json')).toBe(4);
    expect(nestingDepth('{"a":"[[[[{{{{","b":"\\"[[["}', 'json')).toBe(1);
  });

  it('counts (, [ and { in any other value, quotes included', () => {
    expect(nestingDepth('((a & b) | c)', 'any')).toBe(2);
    expect(nestingDepth('{"a":"((("}', 'any')).toBe(4);
    expect(nestingDepth(')))(', 'any')).toBe(1);
  });

  it('handles a million levels without recursion', () => {
    const n = 1_000_000;
    expect(nestingDepth('['.repeat(n) + ']'.repeat(n), 'json')).toBe(n);
  });
});

describe('checkNesting', () => {
  it(`accepts ${MAX_VALUE_DEPTH} levels and refuses one more with 400 54001`, () => {
    const at = (n: number) => '['.repeat(n) + ']'.repeat(n);
    expect(() => checkNesting('The JSON body', at(MAX_VALUE_DEPTH), 'json')).not.toThrow();
    const e = restError(() => checkNesting('The JSON body', at(MAX_VALUE_DEPTH + 1), 'json'));
    expect(e.status).toBe(400);
    expect(e.body()).toEqual({
      code: '54001',
      details: `It is nested deeper than ${MAX_VALUE_DEPTH} levels`,
      hint: null,
      message: 'The JSON body is too deeply nested',
    });
  });

  it('guards filter values, also inside logic trees', () => {
    const deep = '('.repeat(5000) + 'a' + ')'.repeat(5000);
    expect(restError(() => parseFilterValue('title', `fts.${deep}`, false)).code).toBe('54001');
    expect(restError(() => parseLogicTree('or', false, `(data.cs.${'['.repeat(2000)})`)).code).toBe('54001');
    expect(parseFilterValue('title', 'fts.(a & b)', false).value).toBe('(a & b)');
  });
});

describe('select limits', () => {
  const chain = (n: number) => `${'tasks('.repeat(n)}id${')'.repeat(n)}`;

  it(`embeds ${MAX_EMBED_DEPTH} levels deep, not ${MAX_EMBED_DEPTH + 1}`, () => {
    expect(() => parseSelect(chain(MAX_EMBED_DEPTH))).not.toThrow();
    const e = restError(() => parseSelect(`id,${chain(MAX_EMBED_DEPTH + 1)}`));
    expect(e.status).toBe(400);
    expect(e.code).toBe('PGRST100');
    expect(e.details).toBe("embeds nested deeper than 4 levels (the local stack's limit)");
  });

  it(`at most ${MAX_EMBEDS} embeds and ${MAX_SELECT_ITEMS} items, all levels together`, () => {
    const embeds = (n: number) => Array.from({ length: n }, (_, i) => `e${i}:tasks(id)`).join(',');
    expect(() => parseSelect(embeds(MAX_EMBEDS))).not.toThrow();
    expect(restError(() => parseSelect(embeds(MAX_EMBEDS + 1))).details).toMatch(/more than 16 embedded/);
    // spreads and filter-only embeds count too
    expect(
      restError(() => parseSelect(`${embeds(MAX_EMBEDS - 1)},...tenders(id),x:tasks!inner()`)).code,
    ).toBe('PGRST100');
    const items = (n: number) => Array.from({ length: n }, (_, i) => `c${i}:id`).join(',');
    expect(() => parseSelect(items(MAX_SELECT_ITEMS))).not.toThrow();
    expect(() => parseSelect(`${items(MAX_SELECT_ITEMS - 2)},tasks(id)`)).not.toThrow();
    expect(restError(() => parseSelect(`${items(MAX_SELECT_ITEMS - 1)},tasks(id)`)).details).toMatch(
      /more than 100 items/,
    );
  });

  it('names the select in the message, shortened', () => {
    const e = restError(() => parseSelect(`id,${chain(400)}`));
    expect(e.message.length).toBeLessThan(260);
    expect(e.message).toMatch(/^failed to parse select parameter \(id,tasks\(tasks/);
  });
});

describe('the statement budget', () => {
  const table = (name: string, names: string[]): TableInfo => ({
    schema: 'public',
    name,
    isView: false,
    columns: new Map(
      names.map((n) => [n, { name: n, type: 'uuid', nullable: true, defaultExpr: null, generated: false }]),
    ),
    columnOrder: names,
    primaryKey: ['id'],
  });
  const tables = new Map(
    [table('tenders', ['id']), table('tasks', ['id', 'tender_id'])].map((t) => [qualifiedKey(t), t]),
  );
  const schema: SchemaCache = {
    schemas: ['public'],
    tables,
    relationships: buildRelationships({
      tables,
      foreignKeys: [
        {
          name: 'tasks_tender_id_fkey',
          table_oid: 2,
          table_schema: 'public',
          table_name: 'tasks',
          ftable_oid: 1,
          ftable_schema: 'public',
          ftable_name: 'tenders',
          columns: [{ col: 'tender_id', num: 2, fcol: 'id', fnum: 1 }],
          one_to_one: false,
        },
      ],
      viewColumns: [],
      computed: [],
    }),
    routines: new Map(),
    settings: { aggregates: false, plan: false },
  };
  const shape = { single: false, none: false, stripNulls: false, csv: false };
  const read = (qs: string, budget: typeof DEFAULT_BUDGET | null = DEFAULT_BUDGET) =>
    readStatement(
      buildReadPlan(schema, { schema: 'public', name: 'tenders' }, parseQuery(new URLSearchParams(qs)), {
        kind: 'read',
        maxRows: null,
      }),
      shape,
      false,
      budget,
    ).sql;

  it('tallies each embed and each result row, and counts each joined row before its filters', () => {
    const sql = read('select=id,tasks(id)&tasks.id=eq.00000000-0000-0000-0000-000000000000');
    expect(sql).toContain(`pg_temp.rest_tally(json_agg("tenders_tasks_1"), ${DEFAULT_BUDGET.bytes})`);
    expect(sql).toContain(`json_agg(pg_temp.rest_tally(_postgrest_t, ${DEFAULT_BUDGET.bytes}))`);
    expect(sql).toMatch(
      /"tasks_1"\."tender_id" = "public"\."tenders"\."id" AND \(CASE WHEN \(case when pg_catalog\.set_config\('rest\.embed_rows'.*> 500000 then pg_temp\.rest_refuse\('rest_embed_rows_exceeded'\) else true end\) THEN "tasks_1"\."id" = /,
    );
  });

  it('adds nothing without a budget', () => {
    expect(read('select=id,tasks(id)', null)).not.toContain('pg_temp');
  });
});

describe('error bodies', () => {
  const respond = (err: unknown) => {
    const logged: string[] = [];
    const res = toErrorResponse(err, 'authenticated', (line) => logged.push(line));
    return { res, logged: logged.join('\n') };
  };

  it.each([
    ['53200', 'out of memory', 'Failed on request of size 1073741823 in memory context "ExprContext".', null],
    ['XX000', 'bad buffer ID: 0', null, null],
    ['54001', 'stack depth limit exceeded', null, 'Increase the configuration parameter "max_stack_depth"'],
    ['58030', 'could not read file', 'base/1/2', null],
  ])(
    'server fault %s: a generic message, no details or hint; the log has them',
    (code, message, detail, hint) => {
      const { res, logged } = respond({ code, message, detail, hint });
      expect(res.body).toEqual({
        code,
        details: null,
        hint: null,
        message: 'Database error: see the local stack log',
      });
      expect(logged).toContain(message);
      if (detail) expect(logged).toContain(detail);
    },
  );

  it('keeps what PostgREST passes on for answers about the request', () => {
    expect(
      respond({ code: '23505', message: 'duplicate key value', detail: 'Key (id)=(1) already exists.' }).res
        .body,
    ).toEqual({
      code: '23505',
      details: 'Key (id)=(1) already exists.',
      hint: null,
      message: 'duplicate key value',
    });
    const timeout = respond({ code: '57014', message: 'canceling statement due to statement timeout' });
    expect(timeout.res.status).toBe(504);
    expect(timeout.res.body).toMatchObject({ message: 'canceling statement due to statement timeout' });
    expect(timeout.logged).toBe('');
  });
});
