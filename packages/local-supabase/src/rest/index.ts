// The PostgREST subset the app uses (docs/local-stack.md). One transaction
// and, where possible, one SQL statement per request; JSON is built by Postgres.
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
  functionNotFound,
  invalidBody,
  invalidPath,
  invalidSchema,
  notAcceptable,
  notSupported,
  payloadColumnNotFound,
  responseTooLarge,
  tooManyEmbedRows,
  tooManyWrittenRows,
  singularityError,
  tableNotFound,
  toErrorResponse,
  unsupportedMethod,
} from './errors';
import { checkNesting, parsePrefer, parseQuery, type ParsedQuery, type Preferences } from './parser';
import {
  SchemaCacheHolder,
  type FunctionArg,
  type FunctionInfo,
  type SchemaCache,
  type TableInfo,
} from './schema';
import {
  buildDelete,
  buildInsert,
  buildRead,
  buildRpc,
  buildUpdate,
  type ResultShape,
  type RpcCall,
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

/** The response's media type for the negotiated representation. */
const mediaType = (neg: Negotiated): string => (neg.csv ? CSV_TYPE : neg.single ? OBJECT_TYPE : JSON_TYPE);

interface Negotiated {
  single: boolean;
  stripNulls: boolean;
  csv: boolean;
}

/** Picks the response media type from Accept (first acceptable entry wins). */
function negotiate(accept: string | undefined): Negotiated {
  if (!accept || accept.trim() === '') return { single: false, stripNulls: false, csv: false };
  const entries = accept
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [typeRaw, ...paramsRaw] = entry.split(';').map((s) => s.trim());
    const type = (typeRaw ?? '').toLowerCase();
    const stripNulls = paramsRaw.some((p) => p.replace(/\s/g, '').toLowerCase() === 'nulls=stripped');
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return { single: true, stripNulls, csv: false };
    }
    if (type === 'text/csv') return { single: false, stripNulls: false, csv: true };
    if (
      type === 'application/json' ||
      type === 'application/vnd.pgrst.array+json' ||
      type === 'application/vnd.pgrst.array' ||
      type === 'application/*' ||
      type === '*/*'
    ) {
      return { single: false, stripNulls, csv: false };
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

/** Thrown inside the transaction to roll back while still answering (Prefer: tx=rollback). */
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
  schemaHolder: SchemaCacheHolder;
  req: HttpRequest;
  auth: RestAuth;
  method: string;
  prefs: Preferences;
  neg: Negotiated;
  target: Target;
  maxRows: number | null;
  budget: RequestBudget | null;
}

/** Caps the top-level limit at max_rows (PostgREST: limit = min(requested, db-max-rows)). */
function capRows(ctx: Ctx, query: ParsedQuery): void {
  const root = query.nodes.get('');
  if (!root || ctx.maxRows === null) return;
  root.limit = Math.min(root.limit ?? ctx.maxRows, ctx.maxRows);
}

async function run(ctx: Ctx, stmt: Statement, readOnly: boolean, single: boolean): Promise<QueryOutcome> {
  const scope: RequestScope = {
    role: ctx.auth.role,
    claims: ctx.auth.claims,
    method: ctx.method,
    path: ctx.target.kind === 'rpc' ? `/rpc/${ctx.target.name}` : `/${ctx.target.name}`,
    readOnly,
    writeBudget: ctx.budget?.writtenRows,
  };
  try {
    return await ctx.db.asRequest(scope, async (q) => {
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
      if (single && out.pageTotal !== 1) throw singularityError(out.pageTotal);
      if (ctx.prefs.tx === 'rollback') throw new RollbackWith(out);
      return out;
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

function appliedPrefs(prefs: Preferences, kinds: (keyof Preferences)[]): Record<string, string> {
  const applied: string[] = [];
  for (const k of kinds) {
    const v = prefs[k];
    if (v) applied.push(`${k}=${v}`);
  }
  return applied.length ? { 'Preference-Applied': applied.join(', ') } : {};
}

function contentRange(lower: number, pageTotal: number, total: number | null): string {
  const upper = lower + pageTotal - 1;
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total === null ? '*' : total}`;
}

function shapeFor(ctx: Ctx, count: boolean): ResultShape {
  return {
    single: ctx.neg.single,
    head: ctx.method === 'HEAD',
    stripNulls: ctx.neg.stripNulls,
    count,
    csv: ctx.neg.csv,
    budget: ctx.budget,
  };
}

/** 200, or 206 when a counted response holds only part of the rows; 416 past the end. */
function readResponse(ctx: Ctx, query: ParsedQuery, out: QueryOutcome): HttpResponse {
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
  if (out.total !== null && out.pageTotal < out.total && !ctx.neg.single) status = 206;
  const headers: Record<string, string> = {
    'Content-Type': mediaType(ctx.neg),
    'Content-Range': contentRange(lower, out.pageTotal, out.total),
    ...appliedPrefs(ctx.prefs, ['count', 'tx']),
  };
  return {
    status,
    headers,
    body:
      ctx.method === 'HEAD' ? undefined : (out.body ?? (ctx.neg.single ? 'null' : ctx.neg.csv ? '' : '[]')),
  };
}

async function lookupTable(ctx: Ctx): Promise<{ schema: SchemaCache; table: TableInfo }> {
  const schema = await ctx.schemaHolder.get();
  const table = schema.tables.get(ctx.target.name);
  if (!table) throw tableNotFound(ctx.target.name);
  return { schema, table };
}

function validatePayloadColumns(table: TableInfo, columns: string[]): void {
  for (const c of columns) if (!table.columns.has(c)) throw payloadColumnNotFound(table.name, c);
}

// ---------------------------------------------------------------------------
// tables
// ---------------------------------------------------------------------------

async function handleTable(ctx: Ctx): Promise<HttpResponse> {
  const { schema, table } = await lookupTable(ctx);
  const query = parseQuery(ctx.req.query);
  const root = query.nodes.get('')!;
  const representation = ctx.prefs.return === 'representation';
  const mutationShape: ResultShape = { ...shapeFor(ctx, false), head: false };

  switch (ctx.method) {
    case 'GET':
    case 'HEAD': {
      capRows(ctx, query);
      const stmt = buildRead(schema, table, query, shapeFor(ctx, ctx.prefs.count !== null));
      const out = await run(ctx, stmt, true, ctx.neg.single);
      return readResponse(ctx, query, out);
    }
    case 'POST': {
      const body = parseJsonBody(ctx.req.body);
      let rows: Record<string, unknown>[];
      let columns: string[];
      if (Array.isArray(body)) {
        if (!body.every(isPlainObject)) throw invalidBody('All array elements must be JSON objects');
        rows = body;
        columns = query.columns ?? [...new Set(rows.flatMap((r) => Object.keys(r)))];
      } else if (isPlainObject(body)) {
        rows = [body];
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
      // A single object inserts only its own keys, so column defaults apply (as in PostgREST).
      const missingDefault = ctx.prefs.missing === 'default';
      const stmt = buildInsert(schema, table, query, {
        representation,
        shape: mutationShape,
        // The client's own JSON text goes to Postgres (numbers keep their precision).
        rowsJson: Array.isArray(body) ? ctx.req.body : `[${ctx.req.body}]`,
        columns,
        missingDefault: missingDefault && Array.isArray(body),
        conflict,
      });
      const out = await run(ctx, stmt, false, ctx.neg.single);
      const headers: Record<string, string> = {
        'Content-Range': contentRange(1, 0, ctx.prefs.count ? out.pageTotal : null),
        ...appliedPrefs(ctx.prefs, ['return', 'count', 'resolution', 'missing', 'tx']),
      };
      // PostgREST: an upsert that only updated answers 200; anything inserted, 201.
      const status = conflict && out.pageTotal > 0 && out.inserted === 0 ? 200 : 201;
      if (!representation) return { status, headers };
      headers['Content-Type'] = mediaType(ctx.neg);
      return { status, headers, body: out.body ?? (ctx.neg.single ? 'null' : '[]') };
    }
    case 'PATCH':
    case 'DELETE': {
      if (root.limit !== null || root.offset !== null) throw notSupported('limit/offset on PATCH and DELETE');
      let stmt: Statement;
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
        stmt = buildUpdate(schema, table, query, {
          representation,
          shape: mutationShape,
          rowJson: ctx.req.body,
          columns,
        });
      } else {
        stmt = buildDelete(schema, table, query, { representation, shape: mutationShape });
      }
      const out = await run(ctx, stmt, false, ctx.neg.single);
      const headers: Record<string, string> = {
        'Content-Range': contentRange(0, out.pageTotal, ctx.prefs.count ? out.pageTotal : null),
        ...appliedPrefs(ctx.prefs, ['return', 'count', 'tx']),
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

/** Picks the overload whose arguments match the names given (all required ones present). */
function pickFunction(candidates: FunctionInfo[], given: Set<string>, exact: boolean): FunctionInfo | null {
  const matches = candidates.filter((fn) => {
    const names = new Set(fn.args.map((a) => a.name));
    if (fn.args.some((a) => !a.hasDefault && !given.has(a.name))) return false;
    if (exact) return [...given].every((g) => names.has(g));
    return true;
  });
  if (matches.length === 0) return null;
  // Prefer the overload that uses the most of the given names.
  const used = (fn: FunctionInfo): number => fn.args.filter((a) => given.has(a.name)).length;
  return matches.sort((a, b) => used(b) - used(a))[0]!;
}

async function handleRpc(ctx: Ctx): Promise<HttpResponse> {
  const schema = await ctx.schemaHolder.get();
  const candidates = schema.functions.get(ctx.target.name);

  let fn: FunctionInfo | null = null;
  let call: RpcCall;
  let query: ParsedQuery;
  if (ctx.method === 'POST') {
    const body = ctx.req.body.trim() === '' ? {} : parseJsonBody(ctx.req.body);
    if (!isPlainObject(body)) throw invalidBody('The arguments must be a JSON object');
    const given = new Set(Object.keys(body));
    fn = candidates ? pickFunction(candidates, given, true) : null;
    if (!fn) throw functionNotFound(ctx.target.name, [...given]);
    const args: { arg: FunctionArg; text: string | null }[] = fn.args
      .filter((a) => given.has(a.name))
      .map((arg) => ({ arg, text: null }));
    call = { fn, argsJson: ctx.req.body.trim() === '' ? '{}' : ctx.req.body, args };
    query = parseQuery(ctx.req.query);
  } else if (ctx.method === 'GET' || ctx.method === 'HEAD') {
    const reserved = new Set([
      'select',
      'order',
      'limit',
      'offset',
      'or',
      'and',
      'not.or',
      'not.and',
      'columns',
      'on_conflict',
    ]);
    const allNames = new Set((candidates ?? []).flatMap((f) => f.args.map((a) => a.name)));
    const given = new Set([...ctx.req.query.keys()].filter((k) => allNames.has(k) && !reserved.has(k)));
    fn = candidates ? pickFunction(candidates, given, false) : null;
    if (!fn) {
      const named = [...ctx.req.query.keys()].filter((k) => !reserved.has(k) && !k.includes('.'));
      throw functionNotFound(ctx.target.name, named);
    }
    const chosen = fn;
    const args = chosen.args
      .filter((a) => given.has(a.name))
      .map((arg) => ({ arg, text: ctx.req.query.get(arg.name) }));
    for (const { arg, text } of args) checkNesting(`The argument '${arg.name}'`, text ?? '', 'any');
    call = { fn: chosen, argsJson: null, args };
    query = parseQuery(ctx.req.query, new Set(chosen.args.map((a) => a.name)));
  } else {
    throw unsupportedMethod(ctx.method);
  }

  if (fn.returnsSet) capRows(ctx, query);
  const readOnly = ctx.method !== 'POST' || fn.volatility !== 'volatile';
  const stmt = buildRpc(schema, call, query, shapeFor(ctx, ctx.prefs.count !== null));
  const out = await run(ctx, stmt, readOnly, ctx.neg.single);
  if (fn.returnKind === 'void' || (ctx.method === 'POST' && ctx.prefs.return === 'minimal')) {
    // void functions, and `Prefer: return=minimal` (what postgrest-js sends for a HEAD
    // call with object arguments): no body, the count in Content-Range.
    const headers: Record<string, string> = appliedPrefs(ctx.prefs, ['return', 'count', 'tx']);
    if (fn.returnKind !== 'void') headers['Content-Range'] = contentRange(0, out.pageTotal, out.total);
    return { status: 204, headers };
  }
  if (fn.returnsSet && fn.returnKind === 'composite') return readResponse(ctx, query, out);
  if (fn.returnsSet) return readResponse(ctx, query, out);
  return {
    status: 200,
    headers: { 'Content-Type': ctx.neg.single ? OBJECT_TYPE : JSON_TYPE, ...appliedPrefs(ctx.prefs, ['tx']) },
    body: ctx.method === 'HEAD' ? undefined : (out.body ?? 'null'),
  };
}

// ---------------------------------------------------------------------------

/** Errors that mean "not in the schema cache" (42703 here is only ever raised by the builder). */
const STALE_CACHE_CODES = new Set(['PGRST200', 'PGRST202', 'PGRST204', 'PGRST205', '42703']);

export function createRestHandler(db: Database, options: RestOptions = { maxRows: null }): RestHandler {
  const schemaHolder = new SchemaCacheHolder(db);
  const budget = options.budget === undefined ? DEFAULT_BUDGET : options.budget;
  const log = options.log ?? ((line: string) => console.error(line));
  return async (req, auth) => {
    try {
      const method = req.method.toUpperCase();
      if (!['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'].includes(method)) throw unsupportedMethod(method);
      const profile =
        method === 'GET' || method === 'HEAD'
          ? req.headers['accept-profile']
          : req.headers['content-profile'];
      if (profile !== undefined && profile.trim() !== '' && profile.trim() !== 'public')
        throw invalidSchema();
      const ctx: Ctx = {
        db,
        schemaHolder,
        req,
        auth,
        method,
        prefs: parsePrefer(req.headers['prefer']),
        neg: negotiate(req.headers['accept']),
        target: parsePath(req.path),
        maxRows: options.maxRows,
        budget,
      };
      const dispatch = () => (ctx.target.kind === 'rpc' ? handleRpc(ctx) : handleTable(ctx));
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
