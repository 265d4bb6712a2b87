// Where Realtime's WebSocket goes: beside the API, or with the API on the app's own origin
// (VITE_SUPABASE_URL=/) on the project itself (VITE_SUPABASE_PROJECT_URL, which the build sets
// from SUPABASE_PROJECT_URL): static hosts forward requests, not WebSockets, and a WebSocket
// needs no preflight. Apart from config/env.ts, which every public page loads.
import { SAME_ORIGIN_API } from '@/config/env';

/** The ws(s) URL of Realtime for an API at `supabaseUrl` (already resolved to an origin). */
export function realtimeUrl(supabaseUrl: string, source: Record<string, unknown>): string {
  const project = source.VITE_SUPABASE_PROJECT_URL;
  const base =
    source.VITE_SUPABASE_URL === SAME_ORIGIN_API &&
    typeof project === 'string' &&
    /^https?:\/\//.test(project)
      ? project.replace(/\/+$/, '')
      : supabaseUrl;
  return `${base.replace(/^http/, 'ws')}/realtime/v1`;
}
