// The read plan: the select tree of a request with each embed resolved to a relationship,
// the filters, order and paging of each level, and the aliases the SQL uses — the same
// shape and the same aliases PostgREST plans, so Postgres answers (and errs) alike.
import { RestError, notEmbedded } from './errors';
import type {
  AggregateFunction,
  Condition,
  Filter,
  JsonStep,
  OrderTerm,
  ParsedQuery,
  SelectItem,
} from './parser';
import { findRelationship, isToOne, type Relationship } from './relationships';
import { qualifiedKey, type QualifiedName, type SchemaCache, type TableInfo } from './schema';

export interface PlanField {
  /** A column, a computed field (a function of the row, which Postgres resolves) or `*`. */
  name: string;
  json: JsonStep[];
  alias: string | null;
  cast: string | null;
  aggregate: AggregateFunction | null;
  aggregateCast: string | null;
  /** `count()` in a spread: counts the joined rows (the whole row reference). */
  fullRow?: boolean;
}

/** `tasks=is.null` on an embedded resource: whether its lateral join found anything. */
export interface NullEmbedFilter {
  type: 'nullEmbed';
  /** true for `not.is.null`: the embed must have rows. */
  negated: boolean;
  aggAlias: string;
}
export type PlanCondition =
  | Condition
  | NullEmbedFilter
  | { type: 'logicPlan'; op: 'and' | 'or'; negated: boolean; children: PlanCondition[] };

export interface PlanOrder {
  name: string;
  json: JsonStep[];
  /** Set for `order=clients(name)`: the lateral alias of that to-one embed. */
  relation: string | null;
  direction: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
}

export interface JoinCondition {
  /** [qualifier, column] = [qualifier, column]: the qualifier is an alias or a schema-qualified table. */
  left: [Qualifier, string];
  right: [Qualifier, string];
}
export type Qualifier = { alias: string } | QualifiedName;

export interface SpreadField {
  name: string;
  aggregate: AggregateFunction | null;
  aggregateCast: string | null;
  alias: string | null;
}

export type RelSelect =
  | { kind: 'embed'; name: string; aggAlias: string; toOne: boolean; empty: boolean }
  | { kind: 'spread'; aggAlias: string; fields: SpreadField[] };

export interface ReadPlan {
  from: QualifiedName;
  fromAlias: string | null;
  /** The table (or view) whose columns this level reads, when the cache knows it. */
  table: TableInfo | null;
  select: PlanField[];
  where: PlanCondition[];
  order: PlanOrder[];
  limit: number | null;
  offset: number | null;
  relName: string;
  relAlias: string | null;
  relHint: string | null;
  inner: boolean;
  spread: null | 'one' | 'many';
  /** To-many spreads: the order columns selected inside, and the order applied when aggregating. */
  spreadExtra: PlanField[];
  spreadOrder: PlanOrder[];
  rel: Relationship | null;
  /** The lateral join's alias (`<parent>_<name>_<depth>`). */
  aggAlias: string;
  joinConditions: JoinCondition[];
  relSelect: RelSelect[];
  depth: number;
  children: ReadPlan[];
}

export const SOURCE = 'pgrst_source';

export interface PlanOptions {
  /** reads plan the table itself; mutations and calls read their result (`pgrst_source`). */
  kind: 'read' | 'mutate' | 'call';
  maxRows: number | null;
}

function node(from: QualifiedName, table: TableInfo | null, relName: string, depth: number): ReadPlan {
  return {
    from,
    fromAlias: null,
    table,
    select: [],
    where: [],
    order: [],
    limit: null,
    offset: null,
    relName,
    relAlias: null,
    relHint: null,
    inner: false,
    spread: null,
    spreadExtra: [],
    spreadOrder: [],
    rel: null,
    aggAlias: '',
    joinConditions: [],
    relSelect: [],
    depth,
    children: [],
  };
}

function field(item: Extract<SelectItem, { type: 'column' }>): PlanField {
  return {
    name: item.name,
    json: item.json,
    alias: item.alias,
    cast: item.cast,
    aggregate: item.aggregate,
    aggregateCast: item.aggregateCast,
  };
}

