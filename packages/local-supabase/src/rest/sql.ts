// SQL builder: turns a parsed request plus the schema cache into ONE statement that
// returns `total` (count or null), `page_total` (rows in the response) and `body` (the
// JSON text, built by Postgres so every type is formatted as PostgREST formats it).
// Identifiers come only from the schema cache and are quoted; every value is a parameter.
import { rowCounter, tally, type RequestBudget } from './budget';
import {
  RestError,
  ambiguousRelationship,
  columnNotFound,
  notSupported,
  relationshipNotFound,
} from './errors';
import type {
  Condition,
  Filter,
  JsonStep,
  NodeModifiers,
  OrderTerm,
  ParsedQuery,
  SelectItem,
} from './parser';
import type { ColumnInfo, ForeignKey, FunctionArg, FunctionInfo, SchemaCache, TableInfo } from './schema';

export const qi = (s: string): string => `"${s.replace(/"/g, '""')}"`;
export const ql = (s: string): string => `'${s.replace(/'/g, "''")}'`;
const relSql = (name: string): string => `"public".${qi(name)}`;

export class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

/** Something rows come from: a table/view, or a function's result. */
export interface Relation {
  name: string;
  columns: Map<string, ColumnInfo>;
  columnOrder: string[];
  /** Set when relationships (embeds) can be followed from this relation. */
  table: TableInfo | null;
}

export const tableRelation = (t: TableInfo): Relation => ({
  name: t.name,
  columns: t.columns,
  columnOrder: t.columnOrder,
  table: t,
});

export interface Statement {
  sql: string;
  params: unknown[];
}

export interface ResultShape {
  /** Accept: application/vnd.pgrst.object+json */
  single: boolean;
  /** HEAD: no body needed. */
  head: boolean;
  /** `nulls=stripped` in Accept. */
  stripNulls: boolean;
  count: boolean;
  /** Accept: text/csv — PostgREST's CSV (a header line, then one line per row). */
  csv?: boolean;
  /** What the statement may build and read (budget.ts). Unset: no limits. */
  budget?: RequestBudget | null;
}

// ---------------------------------------------------------------------------
// relationships
// ---------------------------------------------------------------------------

interface Relationship {
  target: TableInfo;
  /** parentCols[i] = childCols[i] */
  parentCols: string[];
  childCols: string[];
  /** one-to-many → array; many-to-one and one-to-one → object or null */
  isArray: boolean;
  fk: ForeignKey;
}

const sameCols = (a: string[], b: string[]): boolean =>
  a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

function resolveRelationship(
  schema: SchemaCache,
  parent: TableInfo,
  name: string,
  hint: string | null,
): Relationship {
  const found: Relationship[] = [];
  for (const fk of schema.foreignKeys) {
    const single = fk.columns.length === 1 ? fk.columns[0] : null;
    // many-to-one: the parent holds the foreign key
    if (fk.table === parent.name && (fk.refTable === name || fk.name === name || single === name)) {
      if (!hint || hint === fk.name || hint === single || hint === fk.refTable) {
        const target = schema.tables.get(fk.refTable);
        if (target) {
          found.push({ target, parentCols: fk.columns, childCols: fk.refColumns, isArray: false, fk });
        }
      }
    }
    // one-to-many (or one-to-one when the child's FK columns are unique)
    if (
      fk.refTable === parent.name &&
      (fk.table === name || (fk.name === name && fk.table !== parent.name))
    ) {
      if (!hint || hint === fk.name || hint === single) {
        const target = schema.tables.get(fk.table);
        if (target) {
          const unique = target.uniqueKeys.some((k) => sameCols(k, fk.columns));
          found.push({ target, parentCols: fk.refColumns, childCols: fk.columns, isArray: !unique, fk });
        }
      }
    }
  }
  // The same FK can match twice for a self-reference named by constraint; dedupe.
  const unique = found.filter(
    (r, i) => found.findIndex((o) => o.fk === r.fk && o.isArray === r.isArray) === i,
  );
  if (unique.length === 0) throw relationshipNotFound(parent.name, name);
  if (unique.length > 1) {
    throw ambiguousRelationship(
      parent.name,
      name,
      unique.map((r) => r.fk.name),
    );
  }
  return unique[0]!;
}

