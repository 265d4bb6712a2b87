import { createClient } from '@supabase/supabase-js';
import { getEnv } from '@/config/env';
import type { Database } from '@/types/database';

const env = getEnv();

/** The one Supabase client of the app, typed with the generated Database type. */
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
});
