import { describe, expect, it } from 'vitest';
import { statusForSqlState, toErrorResponse } from '../../src/rest/errors';
import { restError } from './rest-error';
import { parseQuery } from '../../src/rest/parser';
import type { ColumnInfo, SchemaCache, TableInfo } from '../../src/rest/schema';
import { buildDelete, buildInsert, buildRead, buildUpdate, type ResultShape } from '../../src/rest/sql';

const col = (name: string, type = 'text', defaultExpr: string | null = null): ColumnInfo => ({
  name,
  type,
  baseType: type.replace(/\(.*\)$/, ''),
  nullable: true,
  defaultExpr,
  generated: false,
});

const table = (name: string, cols: ColumnInfo[], pk = ['id']): TableInfo => ({
  name,
  kind: 'table',
  columns: new Map(cols.map((c) => [c.name, c])),
  columnOrder: cols.map((c) => c.name),
  primaryKey: pk,
  uniqueKeys: [pk],
});

const tenders = table('tenders', [
  col('id', 'uuid', 'gen_random_uuid()'),
  col('title'),
  col('status', 'public.tender_status'),
  col('code', 'character varying(20)'),
]);
const tasks = table('tasks', [
  col('id', 'uuid'),
  col('tender_id', 'uuid'),
  col('reviewer_tender_id', 'uuid'),
  col('name'),
]);
const schema: SchemaCache = {
  tables: new Map([
    ['tenders', tenders],
    ['tasks', tasks],
  ]),
  foreignKeys: [
    {
      name: 'tasks_tender_id_fkey',
      table: 'tasks',
      columns: ['tender_id'],
      refTable: 'tenders',
      refColumns: ['id'],
    },
  ],
  functions: new Map(),
};
const ambiguous: SchemaCache = {
  ...schema,
  foreignKeys: [
    ...schema.foreignKeys,
    {
      name: 'tasks_reviewer_fkey',
      table: 'tasks',
      columns: ['reviewer_tender_id'],
      refTable: 'tenders',
      refColumns: ['id'],
    },
  ],
};

const shape: ResultShape = { single: false, head: false, stripNulls: false, count: false };
const q = (s: string) => parseQuery(new URLSearchParams(s));

const EVIL = `x'); drop table tenders; --`;

