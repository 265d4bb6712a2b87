import { messages } from './errors';
import { supabase } from './supabase';

/** The signed-in user's id from the stored session (no request); rejects with 'User not authenticated' without one. */
export async function requireUserId(): Promise<string> {
  const { data } = await supabase.auth.getSession();
  const userId = data.session?.user.id;
  if (!userId) throw new Error(messages.notAuthenticated);
  return userId;
}

/**
 * A fetcher or mutation behind the session check: without a signed-in user it rejects with
 * 'User not authenticated' before any request (RLS would answer an anonymous read with
 * nothing, not an error). One that needs the user's id calls requireUserId itself.
 */
export const authed =
  <Args extends unknown[], Result>(fn: (...args: Args) => Promise<Result>) =>
  async (...args: Args): Promise<Result> => {
    await requireUserId();
    return fn(...args);
  };
