import { describe, expect, it } from 'vitest';
import { statusForSqlState, toErrorResponse } from '../../src/rest/errors';
import { restError } from './rest-error';
import { parseQuery } from '../../src/rest/parser';
import { buildReadPlan } from '../../src/rest/plan';
import { buildRelationships, type ForeignKeyRow } from '../../src/rest/relationships';
import { qualifiedKey, type ColumnInfo, type SchemaCache, type TableInfo } from '../../src/rest/schema';
import { Params, deleteSql, insertSql, readStatement, updateSql, type BodyShape } from '../../src/rest/sql';

const col = (name: string, type = 'text', defaultExpr: string | null = null): ColumnInfo => ({
  name,
  type,
  nullable: true,
  defaultExpr,
  generated: false,
});

const table = (name: string, cols: ColumnInfo[], pk = ['id']): TableInfo => ({
  schema: 'public',
  name,
  isView: false,
  columns: new Map(cols.map((c) => [c.name, c])),
  columnOrder: cols.map((c) => c.name),
  primaryKey: pk,
});

const tenders = table('tenders', [
  col('id', 'uuid', 'gen_random_uuid()'),
  col('title'),
  col('status', 'public.tender_status'),
  col('data', 'jsonb'),
]);
const tasks = table('tasks', [
  col('id', 'uuid'),
  col('tender_id', 'uuid'),
  col('reviewer_tender_id', 'uuid'),
  col('name'),
]);

const fk = (name: string, column: string): ForeignKeyRow => ({
  name,
  table_oid: 2,
  table_schema: 'public',
  table_name: 'tasks',
  ftable_oid: 1,
  ftable_schema: 'public',
  ftable_name: 'tenders',
  columns: [{ col: column, num: 2, fcol: 'id', fnum: 1 }],
  one_to_one: false,
});

function cache(foreignKeys: ForeignKeyRow[]): SchemaCache {
  const tables = new Map([tenders, tasks].map((t) => [qualifiedKey(t), t]));
  return {
    schemas: ['public'],
    tables,
    relationships: buildRelationships({ tables, foreignKeys, viewColumns: [], computed: [] }),
    routines: new Map(),
    settings: { aggregates: false, plan: false },
  };
}
const schema = cache([fk('tasks_tender_id_fkey', 'tender_id')]);
const ambiguous = cache([
  fk('tasks_tender_id_fkey', 'tender_id'),
  fk('tasks_reviewer_fkey', 'reviewer_tender_id'),
]);

const shape: BodyShape = { single: false, none: false, stripNulls: false, csv: false };
const q = (s: string) => parseQuery(new URLSearchParams(s));
const read = (c: SchemaCache, t: TableInfo, query: string, count = false) =>
  readStatement(buildReadPlan(c, t, q(query), { kind: 'read', maxRows: null }), shape, count, null);

const EVIL = `x'); drop table tenders; --`;

