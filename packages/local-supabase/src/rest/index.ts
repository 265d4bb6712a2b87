// PostgREST's protocol (docs/local-stack.md): reads, mutations and calls of the exposed
// schemas, planned as PostgREST plans them (plan.ts) and run as one statement in one
// transaction under the caller's role; JSON is built by Postgres.
import type { Database, HttpRequest, HttpResponse, RequestScope } from '../types';
import {
  DEFAULT_BUDGET,
  EMBED_ROWS_EXCEEDED,
  RESPONSE_TOO_LARGE,
  WRITTEN_ROWS_EXCEEDED,
  type RequestBudget,
} from './budget';
import {
  RestError,
  invalidBody,
  invalidPath,
  invalidSchema,
  notAcceptable,
  notSupported,
  payloadColumnNotFound,
  responseTooLarge,
  tooManyWrittenRows,
  singularityError,
  tableNotFound,
  toErrorResponse,
  tooManyEmbedRows,
  unsupportedMethod,
} from './errors';
import { checkNesting, parsePrefer, parseQuery, type ParsedQuery, type Preferences } from './parser';
import { buildReadPlan, returnedColumns, rootConditions, type ReadPlan } from './plan';
import { closest } from './relationships';
import { findRoutine } from './routines';
import {
  SchemaCacheHolder,
  qualifiedKey,
  type QualifiedName,
  type SchemaCache,
  type TableInfo,
} from './schema';
import {
  Params,
  callSql,
  callStatement,
  countStatement,
  deleteSql,
  insertSql,
  mutationStatement,
  readStatement,
  updateSql,
  type BodyShape,
  type CallArguments,
  type SqlContext,
  type Statement,
} from './sql';

export interface RestAuth {
  role: RequestScope['role'];
  claims: Record<string, unknown>;
}

export type RestHandler = (req: HttpRequest, auth: RestAuth) => Promise<HttpResponse>;

export interface RestOptions {
  /**
   * PostgREST's db-max-rows (Supabase's `max_rows`): reads of tables, views and
   * set-returning functions answer at most this many rows (the count stays true).
   * Mutations are not capped. Null: no cap.
   */
  maxRows: number | null;
  /** `[api] schemas`: the schemas requests may name (Accept-Profile / Content-Profile), the default first. */
  schemas?: string[];
  /** `[api] extra_search_path`: after the request's schema in its search_path. */
  extraSearchPath?: string[];
  /**
   * What one statement may build (bytes of JSON) and read (embedded rows) while it runs;
   * past either, 400 54000 (budget.ts). Default DEFAULT_BUDGET; null: no limits.
   */
  budget?: RequestBudget | null;
  /** Where server faults are logged in full (their responses carry no Postgres internals). */
  log?: (line: string) => void;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';
const CSV_TYPE = 'text/csv; charset=utf-8';

interface Negotiated {
  single: boolean;
  stripNulls: boolean;
  csv: boolean;
  /** `application/vnd.pgrst.plan`: answer the statement's EXPLAIN instead. */
  plan: { format: 'json' | 'text'; options: string[]; for: string } | null;
}

const PLAN_OPTIONS = new Set(['analyze', 'verbose', 'settings', 'buffers', 'wal']);

/** Picks the response media type from Accept (first acceptable entry wins). */
function negotiate(accept: string | undefined, planEnabled: boolean): Negotiated {
  const plain: Negotiated = { single: false, stripNulls: false, csv: false, plan: null };
  if (!accept || accept.trim() === '') return plain;
  const entries = accept
    .split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/)
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [typeRaw, ...paramsRaw] = entry.split(';').map((s) => s.trim());
    const type = (typeRaw ?? '').toLowerCase();
    const param = (name: string): string | undefined =>
      paramsRaw
        .map((p) => p.split('='))
        .find(([k]) => k?.trim().toLowerCase() === name)?.[1]
        ?.trim()
        .replace(/^"|"$/g, '');
    const stripNulls = param('nulls') === 'stripped';
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return { ...plain, single: true, stripNulls };
    }
    if (type === 'text/csv') return { ...plain, csv: true };
    if (/^application\/vnd\.pgrst\.plan(\+json|\+text)?$/.test(type)) {
      if (!planEnabled) continue;
      const target = param('for') ?? 'application/json';
      const inner = negotiate(target, false);
      return {
        ...inner,
        plan: {
          format: type.endsWith('+json') ? 'json' : 'text',
          options: (param('options') ?? '').split('|').filter((o) => PLAN_OPTIONS.has(o)),
          for: target,
        },
      };
    }
    if (
      type === 'application/json' ||
      type === 'application/vnd.pgrst.array+json' ||
      type === 'application/vnd.pgrst.array' ||
      type === 'application/*' ||
      type === '*/*'
    ) {
      return { ...plain, stripNulls };
    }
  }
  throw notAcceptable(accept);
}