describe('SQL builder', () => {
  it('binds every value as a parameter and quotes every identifier', () => {
    const query = q(
      `select=id,title&title=eq.${encodeURIComponent(EVIL)}&or=(status.in.("a,b",c),code.like."*${encodeURIComponent(EVIL)}*")&order=title.desc.nullslast&limit=5&offset=10`,
    );
    const st = buildRead(schema, tenders, query, { ...shape, count: true });
    expect(st.sql).not.toContain('drop table');
    expect(st.params).toEqual([EVIL, 'a,b', 'c', `%${EVIL}%`]);
    expect(st.sql).toContain(`t0."title" = $1::text::text`);
    expect(st.sql).toContain(
      `t0."status" in ($2::text::public.tender_status, $3::text::public.tender_status)`,
    );
    expect(st.sql).toContain(`t0."code" like $4::text`);
    expect(st.sql).toContain('order by t0."title" desc nulls last limit 5 offset 10');
    expect(st.sql).toContain('(select pg_catalog.count(*) from "public"."tenders" t0 where');
  });

  it('casts filter values to the column type without its modifier', () => {
    const st = buildRead(schema, tenders, q('code=eq.abc'), shape);
    expect(st.sql).toContain(`t0."code" = $1::text::character varying`);
  });

  it('embeds one-to-many as a json array and many-to-one as an object', () => {
    const down = buildRead(
      schema,
      tenders,
      q('select=id,items:tasks(name)&items.order=name&items.name=neq.x'),
      shape,
    );
    expect(down.sql).toContain(
      `coalesce((select json_agg(_e) from (select t1."name" as "name" from "public"."tasks" t1 where t1."tender_id" = t0."id" and t1."name" <> $1::text::text order by t1."name") _e), '[]'::json) as "items"`,
    );
    const up = buildRead(schema, tasks, q('select=name,tenders(title)'), shape);
    expect(up.sql).toContain(
      `(select row_to_json(_e) from (select t1."title" as "title" from "public"."tenders" t1 where t1."id" = t0."tender_id" limit 1) _e) as "tenders"`,
    );
  });

  it('!inner adds an exists() on the parent, in the count too', () => {
    const st = buildRead(schema, tenders, q('select=id,tasks!inner(id)&tasks.name=eq.a'), {
      ...shape,
      count: true,
    });
    const exists = `exists (select 1 from "public"."tasks" t1 where t1."tender_id" = t0."id" and t1."name" = $1::text::text)`;
    expect(st.sql.split(exists).length - 1).toBe(2);
  });

  it('reports unknown columns, relationships and embed paths the PostgREST way', () => {
    expect(restError(() => buildRead(schema, tenders, q('select=nope'), shape))).toMatchObject({
      status: 400,
      code: '42703',
      message: 'column tenders.nope does not exist',
    });
    expect(restError(() => buildRead(schema, tenders, q('nope=eq.1'), shape)).code).toBe('42703');
    expect(restError(() => buildRead(schema, tenders, q('select=id,users(*)'), shape))).toMatchObject({
      status: 400,
      code: 'PGRST200',
      message: "Could not find a relationship between 'tenders' and 'users' in the schema cache",
    });
    expect(restError(() => buildRead(schema, tenders, q('select=id&tasks.name=eq.1'), shape))).toMatchObject({
      status: 400,
      code: 'PGRST108',
    });
    expect(restError(() => buildRead(ambiguous, tenders, q('select=id,tasks(*)'), shape))).toMatchObject({
      status: 300,
      code: 'PGRST201',
    });
    const hinted = buildRead(ambiguous, tenders, q('select=id,tasks!tasks_reviewer_fkey(*)'), shape);
    expect(hinted.sql).toContain(`t1."reviewer_tender_id" = t0."id"`);
    const byColumn = buildRead(ambiguous, tasks, q('select=id,reviewer_tender_id(title)'), shape);
    expect(byColumn.sql).toContain(`t1."id" = t0."reviewer_tender_id"`);
  });

  it('returns only what representation needs, and 1 otherwise', () => {
    const minimal = buildDelete(schema, tenders, q('id=eq.1'), { representation: false, shape });
    expect(minimal.sql).toContain('returning 1');
    const rep = buildUpdate(schema, tenders, q('select=title,tasks(id)&id=eq.1'), {
      representation: true,
      shape,
      rowJson: '{"title":"x"}',
      columns: ['title'],
    });
    expect(rep.sql).toContain('returning t0."title", t0."id"');
    expect(rep.params).toEqual(['{"title":"x"}', '1']);
  });

  it('inserts from json_populate_recordset, with defaults for missing keys and upsert clauses', () => {
    const plain = buildInsert(schema, tenders, q(''), {
      representation: false,
      shape,
      rowsJson: '[{"title":"a"}]',
      columns: ['title'],
      missingDefault: false,
      conflict: null,
    });
    expect(plain.sql).toContain(
      `insert into "public"."tenders" as t0 ("title") select "title" from json_populate_recordset(null::"public"."tenders", $1::text::json) _r`,
    );
    const defaults = buildInsert(schema, tenders, q(''), {
      representation: false,
      shape,
      rowsJson: '[{"title":"a"},{"id":null}]',
      columns: ['id', 'title'],
      missingDefault: true,
      conflict: { columns: ['id'], action: 'merge' },
    });
    expect(defaults.sql).toContain(`case when _j.x::jsonb ? 'id' then _r."id" else gen_random_uuid() end`);
    expect(defaults.sql).toContain(
      `on conflict ("id") do update set "id" = excluded."id", "title" = excluded."title"`,
    );
    const ignore = buildInsert(schema, tenders, q(''), {
      representation: false,
      shape,
      rowsJson: '[]',
      columns: ['title'],
      missingDefault: false,
      conflict: { columns: ['id'], action: 'ignore' },
    });
    expect(ignore.sql).toContain('on conflict ("id") do nothing');
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
