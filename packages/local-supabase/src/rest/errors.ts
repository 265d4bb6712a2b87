// PostgREST-shaped errors: `{code, details, hint, message}` and the HTTP status for each.
import type { HttpResponse } from '../types';

export interface RestErrorBody {
  code: string;
  /** Mostly text; PGRST201 lists the candidate relationships. */
  details: string | Record<string, string>[] | null;
  hint: string | null;
  message: string;
}

/** An error the REST layer raises itself (parse errors, schema-cache misses, cardinality). */
export class RestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: RestErrorBody['details'];
  readonly hint: string | null;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    details: RestErrorBody['details'] = null,
    hint: string | null = null,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'RestError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
    this.headers = headers;
  }

  body(): RestErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

// ---- constructors for the errors PostgREST raises (wording from PostgREST v12/v13) ----

export const parseError = (what: string, raw: string, details: string | null = null): RestError =>
  new RestError(400, 'PGRST100', `failed to parse ${what} (${raw})`, details);

export const invalidBody = (details: string | null = null): RestError =>
  new RestError(400, 'PGRST102', 'Empty or invalid json', details);

export const tableNotFound = (schema: string, table: string, suggestion: string | null): RestError =>
  new RestError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${table}' in the schema cache`,
    null,
    suggestion ? `Perhaps you meant the table '${schema}.${suggestion}'` : null,
  );

export const payloadColumnNotFound = (table: string, column: string): RestError =>
  new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);

export const notEmbedded = (resource: string): RestError =>
  new RestError(
    400,
    'PGRST108',
    `'${resource}' is not an embedded resource in this request`,
    null,
    `Verify that '${resource}' is included in the 'select' query parameter.`,
  );

/**
 * PGRST202. `jsonBody`: a POST with a JSON body, which could also have reached a function
 * taking a single unnamed json/jsonb parameter.
 */
export const functionNotFound = (
  schema: string,
  fn: string,
  argNames: string[],
  jsonBody: boolean,
  suggestion: string | null,
): RestError => {
  const sorted = [...argNames].sort();
  const func = `${schema}.${fn}`;
  const params = sorted.length
    ? ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`
    : ' without parameters';
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${func}${sorted.length ? `(${sorted.join(', ')})` : ' without parameters'} in the schema cache`,
    `Searched for the function ${func}${params}${jsonBody ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    suggestion ? `Perhaps you meant to call the function ${schema}.${suggestion}` : null,
  );
};

/** PGRST203: overloads the arguments cannot tell apart. */
export const ambiguousFunction = (
  candidates: { schema: string; name: string; params: { name: string; type: string }[] }[],
): RestError =>
  new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${candidates
      .map((f) => `${f.schema}.${f.name}(${f.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`)
      .join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );

export const singularityError = (rows: number): RestError =>
  new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );

export const invalidSchema = (schemas: string[]): RestError =>
  new RestError(
    406,
    'PGRST106',
    `The schema must be one of the following: ${schemas.join(', ')}`,
    null,
    null,
  );

export const notAcceptable = (accept: string): RestError =>
  new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`);

export const unsupportedMethod = (method: string): RestError =>
  new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);

export const invalidPath = (): RestError =>
  new RestError(404, 'PGRST125', 'Invalid path specified in request URL');

/**
 * A value nested deeper than the stack passes to Postgres: PostgreSQL's own answer for such
 * input (54001 statement_too_complex), before it can overflow PGlite's WASM stack.
 */
export const tooDeeplyNested = (what: string, limit: number): RestError =>
  new RestError(400, '54001', `${what} is too deeply nested`, `It is nested deeper than ${limit} levels`);

const megabytes = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${bytes} bytes`;

/** A request that would build more JSON than the local stack answers (see RestOptions.maxResponseBytes). */
export const responseTooLarge = (limit: number): RestError =>
  new RestError(
    400,
    '54000',
    `The response is larger than the local stack's limit of ${megabytes(limit)}`,
    'Embedded resources count at each level that holds them.',
    'Select fewer columns or embedded resources, or fewer rows (limit, range, filters).',
  );