// ---------------------------------------------------------------------------
// conditions, order, paging
// ---------------------------------------------------------------------------

const CMP: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
};

function column(rel: Relation, alias: string, name: string): string {
  if (!rel.columns.has(name)) throw columnNotFound(rel.name, name);
  return `${alias}.${qi(name)}`;
}

/** A column with its JSON path: `t0."data"->'a'->>0`. */
function columnExpr(rel: Relation, alias: string, name: string, json: JsonStep[]): string {
  let expr = column(rel, alias, name);
  for (const step of json) expr += `${step.arrow}${/^-?\d+$/.test(step.key) ? step.key : ql(step.key)}`;
  return json.length ? `(${expr})` : expr;
}

/** The type a filter value is cast to: the column's, text after `->>`, json(b) after `->`. */
function valueType(rel: Relation, f: { column: string; json: JsonStep[] }): string {
  const base = rel.columns.get(f.column)!.baseType;
  if (f.json.length === 0) return base;
  return f.json[f.json.length - 1]!.arrow === '->>' ? 'text' : base === 'json' ? 'json' : 'jsonb';
}

const TSQUERY: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

/** `exists (…)` per embedded resource of the root, for `tasks=is.null` / `not.is.null`. */
export type EmbedExists = Map<string, string>;

function filterSql(f: Filter, rel: Relation, alias: string, params: Params, embeds?: EmbedExists): string {
  const embed = !rel.columns.has(f.column) && f.json.length === 0 ? embeds?.get(f.column) : undefined;
  if (embed && f.op === 'is' && f.value === 'null') {
    // Null filtering on an embedded resource: is.null = no matching child.
    return f.negated ? embed : `not ${embed}`;
  }
  const col = columnExpr(rel, alias, f.column, f.json);
  // Values travel as text and Postgres casts them to the column's type, so a bad value is
  // a database error (22P02, 22007…) exactly as with PostgREST's unknown-typed literals,
  // never a driver-side serialization error.
  const type = valueType(rel, f);
  const typed = (v: unknown): string => `${params.add(v)}::text::${type}`;
  let sql: string;
  switch (f.op) {
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts': {
      const config = f.config ? `${params.add(f.config)}::text::regconfig, ` : '';
      const doc = type === 'tsvector' ? col : `to_tsvector(${config}${col})`;
      sql = `${doc} @@ ${TSQUERY[f.op]}(${config}${params.add(f.value)}::text)`;
      break;
    }
    case 'cs':
    case 'cd':
    case 'ov':
      sql = `${col} ${f.op === 'cs' ? '@>' : f.op === 'cd' ? '<@' : '&&'} ${typed(f.value)}`;
      break;
    case 'is': {
      const kw = f.value as string;
      sql = `${col} is ${kw === 'null' ? 'null' : kw}`;
      break;
    }
    case 'isdistinct':
      sql = `${col} is distinct from ${typed(f.value)}`;
      break;
    case 'in': {
      const list = f.value as string[];
      sql = list.length === 0 ? 'false' : `${col} in (${list.map(typed).join(', ')})`;
      break;
    }
    case 'like':
    case 'ilike':
    case 'match':
    case 'imatch':
      sql = `${col} ${CMP[f.op]} ${params.add(f.value)}::text`;
      break;
    default:
      sql = `${col} ${CMP[f.op]} ${typed(f.value)}`;
  }
  return f.negated ? `not (${sql})` : sql;
}

export function conditionSql(
  c: Condition,
  rel: Relation,
  alias: string,
  params: Params,
  embeds?: EmbedExists,
): string {
  if (c.type === 'filter') return filterSql(c, rel, alias, params, embeds);
  const parts = c.children.map((child) => conditionSql(child, rel, alias, params, embeds));
  const joined = `(${parts.join(c.op === 'and' ? ' and ' : ' or ')})`;
  return c.negated ? `not ${joined}` : joined;
}

