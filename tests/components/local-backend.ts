// A real backend for component tests: an in-memory local stack per test file, with the
// app's supabase-js client pointed at it. Start it inside vi.hoisted, before any app
// module is imported:
//   const backend = await vi.hoisted(async () => (await import('./local-backend')).startBackend());
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { startLocalStack, type LocalStack } from '@tenderflow/local-supabase';

export async function startBackend(): Promise<LocalStack> {
  const stack = await startLocalStack({ port: 0, db: 'memory', log: false });
  process.env.VITE_SUPABASE_URL = stack.url;
  process.env.VITE_SUPABASE_ANON_KEY = stack.anonKey;
  (globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;
  return stack;
}

/** Signs the app's client in (again: the DOM setup clears localStorage, where supabase-js keeps the session, after each test). */
export async function signInApp(account: { email: string; password: string }): Promise<void> {
  const { supabase } = await import('@/lib/supabase');
  const { error } = await supabase.auth.signInWithPassword(account);
  if (error) throw error;
}

/** Signs a new user up through the app's own client, which then holds the session. */
export async function signUpInApp(
  prefix = 'component',
): Promise<{ id: string; email: string; password: string }> {
  const { supabase } = await import('@/lib/supabase');
  const email = `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
  const password = `pw-${randomUUID()}`;
  const { data, error } = await supabase.auth.signUp({ email, password });
  if (error || !data.user) throw error ?? new Error('sign-up returned no user');
  return { id: data.user.id, email, password };
}
