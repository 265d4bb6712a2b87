// The schema cache: what PostgREST learns from the catalogue at start-up, read once per
// handler (lazily) and refreshed at most once a second when a request names something
// the cache does not know (migrations may run after the handler is created).
import type { Database, Queryable } from '../types';

export interface ColumnInfo {
  name: string;
  /** `format_type` output, e.g. `uuid`, `timestamp with time zone`, `public.tender_status`. */
  type: string;
  /** The type without modifiers (`character varying`, `numeric`): what filter values are cast to. */
  baseType: string;
  nullable: boolean;
  /** The column's DEFAULT expression as SQL text (from pg_attrdef), or null. */
  defaultExpr: string | null;
  generated: boolean;
}

export interface TableInfo {
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, ColumnInfo>;
  /** Column names in attnum order (what `*` expands to). */
  columnOrder: string[];
  primaryKey: string[];
  /** Column sets of primary-key and unique constraints. */
  uniqueKeys: string[][];
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface FunctionInfo {
  name: string;
  args: FunctionArg[];
  volatility: 'immutable' | 'stable' | 'volatile';
  returnsSet: boolean;
  returnKind: 'void' | 'scalar' | 'composite';
  returnType: string;
  /** When the function returns rows of a public table or view: its name (embeds work). */
  returnTable: string | null;
  /** Output columns for composite results (table rows or OUT/TABLE parameters). */
  outColumns: ColumnInfo[];
}

export interface SchemaCache {
  tables: Map<string, TableInfo>;
  foreignKeys: ForeignKey[];
  functions: Map<string, FunctionInfo[]>;
}

interface RawColumn {
  table: string;
  kind: string;
  column: string | null;
  type: string | null;
  base_type: string | null;
  nullable: boolean;
  default_expr: string | null;
  generated: boolean;
}
interface RawConstraint {
  name: string;
  type: 'p' | 'u' | 'f';
  table: string;
  cols: string[];
  ref_table: string | null;
  ref_cols: string[] | null;
}
interface RawFunction {
  name: string;
  volatility: 'i' | 's' | 'v';
  returns_set: boolean;
  returns_void: boolean;
  return_type: string;
  ret_typtype: string;
  return_table: string | null;
  arg_names: string[] | null;
  arg_modes: string[] | null;
  arg_types: string[];
  n_defaults: number;
  ret_columns: { name: string; type: string }[] | null;
}

const jsonRows = (inner: string): string =>
  `select coalesce(json_agg(x), '[]'::json)::text as j from (${inner}) x`;

const COLUMNS_SQL = jsonRows(`
  select c.relname as table, c.relkind::text as kind, a.attname as column,
         format_type(a.atttypid, a.atttypmod) as type,
         format_type(a.atttypid, null) as base_type,
         not coalesce(a.attnotnull, false) as nullable,
         pg_get_expr(d.adbin, d.adrelid) as default_expr,
         coalesce(a.attgenerated::text, '') <> '' as generated
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
  where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
  order by c.relname, a.attnum`);

const CONSTRAINTS_SQL = jsonRows(`
  select con.conname as name, con.contype::text as type, cl.relname as table,
         array(select a.attname from unnest(con.conkey) with ordinality k(n, o)
               join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.o) as cols,
         case when rn.nspname = 'public' then rcl.relname end as ref_table,
         case when con.contype = 'f' then
           array(select a.attname from unnest(con.confkey) with ordinality k(n, o)
                 join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.o)
         end as ref_cols
  from pg_constraint con
  join pg_class cl on cl.oid = con.conrelid
  join pg_namespace n on n.oid = cl.relnamespace
  left join pg_class rcl on rcl.oid = con.confrelid
  left join pg_namespace rn on rn.oid = rcl.relnamespace
  where n.nspname = 'public' and con.contype in ('p', 'u', 'f')
  order by con.conname`);

const FUNCTIONS_SQL = jsonRows(`
  select p.proname as name, p.provolatile::text as volatility, p.proretset as returns_set,
         p.prorettype = 'void'::regtype as returns_void,
         format_type(p.prorettype, null) as return_type,
         t.typtype::text as ret_typtype,
         case when t.typtype = 'c' and rn.nspname = 'public' and rc.relkind in ('r', 'p', 'v', 'm', 'f')
              then rc.relname end as return_table,
         p.proargnames as arg_names,
         p.proargmodes::text[] as arg_modes,
         array(select format_type(u.x, null)
               from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(x, o)
               order by u.o) as arg_types,
         p.pronargdefaults as n_defaults,
         (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, null))
                          order by a.attnum)
          from pg_attribute a
          where t.typtype = 'c' and a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped) as ret_columns
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type t on t.oid = p.prorettype
  left join pg_class rc on rc.oid = t.typrelid
  left join pg_namespace rn on rn.oid = rc.relnamespace
  where n.nspname = 'public' and p.prokind = 'f'
    and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype, 'internal'::regtype)
  order by p.proname, p.oid`);

async function readJson<T>(q: Queryable, sql: string): Promise<T[]> {
  const res = await q.query<{ j: string }>(sql);
  const j = res.rows[0]?.j;
  return typeof j === 'string' ? (JSON.parse(j) as T[]) : ((j ?? []) as T[]);
}

export async function loadSchema(q: Queryable): Promise<SchemaCache> {
  const [cols, cons, fns] = [
    await readJson<RawColumn>(q, COLUMNS_SQL),
    await readJson<RawConstraint>(q, CONSTRAINTS_SQL),
    await readJson<RawFunction>(q, FUNCTIONS_SQL),
  ];

  const tables = new Map<string, TableInfo>();
  for (const c of cols) {
    let t = tables.get(c.table);
    if (!t) {
      t = {
        name: c.table,
        kind: c.kind === 'v' || c.kind === 'm' ? 'view' : 'table',
        columns: new Map(),
        columnOrder: [],
        primaryKey: [],
        uniqueKeys: [],
      };
      tables.set(c.table, t);
    }
    if (c.column !== null && c.type !== null) {
      t.columns.set(c.column, {
        name: c.column,
        type: c.type,
        baseType: c.base_type ?? c.type,
        nullable: c.nullable,
        defaultExpr: c.default_expr,
        generated: c.generated,
      });
      t.columnOrder.push(c.column);
    }
  }

  const foreignKeys: ForeignKey[] = [];
  for (const con of cons) {
    const t = tables.get(con.table);
    if (!t) continue;
    if (con.type === 'p') t.primaryKey = con.cols;
    if (con.type === 'p' || con.type === 'u') t.uniqueKeys.push(con.cols);
    if (con.type === 'f' && con.ref_table && tables.has(con.ref_table) && con.ref_cols) {
      foreignKeys.push({
        name: con.name,
        table: con.table,
        columns: con.cols,
        refTable: con.ref_table,
        refColumns: con.ref_cols,
      });
    }
  }

  const functions = new Map<string, FunctionInfo[]>();
  for (const f of fns) {
    const modes = f.arg_modes ?? f.arg_types.map(() => 'i');
    const names = f.arg_names ?? [];
    const inputs: FunctionArg[] = [];
    const outs: ColumnInfo[] = [];
    let unnamedInput = false;
    f.arg_types.forEach((type, i) => {
      const mode = modes[i] ?? 'i';
      const name = names[i] ?? '';
      if (mode === 'i' || mode === 'b' || mode === 'v') {
        if (name === '') unnamedInput = true;
        inputs.push({ name, type, hasDefault: false });
      }
      if (mode === 'o' || mode === 'b' || mode === 't') {
        outs.push({ name, type, baseType: type, nullable: true, defaultExpr: null, generated: false });
      }
    });
    if (unnamedInput) continue; // PostgREST can only call functions with named arguments
    for (let i = inputs.length - f.n_defaults; i < inputs.length; i++) {
      if (i >= 0) inputs[i]!.hasDefault = true;
    }
    let returnKind: FunctionInfo['returnKind'] = 'scalar';
    let outColumns: ColumnInfo[] = [];
    if (f.returns_void) returnKind = 'void';
    else if (f.ret_typtype === 'c') {
      returnKind = 'composite';
      outColumns = (f.ret_columns ?? []).map((c) => ({
        name: c.name,
        type: c.type,
        baseType: c.type,
        nullable: true,
        defaultExpr: null,
        generated: false,
      }));
    } else if (f.return_type === 'record') {
      if (outs.length === 0) continue; // `returns setof record` needs a column list: not callable
      returnKind = 'composite';
      outColumns = outs;
    }
    const info: FunctionInfo = {
      name: f.name,
      args: inputs,
      volatility: f.volatility === 'i' ? 'immutable' : f.volatility === 's' ? 'stable' : 'volatile',
      returnsSet: f.returns_set,
      returnKind,
      returnType: f.return_type,
      returnTable: f.return_table,
      outColumns,
    };
    const list = functions.get(f.name) ?? [];
    list.push(info);
    functions.set(f.name, list);
  }

  return { tables, foreignKeys, functions };
}

/** Lazily loaded, cached schema; `refresh()` re-reads it at most once a second. */
export class SchemaCacheHolder {
  private cache: SchemaCache | null = null;
  private loading: Promise<SchemaCache> | null = null;
  private loadedAt = 0;

  constructor(private readonly db: Database) {}

  async get(): Promise<SchemaCache> {
    if (this.cache) return this.cache;
    return this.load();
  }

  /** Re-reads the catalogue unless it was read less than a second ago. Returns true if it did. */
  async refresh(): Promise<boolean> {
    if (Date.now() - this.loadedAt < 1000) return false;
    await this.load();
    return true;
  }

  private load(): Promise<SchemaCache> {
    if (!this.loading) {
      this.loading = this.db
        .transaction((q) => loadSchema(q))
        .then((c) => {
          this.cache = c;
          this.loadedAt = Date.now();
          return c;
        })
        .finally(() => {
          this.loading = null;
        });
    }
    return this.loading;
  }
}
