import { createClient } from '@supabase/supabase-js';
import { getEnv } from '@/config/env';
import type { Database } from '@/types/database';

const env = getEnv();

/** The one Supabase client of the app, typed with the generated Database type. */
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
});

// postgrest-js retries a failed read three times on its own (1 s, 2 s, 4 s) before the query
// client's own three retries start: a screen would wait ~35 s to say the server is down.
// One retry policy only — the query client's (lib/query-client.ts). supabase-js has no
// option for this; the REST client's `retry` field is what `from()`/`rpc()` builders read.
(supabase as unknown as { rest: { retry?: boolean } }).rest.retry = false;