describe('SQL builder', () => {
  it('binds every value as a parameter and quotes every identifier', () => {
    const st = read(
      schema,
      tenders,
      `select=id,title&title=eq.${encodeURIComponent(EVIL)}&or=(status.in.("a,b",c),title.like."*${encodeURIComponent(EVIL)}*")&order=title.desc.nullslast&limit=5&offset=10`,
      true,
    );
    expect(st.sql).not.toContain('drop table');
    expect(st.params).toEqual([EVIL, '{"a,b","c"}', `%${EVIL}%`, EVIL, '{"a,b","c"}', `%${EVIL}%`]);
    expect(st.sql).toContain(`"public"."tenders"."title" = $1`);
    expect(st.sql).toContain(`"public"."tenders"."status" = ANY ($2)`);
    expect(st.sql).toContain(`"public"."tenders"."title" like $3`);
    expect(st.sql).toContain('ORDER BY "public"."tenders"."title" DESC NULLS LAST LIMIT 5 OFFSET 10');
    expect(st.sql).toContain('pgrst_source_count AS (SELECT 1 FROM "public"."tenders" WHERE');
  });

  it('reads JSON paths of json columns directly and of other columns through to_jsonb', () => {
    const st = read(schema, tenders, 'select=data->a->>b,title->>0');
    expect(st.sql).toContain(`"public"."tenders"."data"->'a'->>'b' AS "b"`);
    expect(st.sql).toContain(`to_jsonb("public"."tenders"."title")->>0`);
  });

  it('embeds one-to-many as a lateral json array and many-to-one as a lateral object', () => {
    const down = read(schema, tenders, 'select=id,items:tasks(name)&items.order=name&items.name=neq.x');
    expect(down.sql).toContain(
      `LEFT JOIN LATERAL ( SELECT json_agg("tenders_items_1")::jsonb AS "tenders_items_1" FROM (SELECT "tasks_1"."name" FROM "public"."tasks" AS "tasks_1" WHERE "tasks_1"."name" <> $1 AND "tasks_1"."tender_id" = "public"."tenders"."id" ORDER BY "tasks_1"."name" ) AS "tenders_items_1" ) AS "tenders_items_1" ON TRUE`,
    );
    expect(down.sql).toContain(`COALESCE( "tenders_items_1"."tenders_items_1", '[]') AS "items"`);
    const up = read(schema, tasks, 'select=name,tenders(title)');
    expect(up.sql).toContain(
      `row_to_json("tasks_tenders_1".*)::jsonb AS "tenders" FROM "public"."tasks" LEFT JOIN LATERAL ( SELECT "tenders_1"."title" FROM "public"."tenders" AS "tenders_1" WHERE "tenders_1"."id" = "public"."tasks"."tender_id" ) AS "tasks_tenders_1" ON TRUE`,
    );
  });

  it('!inner joins inner, and narrows the count with an EXISTS', () => {
    const st = read(schema, tenders, 'select=id,tasks!inner(id)&tasks.name=eq.a', true);
    expect(st.sql).toContain('INNER JOIN LATERAL');
    expect(st.sql).toContain(
      `EXISTS (SELECT 1 FROM "public"."tasks" AS "tasks_1" WHERE "tasks_1"."name" = $2 AND "tasks_1"."tender_id" = "public"."tenders"."id" )`,
    );
  });

  it('reports unknown relationships and embed paths the PostgREST way (Postgres reports unknown columns)', () => {
    expect(read(schema, tenders, 'select=nope').sql).toContain(`"public"."tenders"."nope"`);
    expect(restError(() => read(schema, tenders, 'select=id,users(*)'))).toMatchObject({
      status: 400,
      code: 'PGRST200',
      message: "Could not find a relationship between 'tenders' and 'users' in the schema cache",
    });
    expect(restError(() => read(schema, tenders, 'select=id&tasks.name=eq.1'))).toMatchObject({
      status: 400,
      code: 'PGRST108',
    });
    const ambiguity = restError(() => read(ambiguous, tenders, 'select=id,tasks(*)'));
    expect(ambiguity).toMatchObject({ status: 300, code: 'PGRST201' });
    expect(ambiguity.details).toEqual([
      {
        cardinality: 'one-to-many',
        embedding: 'tenders with tasks',
        relationship: 'tasks_tender_id_fkey using tenders(id) and tasks(tender_id)',
      },
      {
        cardinality: 'one-to-many',
        embedding: 'tenders with tasks',
        relationship: 'tasks_reviewer_fkey using tenders(id) and tasks(reviewer_tender_id)',
      },
    ]);
    const hinted = read(ambiguous, tenders, 'select=id,tasks!tasks_reviewer_fkey(*)');
    expect(hinted.sql).toContain(`"tasks_1"."reviewer_tender_id" = "public"."tenders"."id"`);
    const byColumn = read(ambiguous, tasks, 'select=id,reviewer_tender_id(title)');
    expect(byColumn.sql).toContain(`"tenders_1"."id" = "public"."tasks"."reviewer_tender_id"`);
  });

  it('returns only what it is asked for, and 1 otherwise', () => {
    const params = new Params();
    expect(deleteSql({ params, budget: null }, tenders, q('id=eq.1').nodes.get('')!.conditions, [])).toBe(
      'DELETE FROM "public"."tenders" WHERE "public"."tenders"."id" = $1 RETURNING 1',
    );
    const update = updateSql(
      { params, budget: null },
      tenders,
      '{"title":"x"}',
      ['title'],
      [],
      ['title', 'id'],
    );
    expect(update).toContain('SET "title" = pgrst_body."title"');
    expect(update).toContain('RETURNING "public"."tenders"."title", "public"."tenders"."id"');
  });

  it('inserts from json_populate_recordset, with defaults for missing keys and upsert clauses', () => {
    const plain = insertSql(
      new Params(),
      { table: tenders, body: '[{"title":"a"}]', columns: ['title'], missingDefault: false, conflict: null },
      [],
    );
    expect(plain).toBe(
      `INSERT INTO "public"."tenders" ("title") SELECT "title" FROM json_populate_recordset(null::"public"."tenders", $1::text::json) _r RETURNING 1`,
    );
    const defaults = insertSql(
      new Params(),
      {
        table: tenders,
        body: '[{"title":"a"},{"id":null}]',
        columns: ['id', 'title'],
        missingDefault: true,
        conflict: { columns: ['id'], action: 'merge' },
      },
      [],
    );
    expect(defaults).toContain(`case when _j.x::jsonb ? 'id' then _r."id" else _j."id" end`);
    expect(defaults).toContain(`gen_random_uuid() as "id"`);
    expect(defaults).toContain(
      `ON CONFLICT("id") DO UPDATE SET "id" = EXCLUDED."id", "title" = EXCLUDED."title"`,
    );
    const ignore = insertSql(
      new Params(),
      {
        table: tenders,
        body: '[]',
        columns: ['title'],
        missingDefault: false,
        conflict: { columns: ['id'], action: 'ignore' },
      },
      [],
    );
    expect(ignore).toContain('ON CONFLICT("id") DO NOTHING');
  });
});

