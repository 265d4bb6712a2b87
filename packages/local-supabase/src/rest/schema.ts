// The schema cache: what PostgREST learns from the catalogue (tables, views and their
// columns, relationships, functions, and the `pgrst.*` settings of the authenticator role),
// read on the first request and again after `NOTIFY pgrst` says the schema or the settings
// changed (Supabase's event triggers send it after DDL), as PostgREST reloads it; also, at
// most once a second, when a request names something the cache does not know (a
// notification may still be on its way, or a database may lack the event triggers).
import type { Database, Queryable } from '../types';
import { viewColumnOrigins } from './node-tree';
import { buildRelationships, type ForeignKeyRow, type ViewColumnRow } from './relationships';
import type { Relationship } from './relationships';

export type { Relationship } from './relationships';

export interface QualifiedName {
  schema: string;
  name: string;
}

/** The key of a table or function in the cache's maps. */
export const qualifiedKey = (q: QualifiedName): string => `${q.schema}\u0000${q.name}`;

export interface ColumnInfo {
  name: string;
  /** `format_type` output, e.g. `uuid`, `timestamp with time zone`, `character varying(20)`. */
  type: string;
  nullable: boolean;
  /** The column's DEFAULT expression as SQL text (from pg_attrdef), or null. */
  defaultExpr: string | null;
  generated: boolean;
}

export interface TableInfo extends QualifiedName {
  isView: boolean;
  columns: Map<string, ColumnInfo>;
  /** Column names in attnum order (what `*` expands to). */
  columnOrder: string[];
  primaryKey: string[];
}

export interface RoutineParam {
  /** '' for an unnamed parameter (callable only as a function's single json/jsonb/text one). */
  name: string;
  type: string;
  required: boolean;
  variadic: boolean;
}

export interface Routine extends QualifiedName {
  params: RoutineParam[];
  volatility: 'immutable' | 'stable' | 'volatile';
  returnsSet: boolean;
  /** Rows with columns (a table's row type, a composite type, OUT or TABLE parameters). */
  returnsComposite: boolean;
  returnsVoid: boolean;
  /** The returned type's schema and name (a table's name for its row type). */
  returnType: QualifiedName;
}

export interface RestSettings {
  /** `pgrst.db_aggregates_enabled`: count(), sum(), avg(), min(), max() in select. */
  aggregates: boolean;
  /** `pgrst.db_plan_enabled`: `Accept: application/vnd.pgrst.plan` answers the query plan. */
  plan: boolean;
}

export interface SchemaCache {
  /** The exposed schemas, the default first. */
  schemas: string[];
  tables: Map<string, TableInfo>;
  /** Relationships by the key of the table (or view) they start from. */
  relationships: Map<string, Relationship[]>;
  routines: Map<string, Routine[]>;
  settings: RestSettings;
}

const jsonRows = (inner: string): string =>
  `select coalesce(json_agg(x), '[]'::json)::text as j from (${inner}) x`;

const TABLES_SQL = jsonRows(`
  select n.nspname as schema, c.relname as name, c.oid::int8 as oid, c.relkind in ('v', 'm') as is_view,
         coalesce((select json_agg(json_build_object(
                    'name', a.attname, 'num', a.attnum, 'type', format_type(a.atttypid, a.atttypmod),
                    'nullable', not a.attnotnull,
                    -- an identity column's default is its sequence; a domain's, the domain's
                    'default', case
                      when a.attidentity = 'd' then format('nextval(%L)', pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
                      when a.attgenerated <> '' then null
                      when ty.typtype = 'd' and d.adbin is null then pg_get_expr(ty.typdefaultbin, 0)
                      else pg_get_expr(d.adbin, d.adrelid) end,
                    'generated', a.attgenerated <> '') order by a.attnum)
                   from pg_attribute a
                   join pg_type ty on ty.oid = a.atttypid
                   left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
                   where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]'::json) as columns,
         coalesce((select json_agg(a.attname order by k.o)
                   from pg_constraint con
                   cross join lateral unnest(con.conkey) with ordinality k(num, o)
                   join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num
                   where con.conrelid = c.oid and con.contype = 'p'), '[]'::json) as pk,
         case when c.relkind in ('v', 'm') then (select r.ev_action::text from pg_rewrite r
                                                  where r.ev_class = c.oid and r.rulename = '_RETURN') end as view_def
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = any($1::text[]) and c.relkind in ('r', 'p', 'v', 'm', 'f') and not c.relispartition
  order by n.nspname, c.relname`);