/** A request whose embeds read more rows than the local stack allows (budget.ts). */
export const tooManyEmbedRows = (limit: number): RestError =>
  new RestError(
    400,
    '54000',
    `The request reads more than the local stack's limit of ${limit.toLocaleString('en-US')} embedded rows`,
    'Rows of embedded resources count whether or not they match, at every level.',
    'Embed fewer levels, or filter or page the parent rows first.',
  );

/** A request that writes more rows than the local stack allows (budget.ts). */
export const tooManyWrittenRows = (limit: number): RestError =>
  new RestError(
    400,
    '54000',
    `The request writes more than the local stack's limit of ${limit.toLocaleString('en-US')} rows`,
    'Rows inserted, updated or deleted count, including those a function writes.',
    'Write fewer rows per request (smaller batches).',
  );

export const notSupported = (what: string): RestError =>
  new RestError(400, 'PGRST100', `${what} is not supported by the local stack`);

// ---- database errors ----

interface PgLikeError {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** HTTP status PostgREST uses for a SQLSTATE (docs/local-stack.md). */
export function statusForSqlState(code: string, role: string): number {
  switch (code) {
    case '42501':
      return role === 'anon' ? 401 : 403;
    case '23505':
    case '23503':
      return 409;
    case '42P01':
    case '42883':
      return 404;
    case '25006': // read_only_sql_transaction
      return 405;
    case '57014': // query_canceled (statement timeout)
      return 504;
    case '53400': // configuration limit exceeded
      return 500;
    default:
      // 23502, 23514, 22P02, 22007, 42703, P0001 and everything unlisted. PostgREST maps
      // a few classes (08 connection, 53 resources, 57 operator intervention) to 5xx; the
      // local stack keeps those too.
      if (code.startsWith('08')) return 503;
      if (code.startsWith('53') || code.startsWith('58') || code.startsWith('XX')) return 500;
      return 400;
  }
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/**
 * Database errors that are server faults, not answers about the request: their message,
 * details and hint describe Postgres's internals (memory contexts, buffers, configuration),
 * so the response says only what happened and the log gets the rest. 5xx except a statement
 * timeout (57014, whose message is the answer), and 54001 (stack depth: its hint names
 * max_stack_depth). Constraint errors and the like keep PostgREST's details.
 */
function isServerFault(code: string, status: number): boolean {
  return (status >= 500 && code !== '57014') || code === '54001';
}

/**
 * Turns anything thrown while handling a request into a PostgREST-shaped response. `log`
 * receives the full description of server faults, which the response leaves out.
 */
export function toErrorResponse(
  err: unknown,
  role: string,
  log: (detail: string) => void = () => undefined,
): HttpResponse {
  if (err instanceof RestError) {
    return {
      status: err.status,
      headers: { 'Content-Type': 'application/json; charset=utf-8', ...err.headers },
      body: err.body(),
    };
  }
  const e = (err ?? {}) as PgLikeError;
  const code = typeof e.code === 'string' && SQLSTATE.test(e.code) ? e.code : null;
  if (code) {
    const status = statusForSqlState(code, role);
    const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8' };
    if (status === 401) headers['WWW-Authenticate'] = 'Bearer';
    if (isServerFault(code, status)) {
      log(`database error ${code}: ${[e.message, e.detail, e.hint].map(str).filter(Boolean).join(' | ')}`);
      return {
        status,
        headers,
        body: {
          code,
          details: null,
          hint: null,
          message: 'Database error: see the local stack log',
        } satisfies RestErrorBody,
      };
    }
    return {
      status,
      headers,
      body: {
        code,
        details: str(e.detail),
        hint: str(e.hint),
        message: str(e.message) ?? 'Database error',
      } satisfies RestErrorBody,
    };
  }
  // Not a database error: a bug or a lost connection. Never leak a message or stack trace.
  log(err instanceof Error ? (err.stack ?? err.message) : String(err));
  return {
    status: 500,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    body: {
      code: 'PGRST000',
      details: null,
      hint: null,
      message: 'Internal error in the local REST layer: see the local stack log',
    } satisfies RestErrorBody,
  };
}
