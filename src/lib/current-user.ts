import { messages } from './errors';
import { supabase } from './supabase';

/** The signed-in user's id from the stored session (no request); rejects with 'User not authenticated' without one. */
export async function requireUserId(): Promise<string> {
  const { data } = await supabase.auth.getSession();
  const userId = data.session?.user.id;
  if (!userId) throw new Error(messages.notAuthenticated);
  return userId;
}