const FOREIGN_KEYS_SQL = jsonRows(`
  select con.conname as name, con.conrelid::int8 as table_oid, tn.nspname as table_schema, t.relname as table_name,
         con.confrelid::int8 as ftable_oid, fn.nspname as ftable_schema, f.relname as ftable_name,
         (select json_agg(json_build_object('col', a.attname, 'num', a.attnum, 'fcol', fa.attname, 'fnum', fa.attnum) order by k.o)
          from unnest(con.conkey, con.confkey) with ordinality k(num, fnum, o)
          join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num
          join pg_attribute fa on fa.attrelid = con.confrelid and fa.attnum = k.fnum) as columns,
         exists (select 1 from pg_constraint u
                 where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                   and (select array_agg(x order by x) from unnest(u.conkey) x)
                     = (select array_agg(x order by x) from unnest(con.conkey) x)) as one_to_one
  from pg_constraint con
  join pg_class t on t.oid = con.conrelid
  join pg_namespace tn on tn.oid = t.relnamespace
  join pg_class f on f.oid = con.confrelid
  join pg_namespace fn on fn.oid = f.relnamespace
  where con.contype = 'f' and con.conparentid = 0
  order by con.conrelid, con.conname`);

const COMPUTED_SQL = jsonRows(`
  select pn.nspname as schema, p.proname as name,
         tn.nspname as table_schema, tc.relname as table_name,
         rn.nspname as ftable_schema, rc.relname as ftable_name,
         (not p.proretset or p.prorows = 1) as to_one
  from pg_proc p
  join pg_namespace pn on pn.oid = p.pronamespace
  join pg_class tc on tc.reltype = p.proargtypes[0] and tc.relkind in ('r', 'p', 'v', 'm', 'f')
  join pg_namespace tn on tn.oid = tc.relnamespace
  join pg_class rc on rc.reltype = p.prorettype and rc.relkind in ('r', 'p', 'v', 'm', 'f')
  join pg_namespace rn on rn.oid = rc.relnamespace
  where p.pronargs = 1 and pn.nspname = any($1::text[])`);

// Input parameters in order (proallargtypes holds OUT and TABLE ones too); a function with
// unnamed parameters is callable only through a single unnamed json, jsonb, text, xml or bytea one.
const ROUTINES_SQL = jsonRows(`
  select pn.nspname as schema, p.proname as name, p.provolatile::text as volatility,
         p.proretset as returns_set,
         (rt.typtype = 'c' or coalesce(p.proargmodes::text[] && '{t,b,o}', false)) as returns_composite,
         p.prorettype = 'void'::regtype as returns_void,
         rtn.nspname as return_schema, coalesce(rc.relname, rt.typname) as return_name,
         coalesce((select json_agg(json_build_object(
                     'name', coalesce(a.name, ''), 'type', format_type(a.type, null),
                     'required', a.input_no <= p.pronargs - p.pronargdefaults, 'variadic', a.mode = 'v')
                     order by a.input_no)
                   from (select u.name, u.type, u.mode, row_number() over (order by u.o) as input_no
                         from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]),
                                     coalesce(p.proargmodes::text[], array_fill('i'::text, array[p.pronargs])),
                                     coalesce(p.proargnames, array_fill(''::text, array[coalesce(array_length(p.proallargtypes, 1), p.pronargs)])))
                              with ordinality u(type, mode, name, o)
                         where u.mode in ('i', 'b', 'v')) a), '[]'::json) as params
  from pg_proc p
  join pg_namespace pn on pn.oid = p.pronamespace
  join pg_type t0 on t0.oid = p.prorettype
  join pg_type rt on rt.oid = case when t0.typtype = 'd' then t0.typbasetype else t0.oid end
  join pg_namespace rtn on rtn.oid = rt.typnamespace
  left join pg_class rc on rc.oid = rt.typrelid
  where pn.nspname = any($1::text[]) and p.prokind = 'f'
    and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype, 'internal'::regtype)
  order by pn.nspname, p.proname, p.oid`);

const SETTINGS_SQL = jsonRows(`
  select unnest(s.setconfig) as setting
  from pg_db_role_setting s
  join pg_roles r on r.oid = s.setrole
  where r.rolname = 'authenticator'
    and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))`);

interface RawTable {
  schema: string;
  name: string;
  oid: number;
  is_view: boolean;
  columns: {
    name: string;
    num: number;
    type: string;
    nullable: boolean;
    default: string | null;
    generated: boolean;
  }[];
  pk: string[];
  view_def: string | null;
}
interface RawComputed {
  schema: string;
  name: string;
  table_schema: string;
  table_name: string;
  ftable_schema: string;
  ftable_name: string;
  to_one: boolean;
}
interface RawRoutine {
  schema: string;
  name: string;
  volatility: 'i' | 's' | 'v';
  returns_set: boolean;
  returns_composite: boolean;
  returns_void: boolean;
  return_schema: string;
  return_name: string;
  params: RoutineParam[];
}

async function readJson<T>(q: Queryable, sql: string, params: unknown[] = []): Promise<T[]> {
  const res = await q.query<{ j: string }>(sql, params);
  const j = res.rows[0]?.j;
  return typeof j === 'string' ? (JSON.parse(j) as T[]) : ((j ?? []) as T[]);
}

/** A function whose unnamed parameters PostgREST cannot call is left out (as PostgREST leaves it). */
function callable(params: RoutineParam[]): boolean {
  const unnamed = params.filter((p) => p.name === '');
  if (unnamed.length === 0) return true;
  return params.length === 1 && ['bytea', 'json', 'jsonb', 'text', 'xml'].includes(unnamed[0]!.type);
}

