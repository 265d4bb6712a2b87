// Shared contracts between the local stack's parts (server, auth, rest, database).

export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  /** Rows touched by INSERT/UPDATE/DELETE. */
  affectedRows?: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

/** What every REST request runs under (docs/local-stack.md). */
export interface RequestScope {
  role: 'anon' | 'authenticated' | 'service_role';
  /** The verified JWT payload. */
  claims: Record<string, unknown>;
  method: string;
  /** `/<table>` or `/rpc/<fn>`. */
  path: string;
  readOnly: boolean;
  /** The request's search_path (REST: the schema asked for, then `extra_search_path`). Default `public, extensions`. */
  searchPath?: string;
  /** Settings made before the role is taken (ones only a superuser may set), for this transaction. */
  superuserSettings?: Record<string, string>;
  /** Storage's name for the route (`storage.object.upload`…), set as `storage.operation` as Storage does. */
  operation?: string;
  /** Rows the request may write (rest/budget.ts); anon and authenticated only. Unset: no limit. */
  writeBudget?: number;
}

export interface Database {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction as the superuser (auth's own tables). Rolls back when fn throws. */
  transaction<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Runs `fn` in one transaction with role, claims and request settings applied. Rolls back when fn throws. */
  asRequest<T>(scope: RequestScope, fn: (q: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` with the payload of each NOTIFY on `channel` (a plain lower-case name)
   * once its transaction commits; resolves to a function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface HttpRequest {
  method: string;
  /** Path after the service prefix, e.g. `/tenders` for `/rest/v1/tenders`. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | undefined>;
  /** Raw body text ('' when none). */
  body: string;
}

export interface HttpResponse {
  status: number;
  headers?: Record<string, string>;
  /** A string is sent as is; anything else is JSON-encoded; undefined sends no body. */
  body?: unknown;
}