/** `(select t."title" from tenders t where …)`: a to-one embedded resource's column, for order. */
function toOneColumn(schema: SchemaCache, rel: Relation, alias: string, o: OrderTerm): string {
  if (!rel.table) throw relationshipNotFound(rel.name, o.relation!);
  const r = resolveRelationship(schema, rel.table, o.relation!, null);
  if (r.isArray) {
    throw new RestError(
      400,
      'PGRST118',
      `A related order on '${r.target.name}' is not possible`,
      `'${rel.name}' and '${r.target.name}' do not form a many-to-one or one-to-one relationship`,
    );
  }
  const target = tableRelation(r.target);
  const join = r.parentCols.map((pc, i) => `_o.${qi(r.childCols[i]!)} = ${alias}.${qi(pc)}`).join(' and ');
  return `(select ${columnExpr(target, '_o', o.column, o.json)} from ${relSql(r.target.name)} _o where ${join} limit 1)`;
}

function orderSql(order: OrderTerm[], rel: Relation, alias: string, schema?: SchemaCache): string {
  if (order.length === 0) return '';
  const terms = order.map((o) => {
    let t =
      o.relation && schema ? toOneColumn(schema, rel, alias, o) : columnExpr(rel, alias, o.column, o.json);
    if (o.direction) t += ` ${o.direction}`;
    if (o.nulls) t += ` nulls ${o.nulls}`;
    return t;
  });
  return ` order by ${terms.join(', ')}`;
}

function pagingSql(mods: NodeModifiers): string {
  let s = '';
  if (mods.limit !== null) s += ` limit ${mods.limit}`;
  if (mods.offset !== null && mods.offset > 0) s += ` offset ${mods.offset}`;
  return s;
}

const emptyMods: NodeModifiers = { conditions: [], order: [], limit: null, offset: null };

// ---------------------------------------------------------------------------
// select lists with embeds
// ---------------------------------------------------------------------------

interface BuildCtx {
  schema: SchemaCache;
  query: ParsedQuery;
  params: Params;
  aliases: number;
  usedPaths: Set<string>;
  /** Root columns the select list reads (what a mutation must RETURN). */
  rootRefs: Set<string>;
  /** `exists (…)` of each embedded resource, by path. */
  embedExists: EmbedExists;
  budget: RequestBudget | null;
}

interface SelectListResult {
  columns: string[];
  /** `exists (…)` conditions the `!inner` embeds put on this level. */
  innerConds: string[];
  /** Set when the list holds `count` (embedded `tasks(count)`): the other columns to group by. */
  groupBy: string[] | null;
}

