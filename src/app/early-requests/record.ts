// The table the SPA shell's script sends its early requests from (shell-script.js), recorded
// at build time (in Node) from the screens' own prefetch lists: each query runs once, with
// stand-in values (a workspace, a user, the route's params, a time zone and today's date)
// against a client whose fetch only writes the request down, and every stand-in in what was
// sent becomes a {{placeholder}}. So the requests are described once, by the query functions
// the screens use; tests/unit/early-requests.test.ts checks that the table, filled in with
// other values, is what those functions send for them.
import { QueryClient } from '@tanstack/react-query';
import { SAME_ORIGIN_API, getEnv } from '@/config/env';
import { localDateString } from '@/lib/dates';
import { EARLY_REQUESTS_GLOBAL } from '@/lib/early-requests';
import { AUTH_TOKEN_KEY } from '@/lib/query-persistence';
import { REMEMBERED_WORKSPACE_KEY } from '@/lib/remembered-workspace';
import { resetSupabaseClient } from '@/lib/supabase';
import { appScreens, screenParams, screenPattern, type AppScreen } from '../app-screens';
import { SESSION_MARGIN_MS, shellQueries, type AnyQuery, type ScreenQueries } from '../routes/app/prefetch';

/** One request, its values as {{placeholders}}: the API's base, the key and the token are the script's. */
export interface EarlyRequestTemplate {
  method: string;
  /** Under the API's base: `rest/v1/rpc/dashboard_summary`. */
  path: string;
  /** The query string's pairs, unencoded, in order. */
  query: [string, string][];
  /** Lower-case names; without apikey, authorization and x-client-info. */
  headers: Record<string, string>;
  body?: string;
}

export interface EarlyRequestTable {
  /** The API's base URL; '' when it is the page's own origin. */
  api: string;
  apiKey: string;
  /** Where the session is (a pattern on localStorage's keys) and how long it must stay valid. */
  sessionKey: string;
  marginMs: number;
  workspaceKey: string;
  /** The window property the requests are left in. */
  global: string;
  /** Every screen's: the workspaces and the shell's queries. */
  common: EarlyRequestTemplate[];
  /** [pattern on location.pathname, its parameters' names, the screen's own requests], in match order. */
  screens: [string, string[], EarlyRequestTemplate[]][];
}

/** The time zone the table is recorded in: a name no request would hold by chance. */
const RECORDING_TIME_ZONE = 'Pacific/Chatham';

const prefetchModules = import.meta.glob<{ queries: ScreenQueries }>('../routes/app/prefetch/*.ts');

export interface Sent {
  method: string;
  url: string;
  headers: Headers;
  body?: string;
}

/** A storage holding a session supabase-js takes as valid for an hour, for `userId`. */
export function storageWithSession(userId: string, accessToken = 'recording') {
  const session = JSON.stringify({
    access_token: accessToken,
    refresh_token: 'recording',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user: { id: userId, aud: 'authenticated', role: 'authenticated', app_metadata: {}, user_metadata: {} },
  });
  return {
    getItem: (key: string) => (AUTH_TOKEN_KEY.test(key) ? session : null),
    setItem: () => undefined,
    removeItem: () => undefined,
  };
}

/**
 * What `queries` send for a signed-in `userId`, each run once: the client's fetch writes every
 * request down and fails it at once, so that no query goes on to a second one. A query that
 * sends nothing is an error (it would have nothing to send early).
 */