function readSettings(rows: { setting: string }[]): RestSettings {
  const value = (name: string): string | undefined => {
    const row = rows.find((r) => r.setting.startsWith(`pgrst.${name}=`));
    return row?.setting.slice(`pgrst.${name}=`.length);
  };
  return {
    aggregates: value('db_aggregates_enabled') === 'true',
    plan: value('db_plan_enabled') === 'true',
  };
}

export async function loadSchema(q: Queryable, schemas: string[]): Promise<SchemaCache> {
  const rawTables = await readJson<RawTable>(q, TABLES_SQL, [schemas]);
  const foreignKeys = await readJson<ForeignKeyRow>(q, FOREIGN_KEYS_SQL);
  const computed = await readJson<RawComputed>(q, COMPUTED_SQL, [schemas]);
  const rawRoutines = await readJson<RawRoutine>(q, ROUTINES_SQL, [schemas]);
  const settings = readSettings(await readJson<{ setting: string }>(q, SETTINGS_SQL));

  const tables = new Map<string, TableInfo>();
  const viewColumns: ViewColumnRow[] = [];
  for (const t of rawTables) {
    const columns = new Map<string, ColumnInfo>();
    for (const c of t.columns) {
      columns.set(c.name, {
        name: c.name,
        type: c.type,
        nullable: c.nullable,
        defaultExpr: c.default,
        generated: c.generated,
      });
    }
    tables.set(qualifiedKey(t), {
      schema: t.schema,
      name: t.name,
      isView: t.is_view,
      columns,
      columnOrder: t.columns.map((c) => c.name),
      primaryKey: t.pk,
    });
    if (t.view_def) {
      const names = new Map(t.columns.map((c) => [c.num, c.name]));
      for (const origin of viewColumnOrigins(t.view_def)) {
        const column = names.get(origin.column);
        if (column)
          viewColumns.push({
            view: { schema: t.schema, name: t.name },
            viewOid: t.oid,
            column,
            num: origin.column,
            table: origin.table,
            tableColumn: origin.tableColumn,
          });
      }
    }
  }

  const relationships = buildRelationships({
    tables,
    foreignKeys,
    viewColumns,
    computed: computed.map((c) => ({
      function: { schema: c.schema, name: c.name },
      table: { schema: c.table_schema, name: c.table_name },
      foreignTable: { schema: c.ftable_schema, name: c.ftable_name },
      toOne: c.to_one,
    })),
  });

  const routines = new Map<string, Routine[]>();
  for (const r of rawRoutines) {
    if (!callable(r.params)) continue;
    const routine: Routine = {
      schema: r.schema,
      name: r.name,
      params: r.params,
      volatility: r.volatility === 'i' ? 'immutable' : r.volatility === 's' ? 'stable' : 'volatile',
      returnsSet: r.returns_set,
      returnsComposite: r.returns_composite,
      returnsVoid: r.returns_void,
      returnType: { schema: r.return_schema, name: r.return_name },
    };
    const key = qualifiedKey(r);
    routines.set(key, [...(routines.get(key) ?? []), routine]);
  }

  return { schemas, tables, relationships, routines, settings };
}

/** `NOTIFY pgrst` payloads PostgREST acts on (an empty one reloads the schema cache too). */
const RELOAD_PAYLOADS = new Set(['', 'reload schema', 'reload config']);

/**
 * Lazily loaded, cached schema. Each reload notification starts a new generation: a cache
 * read in an older one is stale, even when the notification arrived while it was loading.
 */
export class SchemaCacheHolder {
  private cache: { schema: SchemaCache; generation: number } | null = null;
  private loading: { promise: Promise<SchemaCache>; generation: number } | null = null;
  private generation = 0;
  private loadedAt = 0;

  constructor(
    private readonly db: Database,
    private readonly schemas: string[],
  ) {}

  /** Marks the cache stale when `payload` (of a `NOTIFY pgrst`) asks for a reload. */
  notified(payload: string): void {
    if (RELOAD_PAYLOADS.has(payload.trim())) this.generation++;
  }

  async get(): Promise<SchemaCache> {
    if (this.cache?.generation === this.generation) return this.cache.schema;
    return this.load();
  }

  /** Re-reads the catalogue unless it was read less than a second ago. Returns true if it did. */
  async refresh(): Promise<boolean> {
    if (Date.now() - this.loadedAt < 1000) return false;
    this.generation++;
    await this.load();
    return true;
  }

  private load(): Promise<SchemaCache> {
    if (this.loading?.generation !== this.generation) {
      const generation = this.generation;
      const promise = this.db
        .transaction((q) => loadSchema(q, this.schemas))
        .then((schema) => {
          if (!this.cache || this.cache.generation <= generation) this.cache = { schema, generation };
          this.loadedAt = Date.now();
          return schema;
        })
        .finally(() => {
          if (this.loading?.promise === promise) this.loading = null;
        });
      this.loading = { promise, generation };
    }
    return this.loading.promise;
  }
}
