// SQL builder: turns a read plan (plan.ts) into PostgREST's query shape — one SELECT per
// level, each embedded resource a LATERAL join, mutations and calls as a `pgrst_source`
// CTE the plan reads — wrapped in ONE statement that returns `total` (count or null),
// `page_total` (rows in the response) and `body` (the JSON text, built by Postgres so
// every type is formatted as PostgREST formats it). Identifiers are quoted; every value is
// a parameter, sent untyped so Postgres reads it as the type it is compared with.
import { rowCounter, tally, type RequestBudget } from './budget';
import type { Filter, JsonStep } from './parser';
import {
  SOURCE,
  type JoinCondition,
  type PlanCondition,
  type PlanField,
  type PlanOrder,
  type Qualifier,
  type ReadPlan,
} from './plan';
import type { QualifiedName, Routine, RoutineParam, TableInfo } from './schema';

export const qi = (s: string): string => `"${s.replace(/"/g, '""')}"`;
export const ql = (s: string): string => `'${s.replace(/'/g, "''")}'`;

export class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

export interface Statement {
  sql: string;
  params: unknown[];
}

export const fromQi = (q: QualifiedName): string => (q.schema ? `${qi(q.schema)}.${qi(q.name)}` : qi(q.name));
const qualifierSql = (q: Qualifier): string => ('alias' in q ? qi(q.alias) : fromQi(q));
const columnSql = (qualifier: string, name: string): string =>
  name === '*' ? `${qualifier}.*` : `${qualifier}.${qi(name)}`;

/** The qualifier a level's columns are written with: its alias, or its schema-qualified name. */
const planQualifier = (plan: ReadPlan): string => (plan.fromAlias ? qi(plan.fromAlias) : fromQi(plan.from));

const JSON_TYPES = new Set(['json', 'jsonb']);

function jsonPathSql(json: JsonStep[]): string {
  return json.map((s) => `${s.arrow}${/^-?\d+$/.test(s.key) ? s.key : ql(s.key)}`).join('');
}

interface FieldRef {
  name: string;
  json: JsonStep[];
  fullRow?: boolean;
}

/**
 * A column with its JSON path. Columns that are not json/jsonb (and names the cache does not
 * know, such as computed fields) go through to_jsonb first, as PostgREST writes them.
 */
function fieldSql(
  qualifier: string,
  table: TableInfo | null,
  f: FieldRef,
  toTsVector?: string | null,
): string {
  if (f.fullRow) return qualifier;
  let sql = columnSql(qualifier, f.name);
  if (f.json.length) {
    const type = table?.columns.get(f.name)?.type;
    sql = `${type && JSON_TYPES.has(type) ? sql : `to_jsonb(${sql})`}${jsonPathSql(f.json)}`;
  }
  if (toTsVector !== undefined) {
    const type = table?.columns.get(f.name)?.type;
    if (type !== 'tsvector' || f.json.length) sql = `to_tsvector(${toTsVector ?? ''}${sql})`;
  }
  return sql;
}

const applyCast = (cast: string | null, sql: string): string => (cast ? `CAST( ${sql} AS ${cast} )` : sql);
const applyAggregate = (fn: string | null, cast: string | null, sql: string): string =>
  fn ? applyCast(cast, `${fn.toUpperCase()}(${sql})`) : sql;

function selectItemSql(qualifier: string, table: TableInfo | null, f: PlanField): string {
  const value = applyAggregate(
    f.aggregate,
    f.aggregateCast,
    applyCast(f.cast, fieldSql(qualifier, table, f)),
  );
  return f.alias ? `${value} AS ${qi(f.alias)}` : value;
}

// ---------------------------------------------------------------------------
// filters
// ---------------------------------------------------------------------------

const SIMPLE_OPERATORS: Record<string, string> = {
  neq: '<>',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};
const QUANT_OPERATORS: Record<string, string> = {
  eq: '=',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
};
const FTS_FUNCTIONS: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};
const IS_VALUES: Record<string, string> = {
  null: 'NULL',
  not_null: 'NOT NULL',
  true: 'TRUE',
  false: 'FALSE',
  unknown: 'UNKNOWN',
};

