// SQL builder: turns a parsed request plus the schema cache into ONE statement that
// returns `total` (count or null), `page_total` (rows in the response) and `body` (the
// JSON text, built by Postgres so every type is formatted as PostgREST formats it).
// Identifiers come only from the schema cache and are quoted; every value is a parameter.
import {
  RestError,
  ambiguousRelationship,
  columnNotFound,
  notSupported,
  relationshipNotFound,
} from './errors';
import type { Condition, Filter, NodeModifiers, OrderTerm, ParsedQuery, SelectItem } from './parser';
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

function filterSql(f: Filter, rel: Relation, alias: string, params: Params): string {
  const col = column(rel, alias, f.column);
  // Values travel as text and Postgres casts them to the column's type, so a bad value is
  // a database error (22P02, 22007…) exactly as with PostgREST's unknown-typed literals,
  // never a driver-side serialization error.
  const type = rel.columns.get(f.column)!.baseType;
  const typed = (v: unknown): string => `${params.add(v)}::text::${type}`;
  let sql: string;
  switch (f.op) {
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

export function conditionSql(c: Condition, rel: Relation, alias: string, params: Params): string {
  if (c.type === 'filter') return filterSql(c, rel, alias, params);
  const parts = c.children.map((child) => conditionSql(child, rel, alias, params));
  const joined = `(${parts.join(c.op === 'and' ? ' and ' : ' or ')})`;
  return c.negated ? `not ${joined}` : joined;
}

function orderSql(order: OrderTerm[], rel: Relation, alias: string): string {
  if (order.length === 0) return '';
  const terms = order.map((o) => {
    let t = column(rel, alias, o.column);
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
      let expr = column(rel, alias, item.name);
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
    const where = [
      ...r.parentCols.map((pc, i) => `${childAlias}.${qi(r.childCols[i]!)} = ${alias}.${qi(pc)}`),
      ...mods.conditions.map((c) => conditionSql(c, child, childAlias, ctx.params)),
      ...inner.innerConds,
    ].join(' and ');
    const from = `from ${relSql(r.target.name)} ${childAlias} where ${where}`;
    if (item.inner) innerConds.push(`exists (select 1 ${from})`);
    if (item.children.length === 0) continue; // `tasks!inner()`: filter only, not in the output
    const list = inner.columns.join(', ');
    if (inner.groupBy) {
      const group = inner.groupBy.length ? ` group by ${inner.groupBy.join(', ')}` : '';
      const order = inner.groupBy.length ? orderSql(mods.order, child, childAlias) : '';
      const sub = `select ${list} ${from}${group}${order}${pagingSql(mods)}`;
      columns.push(`coalesce((select json_agg(_e) from (${sub}) _e), '[]'::json) as ${qi(key)}`);
    } else if (r.isArray) {
      const sub = `select ${list} ${from}${orderSql(mods.order, child, childAlias)}${pagingSql(mods)}`;
      columns.push(`coalesce((select json_agg(_e) from (${sub}) _e), '[]'::json) as ${qi(key)}`);
    } else {
      columns.push(`(select row_to_json(_e) from (select ${list} ${from} limit 1) _e) as ${qi(key)}`);
    }
  }
  return { columns, innerConds, groupBy: counted ? plain : null };
}

function newCtx(schema: SchemaCache, query: ParsedQuery): BuildCtx {
  return { schema, query, params: new Params(), aliases: 0, usedPaths: new Set(), rootRefs: new Set() };
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

function bodyExpr(shape: ResultShape, rowExpr = '_t'): string {
  if (shape.head) return 'null::text';
  let agg = shape.single ? `(json_agg(${rowExpr}) -> 0)` : `coalesce(json_agg(${rowExpr}), '[]'::json)`;
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
  const ctx = newCtx(schema, query);
  const rel = tableRelation(table);
  const root = query.nodes.get('') ?? emptyMods;
  const list = selectList(ctx, rel, 't0', query.select, '');
  checkPaths(ctx);
  const where = [...root.conditions.map((c) => conditionSql(c, rel, 't0', ctx.params)), ...list.innerConds];
  const whereSql = where.length ? ` where ${where.join(' and ')}` : '';
  const from = `from ${relSql(table.name)} t0${whereSql}`;
  const source = `select ${list.columns.join(', ')} ${from}${orderSql(root.order, rel, 't0')}${pagingSql(root)}`;
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
}

/** Wraps `insert/update/delete … ` (without RETURNING) into the one statement. */
function wrapMutation(ctx: BuildCtx, table: TableInfo, mutation: string, opts: MutationOptions): Statement {
  if (!opts.representation) {
    const sql =
      `with pgrst_source as (${mutation} returning 1) ` +
      `select null::bigint as total, pg_catalog.count(*) as page_total, null::text as body from pgrst_source`;
    return { sql, params: ctx.params.values };
  }
  const rel = tableRelation(table);
  const list = selectList(ctx, rel, 't0', ctx.query.select, '');
  checkPaths(ctx);
  const returning = [...ctx.rootRefs].map((c) => `t0.${qi(c)}`);
  const sql =
    `with pgrst_source as (${mutation} returning ${returning.length ? returning.join(', ') : '1'}) ` +
    `select null::bigint as total, pg_catalog.count(*) as page_total, ${bodyExpr(opts.shape)} as body ` +
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
  const ctx = newCtx(schema, query);
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
  return wrapMutation(ctx, table, sql, o);
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
  const ctx = newCtx(schema, query);
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
  const ctx = newCtx(schema, query);
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
  const ctx = newCtx(schema, query);
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
  const source = `select ${list.columns.join(', ')} from pgrst_call t0${whereSql}${orderSql(root.order, rel, 't0')}${pagingSql(root)}`;
  const total = shape.count ? `(select pg_catalog.count(*) from pgrst_call t0${whereSql})` : 'null::bigint';
  const objectResult = !fn.returnsSet;
  const sql =
    `with pgrst_call as materialized (select t0.* from ${from}${invocation} t0), pgrst_source as (${source}) ` +
    `select ${total} as total, pg_catalog.count(*) as page_total, ${bodyExpr({ ...shape, single: shape.single || objectResult })} as body ` +
    `from (select * from pgrst_source) _t`;
  return { sql, params: ctx.params.values };
}
