import {
  createClient,
  RealtimeClient,
  type SupabaseClient,
  type SupportedStorage,
} from '@supabase/supabase-js';
import { getEnv } from '@/config/env';
import type { Database } from '@/types/database';
import { earlyAwareFetch } from './early-requests';
import { realtimeUrl } from './realtime-url';

type AppClient = SupabaseClient<Database>;

/** What a client may be given instead of the browser's own (the early requests' recorder). */
export interface ClientOptions {
  storage?: SupportedStorage;
  fetch?: typeof fetch;
}

let client: AppClient | undefined;
let clientOptions: ClientOptions = {};

function createAppClient(): AppClient {
  const env = getEnv();
  const created = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      storage: clientOptions.storage,
    },
    // The screens' first requests may already be on their way from the SPA shell (lib/early-requests.ts).
    global: { fetch: clientOptions.fetch ?? earlyAwareFetch },
  });
  // postgrest-js retries a failed read three times on its own (1 s, 2 s, 4 s) before the query
  // client's own three retries start: a screen would wait ~35 s to say the server is down.
  // One retry policy only — the query client's (lib/query-client.ts). supabase-js has no
  // option for this; the REST client's `retry` field is what `from()`/`rpc()` builders read.
  (created as unknown as { rest: { retry?: boolean } }).rest.retry = false;
  // supabase-js opens Realtime beside the API; with the API on the app's origin it belongs on the
  // project (config/env.ts). Nothing has connected yet: the socket opens with the first channel.
  const realtime = realtimeUrl(env.supabaseUrl, import.meta.env);
  if (!realtime.startsWith(env.supabaseUrl.replace(/^http/, 'ws'))) {
    created.realtime = new RealtimeClient(realtime, {
      params: { apikey: env.supabaseAnonKey },
      accessToken: async () => (await created.auth.getSession()).data.session?.access_token ?? null,
    });
  }
  return created;
}

/**
 * The one Supabase client of the app, typed with the generated Database type. It is created
 * when first touched, from the VITE_ variables as they are then (config/env.ts), not when
 * this module is imported: tests point those variables at their stack before the first use.
 */
export const supabase: AppClient = new Proxy({} as AppClient, {
  get(_target, property) {
    client ??= createAppClient();
    const value: unknown = Reflect.get(client, property, client);
    // Methods (from, rpc, channel…) run against the client, whoever holds the reference.
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(client) : value;
  },
});

/**
 * Forgets the client, so the next use builds one from the VITE_ variables as they are then
 * (test files that share a worker each point the app at their own stack), with `options`.
 */
export function resetSupabaseClient(options: ClientOptions = {}): void {
  client = undefined;
  clientOptions = options;
}