export async function sentBy(userId: string, queries: AnyQuery[]): Promise<Sent[]> {
  const sent: Sent[] = [];
  resetSupabaseClient({
    storage: storageWithSession(userId),
    fetch: async (input, init) => {
      const url = String(input);
      if (!url.includes('/auth/v1/')) {
        const body = typeof init?.body === 'string' ? init.body : undefined;
        sent.push({ method: init?.method ?? 'GET', url, headers: new Headers(init?.headers), body });
      }
      return new Response('{"message":"recorded"}', {
        status: 500,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  try {
    // One at a time, so that the requests are in the order of the list (the workspaces first).
    for (const options of queries) {
      const before = sent.length;
      const failure = await client.fetchQuery(options).then(
        () => undefined,
        (error: unknown) => error,
      );
      if (sent.length === before)
        throw new Error(`${JSON.stringify(options.queryKey)} sent no request`, { cause: failure });
    }
    return sent;
  } finally {
    client.clear();
    resetSupabaseClient();
  }
}

/** The request as a template: every stand-in's value replaced by its {{name}}. */
export function toTemplate(sent: Sent, base: string, standIns: Record<string, string>): EarlyRequestTemplate {
  if (!sent.url.startsWith(base)) throw new Error(`${sent.url} is not under the API's ${base}`);
  const url = new URL(sent.url);
  const mark = (text: string) =>
    Object.entries(standIns).reduce((marked, [name, value]) => marked.replaceAll(value, `{{${name}}}`), text);
  const headers: Record<string, string> = {};
  for (const [name, value] of sent.headers) {
    if (!['apikey', 'authorization', 'x-client-info'].includes(name)) headers[name] = mark(value);
  }
  const template: EarlyRequestTemplate = {
    method: sent.method,
    path: mark(decodeURIComponent(url.pathname.slice(new URL(base).pathname.length))),
    query: [...url.searchParams].map(([name, value]) => [name, mark(value)]),
    headers,
  };
  if (sent.body !== undefined) template.body = mark(sent.body);
  return template;
}

/** The stand-ins: values no request holds by chance (`today` and `timeZone` are the clock's). */
const standInValues = (names: string[]) =>
  Object.fromEntries(names.map((name) => [name, crypto.randomUUID()] as const));

/** Runs `run` with the process's time zone set to `zone` (Node follows process.env.TZ at once). */
export async function inTimeZone<T>(zone: string, run: () => Promise<T>): Promise<T> {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    return await run();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

/** The table for the SPA shell, from the screens' prefetch modules. */
export const recordEarlyRequestTable = (screens = appScreens): Promise<EarlyRequestTable> =>
  inTimeZone(RECORDING_TIME_ZONE, () => record(screens));

async function record(screens: AppScreen[]): Promise<EarlyRequestTable> {
  const env = getEnv();
  const base = `${env.supabaseUrl}/`;
  const ids = standInValues(['workspace', 'user']);
  const clock = { timeZone: RECORDING_TIME_ZONE, today: localDateString() };
  const templates = (sent: Sent[], params: Record<string, string> = {}) =>
    sent.map((request) => toTemplate(request, base, { ...ids, ...params, ...clock }));

  const common = templates(await sentBy(ids.user!, shellQueries(ids.user!, ids.workspace!)));
  const table: EarlyRequestTable['screens'] = [];
  for (const screen of screens) {
    const queries = (await prefetchModules[`../routes/app/prefetch/${screen.module}.ts`]?.())?.queries;
    const names = screenParams(screen);
    const params = standInValues(names);
    const url = new URL(
      `http://localhost/app/${screen.path ?? ''}`.replace(/:(\w+)/g, (_, name) => params[name]!),
    );
    const sent = queries ? await sentBy(ids.user!, queries(ids.workspace!, { params, url })) : [];
    table.push([screenPattern(screen), names, templates(sent, params)]);
  }
  return {
    api: import.meta.env.VITE_SUPABASE_URL === SAME_ORIGIN_API ? '' : env.supabaseUrl,
    apiKey: env.supabaseAnonKey,
    sessionKey: AUTH_TOKEN_KEY.source,
    marginMs: SESSION_MARGIN_MS,
    workspaceKey: REMEMBERED_WORKSPACE_KEY,
    global: EARLY_REQUESTS_GLOBAL,
    common,
    screens: table,
  };
}