function selectList(
  ctx: BuildCtx,
  rel: Relation,
  alias: string,
  items: SelectItem[],
  path: string,
): SelectListResult {
  const columns: string[] = [];
  const innerConds: string[] = [];
  const plain: string[] = [];
  let counted = false;
  const ref = (c: string): void => {
    if (path === '') ctx.rootRefs.add(c);
  };
  for (const item of items) {
    if (item.type === 'star') {
      for (const c of rel.columnOrder) {
        columns.push(`${alias}.${qi(c)}`);
        plain.push(`${alias}.${qi(c)}`);
        ref(c);
      }
      continue;
    }
    if (item.type === 'column') {
      if (item.name === 'count' && path !== '' && !rel.columns.has('count')) {
        // `tasks(count)`: PostgREST's row count of an embedded resource.
        counted = true;
        columns.push(
          `pg_catalog.count(*)${item.cast ? `::${item.cast}` : ''} as ${qi(item.alias ?? 'count')}`,
        );
        continue;
      }
      let expr = columnExpr(rel, alias, item.name, item.json);
      ref(item.name);
      if (item.cast) expr += `::${item.cast}`;
      columns.push(`${expr} as ${qi(item.alias ?? item.name)}`);
      plain.push(expr);
      continue;
    }
    if (
      counted ||
      items.some((i) => i.type === 'column' && i.name === 'count' && path !== '' && !rel.columns.has('count'))
    ) {
      throw notSupported('Embedding inside an embedded count');
    }
    // embed
    if (!rel.table) throw relationshipNotFound(rel.name, item.name);
    const r = resolveRelationship(ctx.schema, rel.table, item.name, item.hint);
    r.parentCols.forEach(ref);
    const key = item.alias ?? item.name;
    const childPath = path === '' ? key : `${path}.${key}`;
    ctx.usedPaths.add(childPath);
    const childAlias = `t${++ctx.aliases}`;
    const child = tableRelation(r.target);
    const mods = ctx.query.nodes.get(childPath) ?? emptyMods;
    const inner = selectList(ctx, child, childAlias, item.children, childPath);
    const join = r.parentCols.map((pc, i) => `${childAlias}.${qi(r.childCols[i]!)} = ${alias}.${qi(pc)}`);
    const filters = [
      ...mods.conditions.map((c) => conditionSql(c, child, childAlias, ctx.params)),
      ...inner.innerConds,
    ];
    // With a budget, each joined row is counted before its filters run (a CASE keeps that
    // order; as separate conditions Postgres would test cheap filters first and skip it).
    const where = ctx.budget
      ? [
          ...join,
          `(case when ${rowCounter(ctx.budget)} then ${filters.join(' and ') || 'true'} else false end)`,
        ]
      : [...join, ...filters];
    const whereSql = where.join(' and ');
    const from = `from ${relSql(r.target.name)} ${childAlias} where ${whereSql}`;
    ctx.embedExists.set(childPath, `exists (select 1 ${from})`);
    if (item.inner) innerConds.push(`exists (select 1 ${from})`);
    if (item.spread) {
      columns.push(...spreadColumns(item, r, child, childAlias, from));
      continue;
    }
    if (item.children.length === 0) continue; // `tasks!inner()`: filter only, not in the output
    const list = inner.columns.join(', ');
    if (inner.groupBy) {
      const group = inner.groupBy.length ? ` group by ${inner.groupBy.join(', ')}` : '';
      const order = inner.groupBy.length ? orderSql(mods.order, child, childAlias, ctx.schema) : '';
      const sub = `select ${list} ${from}${group}${order}${pagingSql(mods)}`;
      const agg = `coalesce((select json_agg(_e) from (${sub}) _e), '[]'::json)`;
      columns.push(`${tally(ctx.budget, agg)} as ${qi(key)}`);
    } else if (r.isArray) {
      const sub = `select ${list} ${from}${orderSql(mods.order, child, childAlias, ctx.schema)}${pagingSql(mods)}`;
      const agg = `coalesce((select json_agg(_e) from (${sub}) _e), '[]'::json)`;
      columns.push(`${tally(ctx.budget, agg)} as ${qi(key)}`);
    } else {
      const one = `(select row_to_json(_e) from (select ${list} ${from} limit 1) _e)`;
      columns.push(`${tally(ctx.budget, one)} as ${qi(key)}`);
    }
  }
  return { columns, innerConds, groupBy: counted ? plain : null };
}

/** `...tenders(title)`: each column of a to-one embed as a column of the parent. */
function spreadColumns(
  item: Extract<SelectItem, { type: 'embed' }>,
  r: Relationship,
  child: Relation,
  childAlias: string,
  from: string,
): string[] {
  if (r.isArray) {
    throw new RestError(
      400,
      'PGRST119',
      `A spread operation on '${item.name}' is not possible`,
      `'${r.fk.table}' and '${r.fk.refTable}' do not form a many-to-one or one-to-one relationship`,
    );
  }
  return item.children.flatMap((c) => {
    if (c.type === 'embed') throw notSupported('Embedding inside a spread');
    const names =
      c.type === 'star' ? child.columnOrder.map((n) => ({ name: n, json: [], alias: n, cast: null })) : [c];
    return names.map((col) => {
      const expr = `${columnExpr(child, childAlias, col.name, col.json)}${col.cast ? `::${col.cast}` : ''}`;
      return `(select ${expr} ${from} limit 1) as ${qi(col.alias ?? col.name)}`;
    });
  });
}

function newCtx(schema: SchemaCache, query: ParsedQuery, shape: ResultShape): BuildCtx {
  return {
    budget: shape.budget ?? null,
    schema,
    query,
    params: new Params(),
    aliases: 0,
    usedPaths: new Set(),
    rootRefs: new Set(),
    embedExists: new Map(),
  };
}

/** Filters or order on `x.col` where `x` is not embedded → PGRST108 like PostgREST. */
function checkPaths(ctx: BuildCtx): void {
  for (const [path, mods] of ctx.query.nodes) {
    if (path === '' || ctx.usedPaths.has(path)) continue;
    if (mods.conditions.length || mods.order.length || mods.limit !== null || mods.offset !== null) {
      const key = path.split('.').pop()!;
      throw new RestError(
        400,
        'PGRST108',
        `'${key}' is not an embedded resource in this request`,
        null,
        `Verify that '${key}' is included in the 'select' query parameter.`,
      );
    }
  }
}

