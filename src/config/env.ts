// Validated at start-up. Plain checks rather than zod: this module is on every public
// page's critical path, and zod's core would add ~13 KB gzip there for two strings.

export interface AppEnv {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

export type EnvResult = { ok: true; env: AppEnv } | { ok: false; problems: string[] };

const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? value.replace(/\/+$/, '') : null;
  } catch {
    return null;
  }
}

/** The value that puts the API on the app's own origin, behind the static host's rewrites (docs/deploying.md). */
export const SAME_ORIGIN_API = '/';

/**
 * The API's URL: an http(s) URL, or the page's own origin for '/'. Outside a browser (the
 * build's prerendering) the origin is a stand-in: nothing is requested there.
 */
function apiUrl(value: unknown): string | null {
  if (value !== SAME_ORIGIN_API) return httpUrl(value);
  return typeof location === 'undefined' ? 'http://localhost' : location.origin;
}

/** Validates the VITE_ variables (vite.config.ts fills gaps from .env.example). */
export function parseEnv(source: Record<string, unknown>): EnvResult {
  const supabaseUrl = apiUrl(source.VITE_SUPABASE_URL);
  const anonKey = source.VITE_SUPABASE_ANON_KEY;
  const problems = [
    supabaseUrl ? null : "VITE_SUPABASE_URL must be an http(s) URL, or '/' for the app's own origin",
    typeof anonKey === 'string' && JWT_SHAPE.test(anonKey)
      ? null
      : 'VITE_SUPABASE_ANON_KEY must be a JWT (three dot-separated parts)',
  ].filter((problem): problem is string => problem !== null);
  if (problems.length > 0 || !supabaseUrl) return { ok: false, problems };
  return { ok: true, env: { supabaseUrl, supabaseAnonKey: anonKey as string } };
}

/** The VITE_ variables as they are now, validated (read at each call: tests set them before the app's first request). */
export const readEnv = (): EnvResult => parseEnv(import.meta.env);

/** The validated environment; main.tsx renders a configuration error screen before any caller can get here with a bad one. */
export function getEnv(): AppEnv {
  const result = readEnv();
  if (!result.ok) throw new Error(`Invalid configuration: ${result.problems.join('; ')}`);
  return result.env;
}
