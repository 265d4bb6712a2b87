// Calls a SQL function through the project's REST API (PostgREST's /rest/v1/rpc) with the
// service-role key: the one thing these functions ask of the database. Plain fetch, as
// supabase-js's rpc() sends it, without a client (and its realtime socket) per request.
import { requiredEnv } from './runtime.ts';

export type RpcResult<T> =
  { data: T; error: null } | { data: null; error: { status: number; message: string } };

/** POST /rest/v1/rpc/<name> with `args` as the service role; the JSON answer, or the error. */
export async function serviceRpc<T>(name: string, args: Record<string, unknown>): Promise<RpcResult<T>> {
  const key = requiredEnv('SUPABASE_SERVICE_ROLE_KEY');
  const response = await fetch(`${requiredEnv('SUPABASE_URL').replace(/\/+$/, '')}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
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