function addSelect(plan: ReadPlan, items: SelectItem[], schema: string): void {
  for (const item of items) {
    if (item.type === 'star') {
      plan.select.push({
        name: '*',
        json: [],
        alias: null,
        cast: null,
        aggregate: null,
        aggregateCast: null,
      });
    } else if (item.type === 'column') {
      plan.select.push(field(item));
    } else {
      const child = node({ schema, name: item.name }, null, item.name, plan.depth + 1);
      child.relAlias = item.spread ? null : item.alias;
      child.relHint = item.hint;
      child.inner = item.inner;
      child.spread = item.spread ? 'one' : null;
      addSelect(child, item.children, schema);
      plan.children.push(child);
    }
  }
}

/** The node an embed path (`tasks.comments`) names, by embed name or alias; PGRST108 otherwise. */
function nodeAt(root: ReadPlan, path: string): ReadPlan {
  let current = root;
  if (path === '') return current;
  for (const segment of path.split('.')) {
    const next = current.children.find((c) => c.relName === segment || c.relAlias === segment);
    if (!next) throw notEmbedded(segment);
    current = next;
  }
  return current;
}

/** Resolves each embed to its relationship, with PostgREST's aliases and join conditions. */
function addRelationships(
  cache: SchemaCache,
  parent: ReadPlan,
  /** For a mutation or call: the table the result rows are (the root is `pgrst_source AS <it>`). */
  source: QualifiedName | null,
): void {
  for (const child of parent.children) {
    const origin = child.depth === 1 && source ? source : parent.from;
    const rel = findRelationship(cache.relationships, origin, child.relName, child.relHint);
    child.rel = rel;
    child.from = rel.foreignTable;
    child.table = cache.tables.get(qualifiedKey(rel.foreignTable)) ?? null;
    child.aggAlias = `${rel.table.name}_${child.relAlias ?? child.relName}_${child.depth}`;
    if (child.spread && !isToOne(rel)) child.spread = 'many';
    const parentQualifier: Qualifier = parent.fromAlias ? { alias: parent.fromAlias } : parent.from;
    if (rel.type === 'computed') {
      child.fromAlias = `${rel.foreignTable.name}_${child.depth}`;
    } else if (rel.cardinality.kind === 'm2m') {
      const j = rel.cardinality.junction;
      const junction: QualifiedName = { schema: rel.table.schema, name: j.table.name };
      const target: QualifiedName = { schema: rel.table.schema, name: rel.foreignTable.name };
      child.joinConditions = [
        ...j.targetColumns.map(([col, jcol]): JoinCondition => ({
          left: [junction, jcol],
          right: [target, col],
        })),
        ...j.sourceColumns.map(([col, jcol]): JoinCondition => ({
          left: [junction, jcol],
          right: [parentQualifier, col],
        })),
      ];
    } else {
      child.fromAlias = `${rel.foreignTable.name}_${child.depth}`;
      child.joinConditions = rel.cardinality.columns.map(([col, fcol]): JoinCondition => ({
        left: [{ alias: child.fromAlias! }, fcol],
        right: [parentQualifier, col],
      }));
    }
    addRelationships(cache, child, source);
  }
}

/** `*` becomes the table's columns where an aggregate (or a to-many spread) needs them named. */
function expandStars(plan: ReadPlan, hasAggregate: boolean): void {
  const here = hasAggregate || plan.select.some((f) => f.aggregate !== null) || plan.spread === 'many';
  if (here && plan.table) {
    const columns = plan.table.columnOrder;
    plan.select = plan.select.flatMap((f) => {
      if (f.name === '*' && f.json.length === 0 && f.aggregate === null) {
        return columns.map((name) => ({ ...f, name }));
      }
      if (f.name === '*' && f.aggregate === 'count' && plan.spread) return [{ ...f, fullRow: true }];
      return [f];
    });
  }
  for (const child of plan.children) expandStars(child, here);
}

function addAliases(plan: ReadPlan): void {
  for (const f of plan.select) {
    if (f.alias === null && f.aggregate !== null && plan.spread) f.alias = f.aggregate;
  }
  plan.children.forEach(addAliases);
}