/** The embeds of the root level (their paths have no dot). */
const rootEmbeds = (ctx: BuildCtx): EmbedExists =>
  new Map([...ctx.embedExists].filter(([path]) => !path.includes('.')));

function bodyExpr(shape: ResultShape, rowExpr = '_t'): string {
  if (shape.head) return 'null::text';
  const budget = shape.budget ?? null;
  if (shape.csv) {
    // PostgREST's CSV: the first row's keys as the header, then each row's record text.
    const header = `coalesce((select string_agg(_k, ',') from json_object_keys(coalesce(json_agg(${rowExpr}) -> 0, '{}'::json)) _k), '')`;
    const row = tally(budget, `substring(${rowExpr}::text, 2, length(${rowExpr}::text) - 2)`);
    return `${header} || chr(10) || coalesce(string_agg(${row}, chr(10)), '')`;
  }
  // Each row is counted as it joins the array (still a row: json_agg writes it as before).
  const row = tally(budget, rowExpr);
  let agg = shape.single ? `(json_agg(${row}) -> 0)` : `coalesce(json_agg(${row}), '[]'::json)`;
  if (shape.stripNulls) agg = `json_strip_nulls(${agg})`;
  return `${agg}::text`;
}

// ---------------------------------------------------------------------------
// GET / HEAD on a table or view
// ---------------------------------------------------------------------------

export function buildRead(
  schema: SchemaCache,
  table: TableInfo,
  query: ParsedQuery,
  shape: ResultShape,
): Statement {
  const ctx = newCtx(schema, query, shape);
  const rel = tableRelation(table);
  const root = query.nodes.get('') ?? emptyMods;
  const list = selectList(ctx, rel, 't0', query.select, '');
  checkPaths(ctx);
  const embeds = rootEmbeds(ctx);
  const where = [
    ...root.conditions.map((c) => conditionSql(c, rel, 't0', ctx.params, embeds)),
    ...list.innerConds,
  ];
  const whereSql = where.length ? ` where ${where.join(' and ')}` : '';
  const from = `from ${relSql(table.name)} t0${whereSql}`;
  const source = `select ${list.columns.join(', ')} ${from}${orderSql(root.order, rel, 't0', schema)}${pagingSql(root)}`;
  const total = shape.count ? `(select pg_catalog.count(*) ${from})` : 'null::bigint';
  const sql =
    `with pgrst_source as (${source}) ` +
    `select ${total} as total, pg_catalog.count(*) as page_total, ${bodyExpr(shape)} as body ` +
    `from (select * from pgrst_source) _t`;
  return { sql, params: ctx.params.values };
}

// ---------------------------------------------------------------------------
// mutations
// ---------------------------------------------------------------------------

interface MutationOptions {
  representation: boolean;
  shape: ResultShape;
  /** Upserts count the rows actually inserted (`xmax = 0`), so an update-only upsert answers 200. */
  countInserted?: boolean;
}

/** Wraps `insert/update/delete … ` (without RETURNING) into the one statement. */
function wrapMutation(ctx: BuildCtx, table: TableInfo, mutation: string, opts: MutationOptions): Statement {
  // Upserts also return whether each row was inserted (xmax = 0) or updated.
  const inserted = opts.countInserted ? `, (t0.xmax::text = '0') as pgrst_inserted` : '';
  const insertedCount = opts.countInserted
    ? `(select pg_catalog.count(*) from pgrst_source where pgrst_inserted) as inserted`
    : '0 as inserted';
  if (!opts.representation) {
    const sql =
      `with pgrst_source as (${mutation} returning 1${inserted}) ` +
      `select null::bigint as total, pg_catalog.count(*) as page_total, null::text as body, ${insertedCount} from pgrst_source`;
    return { sql, params: ctx.params.values };
  }
  const rel = tableRelation(table);
  const list = selectList(ctx, rel, 't0', ctx.query.select, '');
  checkPaths(ctx);
  const returning = [...ctx.rootRefs].map((c) => `t0.${qi(c)}`);
  const sql =
    `with pgrst_source as (${mutation} returning ${returning.length ? returning.join(', ') : '1'}${inserted}) ` +
    `select null::bigint as total, pg_catalog.count(*) as page_total, ${bodyExpr(opts.shape)} as body, ${insertedCount} ` +
    `from (select ${list.columns.join(', ')} from pgrst_source t0) _t`;
  return { sql, params: ctx.params.values };
}

