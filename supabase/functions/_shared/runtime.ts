// What the functions use of the Deno runtime, typed here so the same files type-check in
// Node (the local stack serves them through its Deno.serve / Deno.env shim) and run on
// Supabase's Edge Runtime. Env is read per request: the local stack gives each stack (and
// each request) its own.

export type Handler = (request: Request) => Response | Promise<Response>;

interface DenoLike {
  serve(handler: Handler): unknown;
  env: { get(name: string): string | undefined };
}

const deno = (): DenoLike => (globalThis as unknown as { Deno: DenoLike }).Deno;

/** Starts serving `handler` (Supabase's Edge Runtime, or the local stack's shim). */
export const serve = (handler: Handler): void => void deno().serve(handler);

/** An environment variable (a secret on hosted Supabase); undefined when unset or empty. */
export function env(name: string): string | undefined {
  const value = deno().env.get(name);
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