/** `{"a","b"}`: the values as a Postgres array literal Postgres reads as the column's array type. */
const arrayLiteral = (values: string[]): string =>
  `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;

export interface SqlContext {
  params: Params;
  budget: RequestBudget | null;
}

function filterSql(ctx: SqlContext, qualifier: string, table: TableInfo | null, f: Filter): string {
  const p = (v: unknown): string => ctx.params.add(v);
  const fts = FTS_FUNCTIONS[f.op];
  const config = f.config !== null ? `${p(f.config)}, ` : '';
  const field = fieldSql(qualifier, table, { name: f.column, json: f.json }, fts ? config : undefined);
  let expr: string;
  if (fts) {
    expr = `${field} @@ ${fts}(${config}${p(f.value)})`;
  } else if (f.op === 'is') {
    expr = `${field} IS ${IS_VALUES[f.value as string]}`;
  } else if (f.op === 'isdistinct') {
    expr = `${field} IS DISTINCT FROM ${p(f.value)}`;
  } else if (f.op === 'in') {
    const list = f.value as string[];
    expr = list.length === 0 ? `${field} = ANY('{}')` : `${field} = ANY (${p(arrayLiteral(list))})`;
  } else if (SIMPLE_OPERATORS[f.op]) {
    expr = `${field} ${SIMPLE_OPERATORS[f.op]} ${p(f.value)}`;
  } else {
    const value = p(f.value);
    const quantified = f.quantifier ? `${f.quantifier.toUpperCase()}(${value})` : value;
    expr = `${field} ${QUANT_OPERATORS[f.op]} ${quantified}`;
  }
  return f.negated ? `NOT ${expr}` : expr;
}

function conditionSql(ctx: SqlContext, qualifier: string, table: TableInfo | null, c: PlanCondition): string {
  if (c.type === 'nullEmbed') return `${qi(c.aggAlias)} IS ${c.negated ? '' : 'NOT '}DISTINCT FROM NULL`;
  if (c.type === 'filter') return filterSql(ctx, qualifier, table, c);
  const children = c.children.map((child) => conditionSql(ctx, qualifier, table, child as PlanCondition));
  const joined = `(${children.join(c.op === 'and' ? ' AND ' : ' OR ')})`;
  return c.negated ? `NOT ${joined}` : joined;
}

const joinConditionSql = (j: JoinCondition): string =>
  `${columnSql(qualifierSql(j.left[0]), j.left[1])} = ${columnSql(qualifierSql(j.right[0]), j.right[1])}`;

function orderSql(qualifier: string, table: TableInfo | null, order: PlanOrder[]): string {
  if (order.length === 0) return '';
  const terms = order.map((o) => {
    const field =
      o.relation !== null
        ? `${columnSql(qi(o.relation), o.name)}${jsonPathSql(o.json)}`
        : fieldSql(qualifier, table, o);
    const direction = o.direction ? ` ${o.direction.toUpperCase()}` : '';
    const nulls = o.nulls ? ` NULLS ${o.nulls.toUpperCase()}` : '';
    return `${field}${direction}${nulls}`;
  });
  return ` ORDER BY ${terms.join(', ')}`;
}

function pagingSql(plan: ReadPlan): string {
  let s = '';
  if (plan.limit !== null) s += ` LIMIT ${plan.limit}`;
  if (plan.offset !== null && plan.offset > 0) s += ` OFFSET ${plan.offset}`;
  return s;
}

// ---------------------------------------------------------------------------
// reads
// ---------------------------------------------------------------------------

/** How a level's row is named in its children's FROM (a computed relationship's argument). */
const rowReference = (plan: ReadPlan): string => qi(plan.fromAlias ?? plan.from.name);

function fromSql(plan: ReadPlan, parentRow: string | null): string {
  let from: string;
  if (plan.rel?.type === 'computed') {
    // The function called with the parent's row: `fn("parent"::schema.table)`.
    from = `${fromQi(plan.rel.function)}(${parentRow}::${fromQi(plan.rel.table)})`;
  } else {
    from = fromQi(plan.from);
  }
  if (plan.fromAlias) from += ` AS ${qi(plan.fromAlias)}`;
  if (plan.rel?.type === 'fk' && plan.rel.cardinality.kind === 'm2m') {
    from += `, ${fromQi({ schema: plan.rel.table.schema, name: plan.rel.cardinality.junction.table.name })}`;
  }
  return from;
}

function groupSql(qualifier: string, plan: ReadPlan): string {
  const aggregated =
    plan.select.some((f) => f.aggregate !== null) ||
    plan.relSelect.some((r) => r.kind === 'spread' && r.fields.some((f) => f.aggregate !== null));
  if (!aggregated) return '';
  const terms = [
    ...plan.select
      .filter((f) => f.aggregate === null)
      .map((f) => (f.alias ? qi(f.alias) : fieldSql(qualifier, plan.table, f))),
    ...plan.relSelect.flatMap((r) => {
      if (r.kind === 'embed') return r.empty ? [] : [qi(r.name)];
      return r.fields
        .filter((f) => f.aggregate === null)
        .map((f) => `${qi(r.aggAlias)}.${qi(f.alias ?? f.name)}`);
    }),
  ];
  return terms.length ? ` GROUP BY ${terms.join(', ')}` : '';
}

/** One level's SELECT, its embeds joined laterally. */
export function readPlanSql(ctx: SqlContext, plan: ReadPlan, parentRow: string | null = null): string {
  const qualifier = planQualifier(plan);
  const selects: string[] = (
    plan.select.length === 0 && plan.children.length === 0
      ? [columnSql(qualifier, '*')]
      : plan.select.map((f) => selectItemSql(qualifier, plan.table, f))
  ).concat(plan.spreadExtra.map((f) => selectItemSql(qualifier, plan.table, f)));
  const joins: string[] = [];
  for (const rs of plan.relSelect) {
    const child = plan.children.find((c) => c.aggAlias === rs.aggAlias)!;
    const agg = qi(rs.aggAlias);
    const sub = readPlanSql(ctx, child, rowReference(plan));
    const join = (query: string, on: string): string =>
      ` ${child.inner ? 'INNER' : 'LEFT'} JOIN LATERAL ( ${query} ) AS ${agg} ON ${on}`;
    const onArray = child.inner ? `${agg} IS NOT NULL` : 'TRUE';
    const aggregated = `${tally(ctx.budget, `json_agg(${agg})`)}::jsonb AS ${agg}`;
    if (rs.kind === 'embed') {
      if (rs.toOne) {
        if (!rs.empty) selects.push(`${tally(ctx.budget, `row_to_json(${agg}.*)`)}::jsonb AS ${qi(rs.name)}`);
        joins.push(join(sub, 'TRUE'));
      } else {
        if (!rs.empty) selects.push(`COALESCE( ${agg}.${agg}, '[]') AS ${qi(rs.name)}`);
        joins.push(join(`SELECT ${aggregated} FROM (${sub} ) AS ${agg}`, onArray));
      }
      continue;
    }
    for (const f of rs.fields) {
      const value = applyAggregate(f.aggregate, f.aggregateCast, `${agg}.${qi(f.name)}`);
      selects.push(f.alias ? `${value} AS ${qi(f.alias)}` : value);
    }
    if (child.spread === 'many') {
      const order = orderSql(agg, null, child.spreadOrder);
      const arrays = rs.fields.map(
        (f) => `COALESCE(json_agg(${agg}.${qi(f.name)}${order}),'[]')::jsonb AS ${qi(f.alias ?? f.name)}`,
      );
      joins.push(join(`SELECT ${[aggregated, ...arrays].join(', ')} FROM (${sub} ) AS ${agg}`, onArray));
    } else {
      joins.push(join(sub, 'TRUE'));
    }
  }
  const conditions = plan.where.map((c) => conditionSql(ctx, qualifier, plan.table, c));
  const joinConditions = plan.joinConditions.map(joinConditionSql);
  let where: string[];
  if (plan.depth > 0 && ctx.budget) {
    // Each joined row is counted before its filters run (a CASE keeps that order; as separate
    // conditions Postgres would test cheap filters first and skip the count).
    const filters = conditions.length ? conditions.join(' AND ') : 'true';
    where = [...joinConditions, `(CASE WHEN ${rowCounter(ctx.budget)} THEN ${filters} ELSE false END)`];
  } else {
    where = [...conditions, ...joinConditions];
  }
  return (
    `SELECT ${selects.join(', ')} FROM ${fromSql(plan, parentRow)}${joins.join('')}` +
    (where.length ? ` WHERE ${where.join(' AND ')}` : '') +
    groupSql(qualifier, plan) +
    orderSql(qualifier, plan.table, plan.order) +
    pagingSql(plan)
  );
}

/**
 * `SELECT 1` over the root level's filters (no paging), for counts; inner embeds become
 * EXISTS so they narrow the count as they narrow the rows.
 */
export function countSql(ctx: SqlContext, plan: ReadPlan, parentRow: string | null = null): string {
  const qualifier = planQualifier(plan);
  const conditions = plan.where.map((c) => {
    if (c.type !== 'nullEmbed') return conditionSql(ctx, qualifier, plan.table, c);
    const child = plan.children.find((ch) => ch.aggAlias === c.aggAlias)!;
    return `${c.negated ? '' : 'NOT '}EXISTS (${countSql(ctx, child, rowReference(plan))})`;
  });
  const inner = plan.children
    .filter((c) => c.inner)
    .map((c) => `EXISTS (${countSql(ctx, c, rowReference(plan))} )`);
  const where = [...conditions, ...plan.joinConditions.map(joinConditionSql), ...inner];
  return `SELECT 1 FROM ${fromSql(plan, parentRow)}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`;
}

// ---------------------------------------------------------------------------
// the statement around the plan
// ---------------------------------------------------------------------------

export interface BodyShape {
  /** Accept: application/vnd.pgrst.object+json */
  single: boolean;
  /** HEAD, or nothing to answer with: no body built. */
  none: boolean;
  /** `nulls=stripped` in Accept. */
  stripNulls: boolean;
  /** Accept: text/csv — PostgREST's CSV (a header line, then one line per row). */
  csv: boolean;
  /** Rows are `pgrst_scalar` values (a function returning a scalar or a set of them). */
  scalar?: boolean;
  /** The whole answer is one value (`single()`, or a function returning one row or value). */
  one?: boolean;
}

function bodySql(shape: BodyShape, budget: RequestBudget | null): string {
  if (shape.none) return 'null::text';
  if (shape.csv) {
    const header = `(SELECT coalesce(string_agg(a.k, ','), '') FROM (SELECT json_object_keys(r)::text as k FROM ( SELECT row_to_json(hh) as r from ${SOURCE} as hh limit 1) s) a)`;
    const row = tally(budget, `substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2)`);
    return `${header} || chr(10) || coalesce(string_agg(${row}, chr(10)), '')`;
  }
  const value = shape.scalar ? '_postgrest_t.pgrst_scalar' : '_postgrest_t';
  // Each row is counted as it joins the array (still a row: json_agg writes it as before).
  let agg = `json_agg(${tally(budget, value)})`;
  if (shape.one || shape.single) agg = `${agg}->0`;
  if (shape.stripNulls) agg = `json_strip_nulls(${agg})`;
  return `coalesce(${agg}, ${shape.one || shape.single ? `'null'` : `'[]'`})::text`;
}

/** A read: `WITH pgrst_source AS (<plan>) SELECT total, page_total, body`. */
export function readStatement(
  plan: ReadPlan,
  shape: BodyShape,
  count: boolean,
  budget: RequestBudget | null,
): Statement {
  const ctx: SqlContext = { params: new Params(), budget };
  const source = readPlanSql(ctx, plan);
  const countCte = count ? `, pgrst_source_count AS (${countSql(ctx, plan)})` : '';
  const total = count ? '(SELECT pg_catalog.count(*) FROM pgrst_source_count)' : 'null::bigint';
  const sql =
    `WITH ${SOURCE} AS ( ${source} )${countCte} ` +
    `SELECT ${total} AS total, pg_catalog.count(_postgrest_t) AS page_total, ${bodySql(shape, budget)} AS body ` +
    `FROM ( SELECT * FROM ${SOURCE} ) _postgrest_t`;
  return { sql, params: ctx.params.values };
}

/** The count query alone, for `count=planned` (its plan's row estimate). */
export function countStatement(plan: ReadPlan): Statement {
  const ctx: SqlContext = { params: new Params(), budget: null };
  return { sql: countSql(ctx, plan), params: ctx.params.values };
}

// ---------------------------------------------------------------------------
// mutations
// ---------------------------------------------------------------------------

export interface InsertOptions {
  table: TableInfo;
  /** The JSON body text (an object or an array of objects). */
  body: string;
  columns: string[];
  /** `Prefer: missing=default` on an array: a key a row leaves out takes the column default. */
  missingDefault: boolean;
  conflict: { columns: string[]; action: 'merge' | 'ignore' } | null;
}

const returningSql = (table: QualifiedName, returning: string[]): string =>
  returning.length
    ? ` RETURNING ${returning.map((c) => columnSql(fromQi(table), c)).join(', ')}`
    : ' RETURNING 1';

// Upserts count what they insert: every row passes the insert's WHERE (+1), and each that
// turns into an update passes the DO UPDATE's WHERE (−1), so `pgrst.inserted` ends as the
// number of rows inserted, as PostgREST counts them.
const COUNT_INSERT = `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) + 1)::text, true) <> '0'`;
const COUNT_UPDATE = `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) - 1)::text, true) <> '-1'`;

export function insertSql(params: Params, o: InsertOptions, returning: string[]): string {
  const table = fromQi(o.table);
  const body = params.add(o.body);
  const rows = o.body.trimStart().startsWith('[')
    ? `${body}::text::json`
    : `json_build_array(${body}::text::json)`;
  const cols = o.columns.map(qi).join(', ');
  let source: string;
  if (o.missingDefault && o.columns.length) {
    // Every row evaluates every default (a sequence advances even where a row gives its own
    // value, as with PostgREST); a key the row leaves out takes it.
    const defaults = o.columns.filter((c) => o.table.columns.get(c)?.defaultExpr);
    const exprs = o.columns.map((c) =>
      defaults.includes(c)
        ? `case when _j.x::jsonb ? ${ql(c)} then _r.${qi(c)} else _j.${qi(c)} end`
        : `_r.${qi(c)}`,
    );
    const evaluated = defaults.map((c) => `, ${o.table.columns.get(c)!.defaultExpr} as ${qi(c)}`).join('');
    source =
      `SELECT ${exprs.join(', ')} FROM (SELECT x, n${evaluated} FROM json_array_elements(${rows}) with ordinality _e(x, n)) _j ` +
      `cross join lateral json_populate_record(null::${table}, _j.x) _r`;
  } else if (o.columns.length) {
    source = `SELECT ${cols} FROM json_populate_recordset(null::${table}, ${rows}) _r`;
  } else {
    source = `SELECT FROM json_array_elements(${rows}) _r`;
  }
  const merge = o.conflict?.action === 'merge' && o.columns.length > 0;
  if (merge) source += ` WHERE ${COUNT_INSERT}`;
  if (o.missingDefault && o.columns.length) source += ' ORDER BY _j.n';
  // With no columns (`{}` or `[{}, {}]`) each row takes every default.
  let sql = `INSERT INTO ${table}${o.columns.length ? ` (${cols})` : ''} ${source}`;
  if (o.conflict) {
    const target = `(${o.conflict.columns.map(qi).join(', ')})`;
    sql += merge
      ? ` ON CONFLICT${target} DO UPDATE SET ${o.columns.map((c) => `${qi(c)} = EXCLUDED.${qi(c)}`).join(', ')} WHERE ${COUNT_UPDATE}`
      : ` ON CONFLICT${target} DO NOTHING`;
  }
  return sql + returningSql(o.table, returning);
}

export function updateSql(
  ctx: SqlContext,
  table: TableInfo,
  body: string,
  columns: string[],
  where: PlanCondition[],
  returning: string[],
): string {
  const name = fromQi(table);
  const set = columns.map((c) => `${qi(c)} = pgrst_body.${qi(c)}`).join(', ');
  const conditions = where.map((c) => conditionSql(ctx, name, table, c));
  return (
    `UPDATE ${name} SET ${set} FROM json_populate_record(null::${name}, ${ctx.params.add(body)}::text::json) pgrst_body` +
    (conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '') +
    returningSql(table, returning)
  );
}

export function deleteSql(
  ctx: SqlContext,
  table: TableInfo,
  where: PlanCondition[],
  returning: string[],
): string {
  const name = fromQi(table);
  const conditions = where.map((c) => conditionSql(ctx, name, table, c));
  return `DELETE FROM ${name}${conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''}${returningSql(table, returning)}`;
}

/**
 * A mutation and the read of what it returned: `WITH pgrst_source AS (<mutation>) SELECT …`.
 * `inserted` is what an upsert inserted (the rest it updated).
 */
export function mutationStatement(
  ctx: SqlContext,
  mutation: string,
  plan: ReadPlan | null,
  shape: BodyShape,
): Statement {
  const read = plan ? readPlanSql(ctx, plan) : `SELECT * FROM ${SOURCE}`;
  const sql =
    `WITH ${SOURCE} AS (${mutation}) ` +
    `SELECT null::bigint AS total, pg_catalog.count(_postgrest_t) AS page_total, ${bodySql(shape, ctx.budget)} AS body, ` +
    `coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) AS inserted ` +
    `FROM (${read}) _postgrest_t`;
  return { sql, params: ctx.params.values };
}

// ---------------------------------------------------------------------------
// function calls
// ---------------------------------------------------------------------------

export type CallArguments =
  /** POST with JSON: the body text; a single unnamed parameter receives all of it. */
  | { kind: 'json'; body: string }
  /** GET (or a form): each parameter's text. */
  | { kind: 'direct'; values: Map<string, string> };

export function callSql(params: Params, fn: Routine, call: RoutineParam[], args: CallArguments): string {
  const scalar = !fn.returnsComposite;
  const name = fromQi(fn);
  const callIt = (argsSql: string): string =>
    scalar ? `(SELECT ${name}(${argsSql}) pgrst_scalar) pgrst_call` : `${name}(${argsSql}) pgrst_call`;
  const select = scalar ? 'SELECT pgrst_call.pgrst_scalar' : 'SELECT pgrst_call.*';
  const variadic = (p: RoutineParam): string => (p.variadic ? 'VARIADIC ' : '');
  const only = fn.params.length === 1 && fn.params[0]!.name === '' ? fn.params[0]! : null;
  if (only) {
    const value = args.kind === 'json' ? args.body : null;
    return `${select} FROM ${callIt(`${params.add(value)}::${only.type}`)}`;
  }
  if (call.length === 0) return `${select} FROM ${callIt('')}`;
  if (args.kind === 'direct') {
    const list = call.map(
      (p) => `${variadic(p)}${qi(p.name)} := ${params.add(args.values.get(p.name) ?? null)}::${p.type}`,
    );
    return `${select} FROM ${callIt(list.join(', '))}`;
  }
  const typed = call.map((p) => `${qi(p.name)} ${p.type}`).join(', ');
  const names = call.map((p) => qi(p.name)).join(', ');
  const list = call.map((p) => `${variadic(p)}${qi(p.name)} := pgrst_body.${qi(p.name)}`);
  const body = params.add(args.body);
  return (
    `${select} FROM (SELECT ${body}::text::json AS json_data) pgrst_payload, ` +
    `LATERAL (SELECT ${names} FROM json_to_record(pgrst_payload.json_data) AS _(${typed}) LIMIT 1) pgrst_body, ` +
    `LATERAL ${callIt(list.join(', '))}`
  );
}

/** A call and the read of its result; a count counts the rows the plan's filters keep. */
export function callStatement(
  ctx: SqlContext,
  call: string,
  plan: ReadPlan,
  shape: BodyShape,
  count: boolean,
  returnsSingle: boolean,
): Statement {
  const countCte = count ? `, pgrst_source_count AS (${countSql(ctx, plan)})` : '';
  const total = count ? '(SELECT pg_catalog.count(*) FROM pgrst_source_count)' : 'null::bigint';
  const sql =
    `WITH ${SOURCE} AS (${call})${countCte} ` +
    `SELECT ${total} AS total, ${returnsSingle ? '1' : 'pg_catalog.count(_postgrest_t)'} AS page_total, ${bodySql(shape, ctx.budget)} AS body ` +
    `FROM (${readPlanSql(ctx, plan)}) _postgrest_t`;
  return { sql, params: ctx.params.values };
}
