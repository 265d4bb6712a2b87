// Generates src/types/database.ts from the migrated schema, in the format
// `supabase gen types typescript` emits (postgres-meta's TypeScript template: the same
// structure, ordering and helper types, formatted by Prettier with `semi: false`).
//
// Used by scripts/gen-types.ts (`npm run db:types`) and by
// tests/integration/database-types.test.ts, which checks the committed file is current.
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { format } from 'prettier';
import { applySchema } from '@tenderflow/local-supabase';

/** What current Supabase CLIs write into `__InternalSupabase`; the local stack speaks PostgREST 12. */
export const POSTGREST_VERSION = '12';
export const SCHEMAS = ['public'] as const;

export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** An in-memory PGlite with bootstrap.sql and every migration applied. */
export async function createMigratedDatabase(): Promise<PGlite> {
  const db = await PGlite.create({ extensions: { pgcrypto, pg_trgm } });
  try {
    await applySchema(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

// ---------------------------------------------------------------------------
// Introspection
// ---------------------------------------------------------------------------

interface Relation {
  oid: number;
  schema: string;
  name: string;
  kind: string; // r, p, f, v, m
  is_updatable: boolean;
}

interface Column {
  table_oid: number;
  name: string;
  type_name: string; // typname; arrays start with _
  is_nullable: boolean;
  has_default: boolean;
  is_identity: boolean;
  identity_always: boolean;
  is_generated: boolean;
  is_updatable: boolean;
}

interface Relationship {
  foreign_key_name: string;
  schema: string;
  relation: string;
  columns: string[];
  is_one_to_one: boolean;
  referenced_schema: string;
  referenced_relation: string;
  referenced_columns: string[];
}

interface FunctionArg {
  mode: string; // in, out, inout, variadic, table
  name: string;
  type_oid: number;
  has_default: boolean;
}

interface PgFunction {
  schema: string;
  name: string;
  args: FunctionArg[];
  return_type_oid: number;
  return_type_relation_oid: number | null;
  is_set_returning: boolean;
  return_type_name: string;
}

interface PgType {
  oid: number;
  schema: string;
  name: string;
  enums: string[];
  attributes: { name: string; type_oid: number }[];
}

interface SchemaModel {
  relations: Relation[];
  columns: Column[];
  relationships: Relationship[];
  functions: PgFunction[];
  types: PgType[];
}

export async function introspect(db: Queryable, schemas: readonly string[] = SCHEMAS): Promise<SchemaModel> {
  const schemaList = [...schemas];

  const relations = (
    await db.query<Relation>(
      `select c.oid::int as oid, n.nspname as schema, c.relname as name, c.relkind::text as kind,
              (c.relkind in ('v', 'm') and (pg_relation_is_updatable(c.oid, false) & 20) = 20) as is_updatable
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = any($1::text[]) and c.relkind in ('r', 'p', 'f', 'v', 'm')
         and not c.relispartition`,
      [schemaList],
    )
  ).rows;

  const columns = (
    await db.query<Column>(
      `select a.attrelid::int as table_oid, a.attname as name, t.typname as type_name,
              not a.attnotnull as is_nullable,
              (ad.adbin is not null and a.attgenerated = '') as has_default,
              a.attidentity in ('a', 'd') as is_identity,
              a.attidentity = 'a' as identity_always,
              a.attgenerated <> '' as is_generated,
              coalesce(c.relkind not in ('v', 'm')
                or (pg_column_is_updatable(c.oid, a.attnum, false)), false) as is_updatable
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid
       left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
       where n.nspname = any($1::text[]) and c.relkind in ('r', 'p', 'f', 'v', 'm')
         and a.attnum > 0 and not a.attisdropped`,
      [schemaList],
    )
  ).rows;

  const relationships = (
    await db.query<Relationship>(
      `select con.conname as foreign_key_name,
              n.nspname as schema, c.relname as relation,
              array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, i)
                    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.i) as columns,
              exists (select 1 from pg_index i
                      where i.indrelid = con.conrelid and i.indisunique and i.indpred is null
                        and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x)
                          = (select array_agg(x order by x) from unnest(con.conkey) x)) as is_one_to_one,
              rn.nspname as referenced_schema, rc.relname as referenced_relation,
              array(select a.attname::text from unnest(con.confkey) with ordinality k(attnum, i)
                    join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.i)
                as referenced_columns
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_class rc on rc.oid = con.confrelid
       join pg_namespace rn on rn.oid = rc.relnamespace
       where con.contype = 'f' and n.nspname = any($1::text[])`,
      [schemaList],
    )
  ).rows;

  const functions = (
    await db.query<{
      schema: string;
      name: string;
      arg_modes: string[] | null;
      arg_names: string[] | null;
      arg_types: number[];
      n_in_args: number;
      n_defaults: number;
      return_type_oid: number;
      return_type_relation_oid: number | null;
      is_set_returning: boolean;
      return_type_name: string;
    }>(
      `select n.nspname as schema, p.proname as name,
              p.proargmodes::text[] as arg_modes, p.proargnames::text[] as arg_names,
              coalesce(p.proallargtypes::int[], p.proargtypes::int[]) as arg_types,
              p.pronargs::int as n_in_args, p.pronargdefaults::int as n_defaults,
              p.prorettype::int as return_type_oid,
              nullif(rt.typrelid, 0)::int as return_type_relation_oid,
              p.proretset as is_set_returning, rt.typname as return_type_name
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
       where n.nspname = any($1::text[]) and p.prokind = 'f'
         and not exists (select 1 from pg_depend d
                         where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`,
      [schemaList],
    )
  ).rows.map((f): PgFunction => {
    const modeMap: Record<string, string> = { i: 'in', o: 'out', b: 'inout', v: 'variadic', t: 'table' };
    const modes = f.arg_modes ?? f.arg_types.map(() => 'i');
    // Defaults belong to the last n_defaults input arguments.
    let inIndex = 0;
    const args = f.arg_types.map((typeOid, i) => {
      const mode = modeMap[modes[i]] ?? 'in';
      const isIn = mode === 'in' || mode === 'inout' || mode === 'variadic';
      const hasDefault = isIn && inIndex >= f.n_in_args - f.n_defaults;
      if (isIn) inIndex += 1;
      return { mode, name: f.arg_names?.[i] ?? '', type_oid: Number(typeOid), has_default: hasDefault };
    });
    return {
      schema: f.schema,
      name: f.name,
      args,
      return_type_oid: f.return_type_oid,
      return_type_relation_oid: f.return_type_relation_oid,
      is_set_returning: f.is_set_returning,
      return_type_name: f.return_type_name,
    };
  });

  const types = (
    await db.query<{
      oid: number;
      schema: string;
      name: string;
      enums: string[];
      attributes: { name: string; type_oid: number }[] | null;
    }>(
      `select t.oid::int as oid, n.nspname as schema, t.typname as name,
              array(select e.enumlabel::text from pg_enum e where e.enumtypid = t.oid order by e.enumsortorder) as enums,
              case when t.typtype = 'c' and c.relkind = 'c' then
                (select json_agg(json_build_object('name', a.attname, 'type_oid', a.atttypid::int) order by a.attnum)
                 from pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped)
              end as attributes
       from pg_type t
       join pg_namespace n on n.oid = t.typnamespace
       left join pg_class c on c.oid = t.typrelid`,
    )
  ).rows.map((t) => ({ ...t, attributes: t.attributes ?? [] }));

  return { relations, columns, relationships, functions, types };
}

// ---------------------------------------------------------------------------
// Rendering (mirrors postgres-meta's typescript template)
// ---------------------------------------------------------------------------

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

function tsType(typeName: string, model: SchemaModel, schemas: readonly string[]): string {
  if (typeName === 'bool') return 'boolean';
  if (['int2', 'int4', 'int8', 'float4', 'float8', 'numeric'].includes(typeName)) return 'number';
  if (
    [
      'bytea',
      'bpchar',
      'varchar',
      'date',
      'text',
      'citext',
      'time',
      'timetz',
      'timestamp',
      'timestamptz',
      'uuid',
      'vector',
    ].includes(typeName)
  ) {
    return 'string';
  }
  if (typeName === 'json' || typeName === 'jsonb') return 'Json';
  if (typeName === 'void') return 'undefined';
  if (typeName === 'record') return 'Record<string, unknown>';
  if (typeName.startsWith('_')) return `(${tsType(typeName.slice(1), model, schemas)})[]`;

  const enumType = model.types.find((t) => t.name === typeName && t.enums.length > 0);
  if (enumType) {
    return schemas.includes(enumType.schema)
      ? `Database[${JSON.stringify(enumType.schema)}]["Enums"][${JSON.stringify(enumType.name)}]`
      : enumType.enums.map((v) => JSON.stringify(v)).join(' | ');
  }
  const composite = model.types.find((t) => t.name === typeName && t.attributes.length > 0);
  if (composite) {
    return schemas.includes(composite.schema)
      ? `Database[${JSON.stringify(composite.schema)}]["CompositeTypes"][${JSON.stringify(composite.name)}]`
      : 'unknown';
  }
  const relation = model.relations.find((r) => r.name === typeName);
  if (relation && schemas.includes(relation.schema)) {
    const kind = relation.kind === 'v' || relation.kind === 'm' ? 'Views' : 'Tables';
    return `Database[${JSON.stringify(relation.schema)}]["${kind}"][${JSON.stringify(relation.name)}]["Row"]`;
  }
  return 'unknown';
}

function typeNameOf(oid: number, model: SchemaModel): string | undefined {
  return model.types.find((t) => t.oid === oid)?.name;
}

function renderSchema(schema: string, model: SchemaModel, schemas: readonly string[]): string {
  const t = (name: string) => tsType(name, model, schemas);
  const columnsOf = (oid: number) => model.columns.filter((c) => c.table_oid === oid).sort(byName);

  const tables = model.relations
    .filter((r) => r.schema === schema && ['r', 'p', 'f'].includes(r.kind))
    .sort(byName);
  const views = model.relations
    .filter((r) => r.schema === schema && ['v', 'm'].includes(r.kind))
    .sort(byName);
  const functions = model.functions
    .filter((f) => {
      if (f.schema !== schema) return false;
      const inArgs = f.args.filter((a) => ['in', 'inout', 'variadic'].includes(a.mode));
      return !inArgs.some((a) => a.name === '') || inArgs.length === 1;
    })
    .sort(byName);
  const enums = model.types.filter((ty) => ty.schema === schema && ty.enums.length > 0).sort(byName);
  const composites = model.types
    .filter((ty) => ty.schema === schema && ty.attributes.length > 0)
    .sort(byName);

  const relationshipsOf = (rel: Relation) =>
    model.relationships
      .filter((r) => r.schema === rel.schema && r.referenced_schema === rel.schema && r.relation === rel.name)
      .sort(
        (a, b) =>
          a.foreign_key_name.localeCompare(b.foreign_key_name) ||
          a.referenced_relation.localeCompare(b.referenced_relation) ||
          JSON.stringify(a.referenced_columns).localeCompare(JSON.stringify(b.referenced_columns)),
      )
      .map(
        (r) => `{
          foreignKeyName: ${JSON.stringify(r.foreign_key_name)}
          columns: ${JSON.stringify(r.columns)}
          isOneToOne: ${r.is_one_to_one}
          referencedRelation: ${JSON.stringify(r.referenced_relation)}
          referencedColumns: ${JSON.stringify(r.referenced_columns)}
        }`,
      )
      .join(',\n');

  const rowOf = (cols: Column[]) =>
    cols
      .map((c) => `${JSON.stringify(c.name)}: ${t(c.type_name)}${c.is_nullable ? ' | null' : ''}`)
      .join('\n');

  const renderTable = (table: Relation) => {
    const cols = columnsOf(table.oid);
    const insert = cols
      .map((c) => {
        if (c.identity_always || c.is_generated) return `${JSON.stringify(c.name)}?: never`;
        const optional = c.is_nullable || c.is_identity || c.has_default;
        return `${JSON.stringify(c.name)}${optional ? '?' : ''}: ${t(c.type_name)}${c.is_nullable ? ' | null' : ''}`;
      })
      .join('\n');
    const update = cols
      .map((c) => {
        if (c.identity_always || c.is_generated) return `${JSON.stringify(c.name)}?: never`;
        return `${JSON.stringify(c.name)}?: ${t(c.type_name)}${c.is_nullable ? ' | null' : ''}`;
      })
      .join('\n');
    return `${JSON.stringify(table.name)}: {
        Row: {
          ${rowOf(cols)}
        }
        Insert: {
          ${insert}
        }
        Update: {
          ${update}
        }
        Relationships: [
          ${relationshipsOf(table)}
        ]
      }`;
  };

  const renderView = (view: Relation) => {
    const cols = columnsOf(view.oid);
    const writable = (c: Column) =>
      c.is_updatable
        ? `${JSON.stringify(c.name)}?: ${t(c.type_name)} | null`
        : `${JSON.stringify(c.name)}?: never`;
    return `${JSON.stringify(view.name)}: {
        Row: {
          ${rowOf(cols)}
        }
        ${
          view.is_updatable
            ? `Insert: {
          ${cols.map(writable).join('\n')}
        }
        Update: {
          ${cols.map(writable).join('\n')}
        }
        `
            : ''
        }Relationships: [
          ${relationshipsOf(view)}
        ]
      }`;
  };

  const renderFunction = (fns: PgFunction[]) => {
    const fn = fns[0];
    const args = fns
      .map(({ args }) => {
        const inArgs = args.filter((a) => a.mode === 'in').sort(byName);
        if (inArgs.length === 0) return 'never';
        return `{ ${inArgs
          .map((a) => {
            const name = typeNameOf(a.type_oid, model);
            return `${JSON.stringify(a.name)}${a.has_default ? '?' : ''}: ${name ? t(name) : 'unknown'}`;
          })
          .join('; ')} }`;
      })
      .join(' | ');

    let returns: string;
    let setof = '';
    const tableArgs = fn.args.filter((a) => a.mode === 'table').sort(byName);
    const relation = model.relations.find((r) => r.oid === fn.return_type_relation_oid);
    if (tableArgs.length > 0) {
      returns = `{
          ${tableArgs
            .map((a) => {
              const name = typeNameOf(a.type_oid, model);
              return `${JSON.stringify(a.name)}: ${name ? t(name) : 'unknown'}`;
            })
            .join('\n')}
        }`;
    } else if (relation) {
      returns = `{
          ${rowOf(columnsOf(relation.oid))}
        }`;
      setof = `
        SetofOptions: {
          from: "*"
          to: ${JSON.stringify(relation.name)}
          isOneToOne: ${!fn.is_set_returning}
          isSetofReturn: ${fn.is_set_returning}
        }`;
    } else {
      const name = typeNameOf(fn.return_type_oid, model);
      returns = name ? t(name) : 'unknown';
    }
    return `${JSON.stringify(fn.name)}: { Args: ${args}
        Returns: ${returns}${fn.is_set_returning ? '[]' : ''}${setof}
      }`;
  };

  const grouped = new Map<string, PgFunction[]>();
  for (const fn of functions) grouped.set(fn.name, [...(grouped.get(fn.name) ?? []), fn]);

  const never = '[_ in never]: never';
  return `${JSON.stringify(schema)}: {
    Tables: {
      ${tables.length === 0 ? never : tables.map(renderTable).join('\n')}
    }
    Views: {
      ${views.length === 0 ? never : views.map(renderView).join('\n')}
    }
    Functions: {
      ${grouped.size === 0 ? never : [...grouped.values()].map(renderFunction).join('\n')}
    }
    Enums: {
      ${
        enums.length === 0
          ? never
          : enums
              .map((e) => `${JSON.stringify(e.name)}: ${e.enums.map((v) => JSON.stringify(v)).join(' | ')}`)
              .join('\n')
      }
    }
    CompositeTypes: {
      ${
        composites.length === 0
          ? never
          : composites
              .map(
                (c) => `${JSON.stringify(c.name)}: {
          ${c.attributes
            .map((a) => {
              const name = typeNameOf(a.type_oid, model);
              return `${JSON.stringify(a.name)}: ${name ? `${t(name)} | null` : 'unknown'}`;
            })
            .join('\n')}
        }`,
              )
              .join('\n')
      }
    }
  }`;
}

const HELPERS = `
type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never
`;

export function renderTypes(model: SchemaModel, schemas: readonly string[] = SCHEMAS): string {
  const sorted = [...schemas].sort((a, b) => a.localeCompare(b));
  const constants = sorted
    .map((schema) => {
      const enums = model.types.filter((ty) => ty.schema === schema && ty.enums.length > 0).sort(byName);
      return `${JSON.stringify(schema)}: {
    Enums: {
      ${enums.map((e) => `${JSON.stringify(e.name)}: [${e.enums.map((v) => JSON.stringify(v)).join(', ')}]`).join(',\n')}
    }
  }`;
    })
    .join(',\n');

  return `
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: ${JSON.stringify(POSTGREST_VERSION)}
  }
  ${sorted.map((schema) => renderSchema(schema, model, schemas)).join('\n')}
}
${HELPERS}
export const Constants = {
  ${constants}
} as const
`;
}

/** The text of src/types/database.ts for the given (migrated) database. */
export async function generateDatabaseTypes(
  db: Queryable,
  schemas: readonly string[] = SCHEMAS,
): Promise<string> {
  const model = await introspect(db, schemas);
  return format(renderTypes(model, schemas), { parser: 'typescript', semi: false });
}
