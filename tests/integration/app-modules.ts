// Runs the app's own data layer (src/features/*/api, src/lib) in Node against a test
// stack: the app's one supabase-js client is pointed at the stack through the same
// VITE_ variables the browser build reads, before any app module is imported.
import WebSocket from 'ws';
import type { TestStack } from './helpers';

/** Call before the first import of an app module; later imports see this stack. */
export function pointAppAt(stack: Pick<TestStack, 'url' | 'anonKey'>): void {
  process.env.VITE_SUPABASE_URL = stack.url;
  process.env.VITE_SUPABASE_ANON_KEY = stack.anonKey;
  // supabase-js needs a WebSocket class for realtime on Node 20.
  (globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;
}

/** Signs the app's client in as this user (its session replaces any earlier one). */
export async function signInApp(email: string, password: string): Promise<void> {
  const { supabase } = await import('@/lib/supabase');
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
}