function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    throw invalidPath();
  }
}

interface Target {
  kind: 'table' | 'rpc';
  name: string;
}

function parsePath(path: string): Target {
  const parts = path
    .split('?')[0]!
    .split('/')
    .filter((p) => p !== '');
  if (parts.length === 1) return { kind: 'table', name: decodeSegment(parts[0]!) };
  if (parts.length === 2 && parts[0] === 'rpc') return { kind: 'rpc', name: decodeSegment(parts[1]!) };
  throw invalidPath();
}

function parseJsonBody(text: string): unknown {
  if (text.trim() === '') throw invalidBody();
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch (e) {
    throw invalidBody(e instanceof Error ? e.message : null);
  }
  // The text itself goes to Postgres, which parses it again.
  checkNesting('The JSON body', text, 'json');
  return body;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Thrown inside the transaction to roll back while still answering. */
class RollbackWith {
  constructor(readonly value: QueryOutcome) {}
}

interface QueryOutcome {
  total: number | null;
  pageTotal: number;
  body: string | null;
  /** Rows an upsert inserted (the rest it updated). */
  inserted: number;
}

interface Ctx {
  db: Database;
  cache: SchemaCache;
  req: HttpRequest;
  auth: RestAuth;
  method: string;
  prefs: Preferences;
  neg: Negotiated;
  target: Target;
  /** The schema the request names (or the default). */
  schema: string;
  searchPath: string;
  maxRows: number | null;
  budget: RequestBudget | null;
}

interface RunOptions {
  readOnly: boolean;
  single: boolean;
  /** Fail with PGRST124 (and roll back) past `max-affected` under strict handling. */
  maxAffected?: boolean;
  /** Before the statement (same transaction): a count=planned estimate. */
  planned?: Statement;
}

/** Runs the statement in one transaction as the caller; answers its outcome or the EXPLAIN of it. */
async function run(ctx: Ctx, stmt: Statement, o: RunOptions): Promise<QueryOutcome & { estimate?: number }> {
  const scope: RequestScope = {
    role: ctx.auth.role,
    claims: ctx.auth.claims,
    method: ctx.method,
    path: ctx.target.kind === 'rpc' ? `/rpc/${ctx.target.name}` : `/${ctx.target.name}`,
    readOnly: o.readOnly,
    searchPath: ctx.searchPath,
    writeBudget: ctx.budget?.writtenRows,
    // EXPLAIN VERBOSE shows the query identifier, as on Supabase (where pg_stat_statements computes it).
    ...(ctx.neg.plan?.options.includes('verbose') ? { superuserSettings: { compute_query_id: 'on' } } : {}),
  };
  try {
    return await ctx.db.asRequest(scope, async (q) => {
      let estimate: number | undefined;
      if (o.planned) {
        const { rows } = await q.query<{ plan: unknown }>(
          `EXPLAIN (FORMAT JSON) ${o.planned.sql}`,
          o.planned.params,
        );
        estimate = planRows(rows[0]);
      }
      if (ctx.neg.plan) {
        const plan = ctx.neg.plan;
        const options = [`FORMAT ${plan.format.toUpperCase()}`, ...plan.options.map((x) => x.toUpperCase())];
        const { rows } = await q.query<Record<string, unknown>>(
          `EXPLAIN (${options.join(', ')}) ${stmt.sql}`,
          stmt.params,
        );
        const body =
          plan.format === 'json'
            ? JSON.stringify(firstValue(rows[0]))
            : rows.map((r) => String(firstValue(r))).join('\n');
        throw new RollbackWith({ total: null, pageTotal: 0, body, inserted: 0 });
      }
      const res = await q.query<{ total: unknown; page_total: unknown; body: unknown; inserted?: unknown }>(
        stmt.sql,
        stmt.params,
      );
      const row = res.rows[0];
      const out: QueryOutcome = {
        total: row?.total === null || row?.total === undefined ? null : Number(row.total),
        pageTotal: Number(row?.page_total ?? 0),
        body: row?.body === null || row?.body === undefined ? null : String(row.body),
        inserted: Number(row?.inserted ?? 0),
      };
      // Results the statement did not tally (a scalar function's) are checked here.
      if (ctx.budget && out.body !== null && Buffer.byteLength(out.body) > ctx.budget.bytes) {
        throw responseTooLarge(ctx.budget.bytes);
      }
      if (o.single && out.pageTotal !== 1) throw singularityError(out.pageTotal);
      if (o.maxAffected && ctx.prefs.handling === 'strict' && ctx.prefs.maxAffected !== null) {
        if (out.pageTotal > ctx.prefs.maxAffected) {
          throw new RestError(
            400,
            'PGRST124',
            'Query result exceeds max-affected preference constraint',
            `The query affects ${out.pageTotal} rows`,
          );
        }
      }
      if (ctx.prefs.tx === 'rollback') throw new RollbackWith(out);
      return { ...out, estimate };
    });
  } catch (e) {
    if (e instanceof RollbackWith) return e.value;
    const pg = e as { code?: unknown; message?: unknown };
    if (ctx.budget && pg.code === '54000') {
      if (pg.message === RESPONSE_TOO_LARGE) throw responseTooLarge(ctx.budget.bytes);
      if (pg.message === EMBED_ROWS_EXCEEDED) throw tooManyEmbedRows(ctx.budget.embedRows);
    }
    if (ctx.budget && pg.code === '57014' && pg.message === WRITTEN_ROWS_EXCEEDED) {
      throw tooManyWrittenRows(ctx.budget.writtenRows);
    }
    throw e;
  }
}

const firstValue = (row: Record<string, unknown> | undefined): unknown =>
  row ? Object.values(row)[0] : null;

/** The top plan node's row estimate from EXPLAIN (FORMAT JSON). */
function planRows(row: unknown): number | undefined {
  let plan = firstValue(row as Record<string, unknown> | undefined);
  if (typeof plan === 'string') plan = JSON.parse(plan) as unknown;
  const rows = (plan as { Plan?: { 'Plan Rows'?: unknown } }[] | undefined)?.[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' ? rows : undefined;
}

const APPLIED_ORDER: (keyof Preferences)[] = [
  'resolution',
  'return',
  'count',
  'tx',
  'missing',
  'handling',
  'maxAffected',
];
function appliedPrefs(prefs: Preferences, kinds: (keyof Preferences)[]): Record<string, string> {
  const applied: string[] = [];
  for (const k of APPLIED_ORDER) {
    if (!kinds.includes(k)) continue;
    const v = prefs[k];
    if (v !== null && v !== undefined)
      applied.push(k === 'maxAffected' ? `max-affected=${String(v)}` : `${k}=${String(v)}`);
  }
  return applied.length ? { 'Preference-Applied': applied.join(', ') } : {};
}

function contentRange(lower: number, pageTotal: number, total: number | null): string {
  const upper = lower + pageTotal - 1;
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total === null ? '*' : total}`;
}

const mediaType = (neg: Negotiated): string => {
  if (neg.plan) {
    return `application/vnd.pgrst.plan+${neg.plan.format}; for="${neg.plan.for}"; charset=utf-8`;
  }
  return neg.csv ? CSV_TYPE : neg.single ? OBJECT_TYPE : JSON_TYPE;
};

function shapeFor(ctx: Ctx, extra: Partial<BodyShape> = {}): BodyShape {
  return {
    single: ctx.neg.single,
    none: ctx.method === 'HEAD',
    stripNulls: ctx.neg.stripNulls,
    csv: ctx.neg.csv,
    ...extra,
  };
}

/** The plan's answer (EXPLAIN). */
function planResponse(ctx: Ctx, out: QueryOutcome): HttpResponse {
  return { status: 200, headers: { 'Content-Type': mediaType(ctx.neg) }, body: out.body ?? '' };
}

/** 200, or 206 when a counted response holds only part of the rows; 416 past the end. */
function readResponse(
  ctx: Ctx,
  query: ParsedQuery,
  out: QueryOutcome,
  applied: (keyof Preferences)[],
): HttpResponse {
  if (ctx.neg.plan) return planResponse(ctx, out);
  const root = query.nodes.get('');
  const lower = root?.offset ?? 0;
  if (out.total !== null && lower > out.total) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${lower} was requested, but there are only ${out.total} rows.`,
      null,
      { 'Content-Range': `*/${out.total}` },
    );
  }
  let status = 200;
  if (out.total !== null && lower + out.pageTotal < out.total && !ctx.neg.single) status = 206;
  const headers: Record<string, string> = {
    'Content-Type': mediaType(ctx.neg),
    'Content-Range': contentRange(lower, out.pageTotal, out.total),
    ...appliedPrefs(ctx.prefs, applied),
    ...profileHeader(ctx),
  };
  return {
    status,
    headers,
    body:
      ctx.method === 'HEAD' ? undefined : (out.body ?? (ctx.neg.single ? 'null' : ctx.neg.csv ? '' : '[]')),
  };
}