function addRelatedOrders(plan: ReadPlan): void {
  plan.order = plan.order.map((o) => {
    if (o.relation === null) return o;
    const child = plan.children.find((c) => o.relation === (c.relAlias ?? c.relName));
    if (!child) throw notEmbedded(o.relation);
    if (!child.rel || !isToOne(child.rel)) {
      throw new RestError(
        400,
        'PGRST118',
        `A related order on '${child.relAlias ?? child.relName}' is not possible`,
        `'${plan.from.name}' and '${child.relAlias ?? child.relName}' do not form a many-to-one or one-to-one relationship`,
      );
    }
    return { ...o, relation: child.aggAlias };
  });
  plan.children.forEach(addRelatedOrders);
}

function nullEmbedFilters(plan: ReadPlan): void {
  const convert = (c: PlanCondition): PlanCondition => {
    if (c.type === 'logic')
      return { type: 'logicPlan', op: c.op, negated: c.negated, children: c.children.map(convert) };
    if (c.type !== 'filter' || c.json.length || c.op !== 'is' || c.value !== 'null') return c;
    const child = plan.children.find((ch) => c.column === (ch.relAlias ?? ch.relName));
    return child ? { type: 'nullEmbed', negated: c.negated, aggAlias: child.aggAlias } : c;
  };
  plan.where = plan.where.map(convert);
  plan.children.forEach(nullEmbedFilters);
}

function addRelSelects(plan: ReadPlan): void {
  plan.children.forEach(addRelSelects);
  plan.relSelect = plan.children.map((child): RelSelect => {
    if (child.spread) return { kind: 'spread', aggAlias: child.aggAlias, fields: spreadFields(child) };
    return {
      kind: 'embed',
      name: child.relAlias ?? child.relName,
      aggAlias: child.aggAlias,
      toOne: isToOne(child.rel!),
      empty: isEmptyEmbed(child),
    };
  });
}

/** `tasks()` and `tasks!inner()`: joined for filtering, absent from the output. */
const isEmptyEmbed = (plan: ReadPlan): boolean =>
  plan.select.length === 0 && plan.children.every(isEmptyEmbed);

function spreadFields(plan: ReadPlan): SpreadField[] {
  const own = plan.select.map((f) => ({
    name: f.alias ?? f.name,
    aggregate: null,
    aggregateCast: null,
    alias: null,
  }));
  const nested = plan.relSelect.flatMap((r): SpreadField[] =>
    r.kind === 'embed' ? [{ name: r.name, aggregate: null, aggregateCast: null, alias: null }] : r.fields,
  );
  return [...own, ...nested];
}

/**
 * Aggregates inside a to-one spread apply to the level it spreads into
 * (`client_id,...invoices(total.sum())` sums per client), up to the nearest embedded level.
 */
function hoistSpreadAggregates(
  plan: ReadPlan,
): { field: string; aggAlias: string; fn: AggregateFunction; cast: string | null; alias: string | null }[] {
  const fromChildren = plan.children.flatMap(hoistSpreadAggregates);
  const hoistsHere = plan.depth > 0 && plan.spread === 'one';
  const hoisted: ReturnType<typeof hoistSpreadAggregates> = [];
  if (hoistsHere) {
    for (const f of plan.select) {
      if (f.aggregate === null) continue;
      hoisted.push({
        field: f.alias ?? f.name,
        aggAlias: plan.aggAlias,
        fn: f.aggregate,
        cast: f.aggregateCast,
        alias: f.alias,
      });
      f.aggregate = null;
      f.aggregateCast = null;
    }
    return [...hoisted, ...fromChildren.map((h) => ({ ...h, aggAlias: plan.aggAlias }))];
  }
  if (plan.children.length) {
    plan.relSelect = plan.relSelect.map((r) => {
      if (r.kind !== 'spread') return r;
      return {
        ...r,
        fields: r.fields.map((s) => {
          const h = fromChildren.find((x) => x.aggAlias === r.aggAlias && x.field === s.name);
          return h ? { ...s, aggregate: h.fn, aggregateCast: h.cast, alias: h.alias } : s;
        }),
      };
    });
  }
  return [];
}

