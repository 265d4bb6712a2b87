// Environment and JSON answers for the functions. Env is read per request: the local stack
// gives each stack (and each request) its own Deno.env.

/** An environment variable (a secret on hosted Supabase); undefined when unset or empty. */
export function env(name: string): string | undefined {
  const value = Deno.env.get(name);
  return value === undefined || value === '' ? undefined : value;
}

/** An environment variable the function cannot work without. */
export function requiredEnv(name: string): string {
  const value = env(name);
  if (value === undefined) throw new Error(`${name} is not set`);
  return value;
}

/** A JSON response. */
export const json = (body: unknown, status = 200, headers: HeadersInit = {}): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
