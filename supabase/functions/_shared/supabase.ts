// supabase-js clients for a function, made per request (the env is read per request): as the
// service role, or as the caller, whose own Authorization header the API verifies, so the
// database's grants and auth.uid() decide. No session is kept: a function serves one request.
import { createClient } from 'npm:@supabase/supabase-js@2';
import { requiredEnv } from './runtime.ts';

const STATELESS = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

export const serviceClient = () =>
  createClient(requiredEnv('SUPABASE_URL'), requiredEnv('SUPABASE_SERVICE_ROLE_KEY'), STATELESS);

/** As the caller whose `Authorization` header this is; the anon key's client when there is none. */
export const callerClient = (authorization?: string) =>
  createClient(requiredEnv('SUPABASE_URL'), requiredEnv('SUPABASE_ANON_KEY'), {
    ...STATELESS,
    ...(authorization ? { global: { headers: { Authorization: authorization } } } : {}),
  });
