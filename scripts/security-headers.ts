// The security headers, defined once: the build writes them into the static host's
// files (scripts/static-host.ts) and `vite preview` serves them from there, so the whole
// app is exercised under them (docs/security-checks.md E4).
import { loadEnv } from 'vite';
import { SAME_ORIGIN_API } from '../src/config/env.ts';

const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';

/**
 * The headers for a build talking to `supabaseUrl` ('/' when the host serves the API on the
 * app's own origin, which 'self' covers; Realtime's WebSocket then goes to `projectUrl`).
 * `scriptHashes` are the only inline scripts allowed (the SPA shell's early requests), as
 * `sha256-…` sources.
 */
export function securityHeaders(
  supabaseUrl = supabaseUrlFromEnv(),
  scriptHashes: string[] = [],
  projectUrl?: string,
): Record<string, string> {
  const api = supabaseUrl === SAME_ORIGIN_API ? null : new URL(supabaseUrl);
  const realtime = api ?? (projectUrl ? new URL(projectUrl) : null);
  const websocket = realtime && `${realtime.protocol === 'https:' ? 'wss' : 'ws'}://${realtime.host}`;
  const csp = [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    // Profile photos come from Storage's public URLs (http://127.0.0.1 on the local stack).
    ['img-src', "'self'", 'data:', 'blob:', 'https:', api?.origin].filter(Boolean).join(' '),
    "font-src 'self'",
    ['connect-src', "'self'", api?.origin, websocket].filter(Boolean).join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

function supabaseUrlFromEnv(): string {
  const env = loadEnv('production', process.cwd(), 'VITE_');
  return process.env.VITE_SUPABASE_URL ?? env.VITE_SUPABASE_URL ?? LOCAL_SUPABASE_URL;
}