function addToManyOrderSelects(plan: ReadPlan): void {
  if (plan.spread === 'many') {
    const aggregated =
      plan.select.some((f) => f.aggregate !== null) ||
      plan.relSelect.some((r) => r.kind === 'spread' && r.fields.some((f) => f.aggregate !== null));
    if (aggregated) {
      throw new RestError(
        400,
        'PGRST127',
        'Feature not implemented',
        'Aggregates are not implemented for one-to-many or many-to-many spreads.',
      );
    }
    plan.order.forEach((o, i) => {
      const alias = `${plan.aggAlias}_${o.name}_${i + 1}`;
      plan.spreadExtra.push({
        name: o.name,
        json: o.json,
        alias,
        cast: null,
        aggregate: null,
        aggregateCast: null,
      });
      plan.spreadOrder.push({
        name: alias,
        json: [],
        relation: null,
        direction: o.direction,
        nulls: o.nulls,
      });
    });
    plan.order = [];
  }
  plan.children.forEach(addToManyOrderSelects);
}

function hasAggregates(plan: ReadPlan): boolean {
  return plan.select.some((f) => f.aggregate !== null) || plan.children.some(hasAggregates);
}

function restrictRange(plan: ReadPlan, maxRows: number | null): void {
  if (maxRows !== null) plan.limit = Math.min(plan.limit ?? maxRows, maxRows);
  for (const child of plan.children) restrictRange(child, maxRows);
}

const orderTerm = (o: OrderTerm): PlanOrder => ({
  name: o.column,
  json: o.json,
  relation: o.relation,
  direction: o.direction,
  nulls: o.nulls,
});

/**
 * Plans a request on `target` (a table or view; for a call, the function's row type or the
 * function itself). Mutations keep their root filters for the mutation itself.
 */
export function buildReadPlan(
  cache: SchemaCache,
  target: QualifiedName,
  query: ParsedQuery,
  options: PlanOptions,
): ReadPlan {
  const table = cache.tables.get(qualifiedKey(target)) ?? null;
  const root = node(target, table, target.name, 0);
  addSelect(root, query.select, target.schema);
  const sourced = options.kind !== 'read';
  for (const [path, mods] of query.nodes) {
    const n = nodeAt(root, path);
    const conditions = sourced && path === '' && options.kind === 'mutate' ? [] : mods.conditions;
    n.where.push(...conditions);
    n.order = mods.order.map(orderTerm);
    if (options.kind !== 'mutate') {
      n.limit = mods.limit;
      n.offset = mods.offset;
    }
  }
  if (sourced) {
    root.from = { schema: '', name: SOURCE };
    root.fromAlias = target.name;
  }
  addRelationships(cache, root, sourced ? target : null);
  expandStars(root, false);
  addAliases(root);
  addRelatedOrders(root);
  nullEmbedFilters(root);
  addRelSelects(root);
  if (!cache.settings.aggregates && hasAggregates(root)) {
    throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
  }
  hoistSpreadAggregates(root);
  addToManyOrderSelects(root);
  if (options.kind !== 'mutate') restrictRange(root, options.maxRows);
  return root;
}

/** The filters of the root level that are plain column filters (for a mutation's WHERE). */
export function rootConditions(query: ParsedQuery): Condition[] {
  return query.nodes.get('')?.conditions ?? [];
}

/** The root's columns an embed after a mutation or call needs (PostgREST's RETURNING list). */
export function returnedColumns(plan: ReadPlan, primaryKey: string[]): string[] {
  if (plan.children.some((c) => c.rel?.type === 'computed')) return ['*'];
  const names = new Set(plan.select.map((f) => f.name));
  if (names.has('*')) return ['*'];
  for (const child of plan.children) {
    const rel = child.rel;
    if (!rel || rel.type === 'computed') continue;
    const c = rel.cardinality;
    const cols =
      c.kind === 'm2m' ? c.junction.sourceColumns.map(([col]) => col) : c.columns.map(([col]) => col);
    cols.forEach((col) => names.add(col));
  }
  primaryKey.forEach((col) => names.add(col));
  return [...names];
}

export type { Filter };