export interface InsertOptions extends MutationOptions {
  /** JSON array of row objects, as text. */
  rowsJson: string;
  columns: string[];
  missingDefault: boolean;
  conflict: { columns: string[]; action: 'merge' | 'ignore' } | null;
}

export function buildInsert(
  schema: SchemaCache,
  table: TableInfo,
  query: ParsedQuery,
  o: InsertOptions,
): Statement {
  const ctx = newCtx(schema, query, o.shape);
  const body = ctx.params.add(o.rowsJson);
  const rowType = `null::${relSql(table.name)}`;
  const cols = o.columns.map(qi).join(', ');
  let source: string;
  if (o.missingDefault && o.columns.length) {
    const exprs = o.columns.map((c) => {
      const def = table.columns.get(c)?.defaultExpr ?? 'null';
      return `case when _j.x::jsonb ? ${ql(c)} then _r.${qi(c)} else ${def} end`;
    });
    source =
      `select ${exprs.join(', ')} from json_array_elements(${body}::text::json) with ordinality _j(x, n) ` +
      `cross join lateral json_populate_record(${rowType}, _j.x) _r order by _j.n`;
  } else {
    source = `select ${cols} from json_populate_recordset(${rowType}, ${body}::text::json) _r`;
  }
  let sql = `insert into ${relSql(table.name)} as t0${o.columns.length ? ` (${cols})` : ''} ${source}`;
  if (o.conflict) {
    for (const c of o.conflict.columns) column(tableRelation(table), 't0', c);
    const target = `(${o.conflict.columns.map(qi).join(', ')})`;
    if (o.conflict.action === 'ignore' || o.columns.length === 0) {
      sql += ` on conflict ${target} do nothing`;
    } else {
      sql += ` on conflict ${target} do update set ${o.columns.map((c) => `${qi(c)} = excluded.${qi(c)}`).join(', ')}`;
    }
  }
  return wrapMutation(ctx, table, sql, { ...o, countInserted: o.conflict !== null });
}

export interface UpdateOptions extends MutationOptions {
  /** The JSON object, as text. */
  rowJson: string;
  columns: string[];
}

export function buildUpdate(
  schema: SchemaCache,
  table: TableInfo,
  query: ParsedQuery,
  o: UpdateOptions,
): Statement {
  const ctx = newCtx(schema, query, o.shape);
  const rel = tableRelation(table);
  const body = ctx.params.add(o.rowJson);
  const root = query.nodes.get('') ?? emptyMods;
  const where = root.conditions.map((c) => conditionSql(c, rel, 't0', ctx.params));
  const set = o.columns.map((c) => `${qi(c)} = _r.${qi(c)}`).join(', ');
  const sql =
    `update ${relSql(table.name)} as t0 set ${set} ` +
    `from json_populate_record(null::${relSql(table.name)}, ${body}::text::json) _r` +
    (where.length ? ` where ${where.join(' and ')}` : '');
  return wrapMutation(ctx, table, sql, o);
}

export function buildDelete(
  schema: SchemaCache,
  table: TableInfo,
  query: ParsedQuery,
  o: MutationOptions,
): Statement {
  const ctx = newCtx(schema, query, o.shape);
  const rel = tableRelation(table);
  const root = query.nodes.get('') ?? emptyMods;
  const where = root.conditions.map((c) => conditionSql(c, rel, 't0', ctx.params));
  const sql =
    `delete from ${relSql(table.name)} as t0` + (where.length ? ` where ${where.join(' and ')}` : '');
  return wrapMutation(ctx, table, sql, o);
}

// ---------------------------------------------------------------------------
// RPC
// ---------------------------------------------------------------------------

