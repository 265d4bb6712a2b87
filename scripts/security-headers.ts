// The security headers, defined once: the build writes them into the static host's
// files (scripts/static-host.ts) and `vite preview` serves them from there, so the whole
// app is exercised under them (docs/security-checks.md E4).
import { loadEnv } from 'vite';

const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';

export function securityHeaders(supabaseUrl = supabaseUrlFromEnv()): Record<string, string> {
  const api = new URL(supabaseUrl);
  const websocket = `${api.protocol === 'https:' ? 'wss' : 'ws'}://${api.host}`;
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // Profile photos come from Storage's public URLs (http://127.0.0.1 on the local stack).
    `img-src 'self' data: blob: https: ${api.origin}`,
    "font-src 'self'",
    `connect-src 'self' ${api.origin} ${websocket}`,
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