describe('error mapping', () => {
  it('maps SQLSTATEs to the contract’s statuses', () => {
    const table: [string, number][] = [
      ['23505', 409],
      ['23503', 409],
      ['23502', 400],
      ['23514', 400],
      ['22P02', 400],
      ['22007', 400],
      ['42703', 400],
      ['P0001', 400],
      ['42P01', 404],
      ['42883', 404],
      ['XX999', 500],
      ['ZZ000', 400],
    ];
    for (const [code, status] of table) expect(statusForSqlState(code, 'authenticated'), code).toBe(status);
    expect(statusForSqlState('42501', 'anon')).toBe(401);
    expect(statusForSqlState('42501', 'authenticated')).toBe(403);
  });

  it('keeps Postgres message, detail and hint, with nulls for what is missing', () => {
    const res = toErrorResponse(
      { code: '23505', message: 'duplicate key', detail: 'Key (id)=(1) already exists.' },
      'authenticated',
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: '23505',
      details: 'Key (id)=(1) already exists.',
      hint: null,
      message: 'duplicate key',
    });
    const anon = toErrorResponse({ code: '42501', message: 'permission denied for table tenders' }, 'anon');
    expect(anon.status).toBe(401);
    expect(anon.headers?.['WWW-Authenticate']).toBe('Bearer');
  });

  it('never leaks a message or stack trace for non-database errors (the log gets them)', () => {
    const logged: string[] = [];
    const res = toErrorResponse(new Error('boom'), 'authenticated', (line) => logged.push(line));
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      code: 'PGRST000',
      details: null,
      hint: null,
      message: 'Internal error in the local REST layer: see the local stack log',
    });
    expect(logged.join('\n')).toContain('boom');
  });
});