export interface RpcCall {
  fn: FunctionInfo;
  /** POST: the JSON object of arguments as text; GET: null. */
  argsJson: string | null;
  /** The arguments supplied (names), with their text values for GET. */
  args: { arg: FunctionArg; text: string | null }[];
}

export function functionRelation(schema: SchemaCache, fn: FunctionInfo): Relation {
  if (fn.returnKind === 'composite') {
    const table = fn.returnTable ? (schema.tables.get(fn.returnTable) ?? null) : null;
    if (table) return tableRelation(table);
    const columns = new Map(fn.outColumns.map((c) => [c.name, c]));
    return { name: fn.name, columns, columnOrder: fn.outColumns.map((c) => c.name), table: null };
  }
  return { name: fn.name, columns: new Map(), columnOrder: [], table: null };
}

export function buildRpc(
  schema: SchemaCache,
  call: RpcCall,
  query: ParsedQuery,
  shape: ResultShape,
): Statement {
  const ctx = newCtx(schema, query, shape);
  const { fn } = call;
  let from = '';
  let callArgs: string[];
  if (call.argsJson !== null && call.args.length) {
    const p = ctx.params.add(call.argsJson);
    const defs = call.args.map(({ arg }) => `${qi(arg.name)} ${arg.type}`).join(', ');
    from = `json_to_record(${p}::text::json) as _a(${defs}) cross join lateral `;
    callArgs = call.args.map(({ arg }) => `${qi(arg.name)} => _a.${qi(arg.name)}`);
  } else {
    callArgs = call.args.map(
      ({ arg, text }) => `${qi(arg.name)} => ${ctx.params.add(text)}::text::${arg.type}`,
    );
  }
  const invocation = `"public".${qi(fn.name)}(${callArgs.join(', ')})`;
  const root = query.nodes.get('') ?? emptyMods;

  if (fn.returnKind !== 'composite') {
    // scalar, setof scalar, void: no select list, no filters
    // A scalar result has no columns: any filter is on an unknown column (42703).
    for (const c of root.conditions) conditionSql(c, functionRelation(schema, fn), 't0', ctx.params);
    const call_ = `select t0.pgrst_scalar from ${from}${invocation} t0(pgrst_scalar)${pagingSql(root)}`;
    let body: string;
    if (shape.head || fn.returnKind === 'void') body = 'null::text';
    else if (fn.returnsSet && !shape.single) body = `coalesce(json_agg(_t.pgrst_scalar), '[]'::json)::text`;
    else body = `coalesce((json_agg(_t.pgrst_scalar) -> 0)::text, 'null')`;
    if (fn.returnKind === 'void') {
      const sql = `with pgrst_call as (select 1 from ${from}${invocation} t0) select null::bigint as total, pg_catalog.count(*) as page_total, null::text as body from pgrst_call`;
      return { sql, params: ctx.params.values };
    }
    const sql =
      `with pgrst_source as (${call_}) ` +
      `select ${shape.count ? 'pg_catalog.count(*)' : 'null::bigint'} as total, pg_catalog.count(*) as page_total, ${body} as body from pgrst_source _t`;
    return { sql, params: ctx.params.values };
  }

  const rel = functionRelation(schema, fn);
  const list = selectList(ctx, rel, 't0', query.select, '');
  checkPaths(ctx);
  const where = [...root.conditions.map((c) => conditionSql(c, rel, 't0', ctx.params)), ...list.innerConds];
  const whereSql = where.length ? ` where ${where.join(' and ')}` : '';
  // The call runs once (a CTE referenced twice is materialized), even with a count.
  const source = `select ${list.columns.join(', ')} from pgrst_call t0${whereSql}${orderSql(root.order, rel, 't0', schema)}${pagingSql(root)}`;
  const total = shape.count ? `(select pg_catalog.count(*) from pgrst_call t0${whereSql})` : 'null::bigint';
  const objectResult = !fn.returnsSet;
  const sql =
    `with pgrst_call as materialized (select t0.* from ${from}${invocation} t0), pgrst_source as (${source}) ` +
    `select ${total} as total, pg_catalog.count(*) as page_total, ${bodyExpr({ ...shape, single: shape.single || objectResult })} as body ` +
    `from (select * from pgrst_source) _t`;
  return { sql, params: ctx.params.values };
}
