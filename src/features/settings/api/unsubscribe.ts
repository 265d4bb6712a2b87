import { useMutation } from '@tanstack/react-query';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';

/** Turns off the preference a signed unsubscribe token names (no sign-in needed); its key. */
export async function unsubscribe(token: string): Promise<string> {
  const { data, error } = await supabase.rpc('unsubscribe_reminders', { p_token: token });
  if (error) throw error;
  return data;
}

/** A signed-in user's Settings show the change at once. The page shows failures in place (a bad link is no error to log). */
export const useUnsubscribe = () =>
  useMutation({
    mutationFn: unsubscribe,
    meta: { invalidates: [queryRoots.profile] },
  });