/** `Content-Profile` when the request named a schema. */
const profileHeader = (ctx: Ctx): Record<string, string> =>
  ctx.req.headers['accept-profile'] || ctx.req.headers['content-profile']
    ? { 'Content-Profile': ctx.schema }
    : {};

function lookupTable(ctx: Ctx): TableInfo {
  const name: QualifiedName = { schema: ctx.schema, name: ctx.target.name };
  const table = ctx.cache.tables.get(qualifiedKey(name));
  if (!table) {
    const names = [...ctx.cache.tables.values()].filter((t) => t.schema === ctx.schema).map((t) => t.name);
    throw tableNotFound(ctx.schema, ctx.target.name, closest(ctx.target.name, names));
  }
  return table;
}

function validatePayloadColumns(table: TableInfo, columns: string[]): void {
  for (const c of columns) if (!table.columns.has(c)) throw payloadColumnNotFound(table.name, c);
}

function strictPreferences(ctx: Ctx): void {
  if (ctx.prefs.handling === 'strict' && ctx.prefs.invalid.length) {
    throw new RestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${ctx.prefs.invalid.join(', ')}`,
    );
  }
}

/** The total for `count=exact|planned|estimated`, from the statement's count and the plan's estimate. */
function totalFor(ctx: Ctx, out: QueryOutcome & { estimate?: number }): number | null {
  switch (ctx.prefs.count) {
    case 'planned':
      return out.estimate ?? out.total;
    case 'estimated':
      return ctx.maxRows !== null && out.total !== null && out.total > ctx.maxRows
        ? Math.max(out.total, out.estimate ?? 0)
        : out.total;
    default:
      return out.total;
  }
}

// ---------------------------------------------------------------------------
// tables
// ---------------------------------------------------------------------------

function planFor(
  ctx: Ctx,
  table: QualifiedName,
  query: ParsedQuery,
  kind: 'read' | 'mutate' | 'call',
): ReadPlan {
  return buildReadPlan(ctx.cache, table, query, { kind, maxRows: ctx.maxRows });
}

async function handleTable(ctx: Ctx): Promise<HttpResponse> {
  const table = lookupTable(ctx);
  const query = parseQuery(ctx.req.query);
  const root = query.nodes.get('')!;
  const representation = ctx.prefs.return === 'representation';
  const mutationShape: BodyShape = { ...shapeFor(ctx), none: !representation };
  const sqlCtx = (): SqlContext => ({ params: new Params(), budget: ctx.budget });

  switch (ctx.method) {
    case 'GET':
    case 'HEAD': {
      strictPreferences(ctx);
      const plan = planFor(ctx, table, query, 'read');
      const count = ctx.prefs.count !== null;
      const stmt = readStatement(plan, shapeFor(ctx), count, ctx.budget);
      const planned =
        ctx.prefs.count === 'planned' || ctx.prefs.count === 'estimated' ? countStatement(plan) : undefined;
      const out = await run(ctx, stmt, { readOnly: true, single: ctx.neg.single, planned });
      return readResponse(ctx, query, { ...out, total: totalFor(ctx, out) }, ['count']);
    }
    case 'POST': {
      strictPreferences(ctx);
      const body = parseJsonBody(ctx.req.body);
      let columns: string[];
      if (Array.isArray(body)) {
        if (!body.every(isPlainObject)) throw invalidBody('All array elements must be JSON objects');
        columns = query.columns ?? [...new Set(body.flatMap((r) => Object.keys(r)))];
      } else if (isPlainObject(body)) {
        columns = query.columns ?? Object.keys(body);
      } else {
        throw invalidBody('The payload must be a JSON object or an array of objects');
      }
      validatePayloadColumns(table, columns);
      let conflict: { columns: string[]; action: 'merge' | 'ignore' } | null = null;
      if (ctx.prefs.resolution) {
        const cols = query.onConflict ?? table.primaryKey;
        if (cols.length === 0) {
          throw new RestError(
            400,
            'PGRST100',
            `The table '${table.name}' has no primary key: pass on_conflict to upsert`,
          );
        }
        conflict = {
          columns: cols,
          action: ctx.prefs.resolution === 'ignore-duplicates' ? 'ignore' : 'merge',
        };
      }
      const plan = representation ? planFor(ctx, table, query, 'mutate') : null;
      const c = sqlCtx();
      const mutation = insertSql(
        c.params,
        {
          table,
          // The client's own JSON text goes to Postgres (numbers keep their precision).
          body: ctx.req.body,
          columns,
          missingDefault: ctx.prefs.missing === 'default' && Array.isArray(body),
          conflict,
        },
        plan ? returnedColumns(plan, table.primaryKey) : [],
      );
      const out = await run(ctx, mutationStatement(c, mutation, plan, mutationShape), {
        readOnly: false,
        single: ctx.neg.single,
      });
      const headers: Record<string, string> = {
        'Content-Range': contentRange(1, 0, ctx.prefs.count ? out.pageTotal : null),
        ...appliedPrefs(ctx.prefs, ['return', 'count', 'resolution', 'missing', 'tx', 'handling']),
      };
      // PostgREST: an upsert that only updated answers 200; anything inserted, 201.
      const status = conflict?.action === 'merge' && out.pageTotal > 0 && out.inserted <= 0 ? 200 : 201;
      if (!representation) return { status, headers };
      headers['Content-Type'] = mediaType(ctx.neg);
      return { status, headers, body: out.body ?? (ctx.neg.single ? 'null' : '[]') };
    }
    case 'PATCH':
    case 'DELETE': {
      strictPreferences(ctx);
      if (root.limit !== null || root.offset !== null) throw notSupported('limit/offset on PATCH and DELETE');
      const plan = representation ? planFor(ctx, table, query, 'mutate') : null;
      const returning = plan ? returnedColumns(plan, table.primaryKey) : [];
      const c = sqlCtx();
      let mutation: string;
      if (ctx.method === 'PATCH') {
        const body = parseJsonBody(ctx.req.body);
        if (!isPlainObject(body)) throw invalidBody('The payload must be a JSON object');
        const columns = query.columns ?? Object.keys(body);
        validatePayloadColumns(table, columns);
        if (columns.length === 0) {
          // Nothing to set: PostgREST answers without touching a row.
          if (ctx.neg.single) throw singularityError(0);
          return representation
            ? { status: 200, headers: { 'Content-Type': JSON_TYPE, 'Content-Range': '*/*' }, body: '[]' }
            : { status: 204, headers: { 'Content-Range': '*/*' } };
        }
        mutation = updateSql(c, table, ctx.req.body, columns, rootConditions(query), returning);
      } else {
        mutation = deleteSql(c, table, rootConditions(query), returning);
      }
      const out = await run(ctx, mutationStatement(c, mutation, plan, mutationShape), {
        readOnly: false,
        single: ctx.neg.single,
        maxAffected: true,
      });
      const headers: Record<string, string> = {
        'Content-Range': contentRange(0, out.pageTotal, ctx.prefs.count ? out.pageTotal : null),
        ...appliedPrefs(ctx.prefs, ['return', 'count', 'tx', 'handling', 'maxAffected']),
      };
      if (!representation) return { status: 204, headers };
      headers['Content-Type'] = mediaType(ctx.neg);
      return { status: 200, headers, body: out.body ?? (ctx.neg.single ? 'null' : '[]') };
    }
    default:
      throw unsupportedMethod(ctx.method);
  }
}

// ---------------------------------------------------------------------------
// RPC
// ---------------------------------------------------------------------------

async function handleRpc(ctx: Ctx): Promise<HttpResponse> {
  let query: ParsedQuery;
  let args: CallArguments;
  let keys: string[];
  if (ctx.method === 'POST') {
    const text = ctx.req.body.trim() === '' ? '{}' : ctx.req.body;
    const body = parseJsonBody(text);
    query = parseQuery(ctx.req.query);
    if (!isPlainObject(body)) throw invalidBody('The arguments must be a JSON object');
    keys = query.columns ?? Object.keys(body);
    args = { kind: 'json', body: text };
  } else if (ctx.method === 'GET' || ctx.method === 'HEAD') {
    query = parseQuery(ctx.req.query, { rpcRead: true });
    keys = [...query.rpcParams.keys()];
    for (const [name, value] of query.rpcParams) checkNesting(`The argument '${name}'`, value, 'any');
    args = { kind: 'direct', values: query.rpcParams };
  } else {
    throw unsupportedMethod(ctx.method);
  }
  const fn = findRoutine(
    ctx.cache,
    { schema: ctx.schema, name: ctx.target.name },
    keys,
    ctx.method === 'POST',
  );
  strictPreferences(ctx);
  if (ctx.prefs.handling === 'strict' && ctx.prefs.maxAffected !== null && !fn.returnsSet) {
    throw new RestError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    );
  }
  const relation: QualifiedName = {
    schema: ctx.schema,
    name:
      fn.returnsComposite && ctx.cache.tables.has(qualifiedKey(fn.returnType)) ? fn.returnType.name : fn.name,
  };
  const plan = planFor(ctx, relation, query, 'call');
  const c: SqlContext = { params: new Params(), budget: ctx.budget };
  const keySet = new Set(keys);
  const call = callSql(
    c.params,
    fn,
    fn.params.filter((p) => keySet.has(p.name)),
    args,
  );
  const scalar = !fn.returnsComposite;
  const stmt = callStatement(
    c,
    call,
    plan,
    shapeFor(ctx, { scalar, one: !fn.returnsSet, none: ctx.method === 'HEAD' || fn.returnsVoid }),
    ctx.prefs.count !== null,
    !fn.returnsSet,
  );
  const readOnly = ctx.method !== 'POST' || fn.volatility !== 'volatile';
  const out = await run(ctx, stmt, { readOnly, single: ctx.neg.single && fn.returnsSet, maxAffected: true });
  if (ctx.neg.plan) return planResponse(ctx, out);
  const applied: (keyof Preferences)[] = ['count', 'tx', 'handling', 'maxAffected'];
  if (fn.returnsVoid || (ctx.method === 'POST' && ctx.prefs.return === 'minimal')) {
    // void functions, and `Prefer: return=minimal` (what postgrest-js sends for a HEAD
    // call with object arguments): no body, the count in Content-Range.
    const headers: Record<string, string> = appliedPrefs(ctx.prefs, ['return', ...applied]);
    if (!fn.returnsVoid) headers['Content-Range'] = contentRange(0, out.pageTotal, out.total);
    return { status: 204, headers };
  }
  return readResponse(ctx, query, out, applied);
}

// ---------------------------------------------------------------------------

/** Errors that mean "not in the schema cache" (raised before any SQL ran). */
const STALE_CACHE_CODES = new Set(['PGRST200', 'PGRST202', 'PGRST204', 'PGRST205']);

/** The REST service, listening for `NOTIFY pgrst` (schema and settings reloads) before it answers. */
export async function createRestHandler(
  db: Database,
  options: RestOptions = { maxRows: null },
): Promise<RestHandler> {
  const schemas = options.schemas?.length ? options.schemas : ['public'];
  const extra = options.extraSearchPath ?? ['public', 'extensions'];
  const schemaHolder = new SchemaCacheHolder(db, schemas);
  await db.listen('pgrst', (payload) => schemaHolder.notified(payload));
  const budget = options.budget === undefined ? DEFAULT_BUDGET : options.budget;
  const log = options.log ?? ((line: string) => console.error(line));
  const quote = (s: string): string => `"${s.replace(/"/g, '""')}"`;
  return async (req, auth) => {
    try {
      const method = req.method.toUpperCase();
      if (!['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'].includes(method)) throw unsupportedMethod(method);
      const profile = (
        method === 'GET' || method === 'HEAD' ? req.headers['accept-profile'] : req.headers['content-profile']
      )?.trim();
      const schema = profile || schemas[0]!;
      if (!schemas.includes(schema)) throw invalidSchema(schemas);
      const dispatch = async (): Promise<HttpResponse> => {
        const cache = await schemaHolder.get();
        const ctx: Ctx = {
          db,
          cache,
          req,
          auth,
          method,
          schema,
          searchPath: [schema, ...extra].map(quote).join(', '),
          prefs: parsePrefer(req.headers['prefer']),
          neg: negotiate(req.headers['accept'], cache.settings.plan),
          target: parsePath(req.path),
          maxRows: options.maxRows,
          budget,
        };
        return ctx.target.kind === 'rpc' ? handleRpc(ctx) : handleTable(ctx);
      };
      try {
        return await dispatch();
      } catch (err) {
        // A name the schema cache does not know (raised before any SQL ran): the schema may
        // have changed since it was read (a migration while the stack runs). Re-read it, at
        // most once a second, and try once more.
        if (err instanceof RestError && STALE_CACHE_CODES.has(err.code) && (await schemaHolder.refresh())) {
          return await dispatch();
        }
        throw err;
      }
    } catch (err) {
      return toErrorResponse(err, auth.role, (detail) =>
        log(`[error] ${req.method} /rest/v1${req.path}: ${detail}`),
      );
    }
  };
}
