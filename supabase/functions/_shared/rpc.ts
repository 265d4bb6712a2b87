// Calls a SQL function through the project's REST API (PostgREST's /rest/v1/rpc): as the
// service role, as the caller (their own Authorization header, which the REST API verifies,
// so the database's grants and auth.uid() decide), or as anyone (the anon key). Plain fetch, as supabase-js's
// rpc() sends it, without a client (and its realtime socket) per request.
import { requiredEnv } from './runtime.ts';

export type RpcResult<T> =
  { data: T; error: null } | { data: null; error: { status: number; message: string } };

async function postRpc<T>(
  name: string,
  args: Record<string, unknown>,
  apikey: string,
  authorization: string,
): Promise<RpcResult<T>> {
  const response = await fetch(`${requiredEnv('SUPABASE_URL').replace(/\/+$/, '')}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey, Authorization: authorization, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });
  const text = await response.text();
  if (!response.ok) {
    let message = text;
    try {
      message = String((JSON.parse(text) as { message?: unknown }).message ?? text);
    } catch {
      // not JSON: the text as it came
    }
    return { data: null, error: { status: response.status, message } };
  }
  return { data: (text ? JSON.parse(text) : null) as T, error: null };
}

/** POST /rest/v1/rpc/<name> with `args` as the service role; the JSON answer, or the error. */
export function serviceRpc<T>(name: string, args: Record<string, unknown>): Promise<RpcResult<T>> {
  const key = requiredEnv('SUPABASE_SERVICE_ROLE_KEY');
  return postRpc<T>(name, args, key, `Bearer ${key}`);
}

/** The same, as the caller whose `Authorization` header this is (401 for a token the API refuses). */
export function callerRpc<T>(
  name: string,
  args: Record<string, unknown>,
  authorization: string,
): Promise<RpcResult<T>> {
  return postRpc<T>(name, args, requiredEnv('SUPABASE_ANON_KEY'), authorization);
}

/** The same, as anyone: the anon key, for what the public may call. */
export function anonRpc<T>(name: string, args: Record<string, unknown>): Promise<RpcResult<T>> {
  return callerRpc<T>(name, args, `Bearer ${requiredEnv('SUPABASE_ANON_KEY')}`);
}
