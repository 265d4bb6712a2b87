import { queryOptions, useQuery } from '@tanstack/react-query';
import { messages } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { supabase } from '@/lib/supabase';

/**
 * How many tenders the signed-in user owns: a HEAD request with an exact count, no rows
 * transferred. One key for whoever is signed in: the cache is cleared on sign-out.
 */
export const tenderCountQuery = () =>
  queryOptions({
    queryKey: ['tenders', 'count'],
    queryFn: async () => {
      const { data } = await supabase.auth.getSession();
      const userId = data.session?.user.id;
      if (!userId) throw new Error(messages.notAuthenticated);
      const { count, error } = await supabase
        .from('tenders')
        .select('id', { count: 'exact', head: true })
        .eq('user_id', userId);
      if (error) throw error;
      return count ?? 0;
    },
  });

/** The signed-in user's tender count, or undefined while unknown. */
export function useTenderCount(): number | undefined {
  const { user } = useSession();
  const { data } = useQuery({ ...tenderCountQuery(), enabled: Boolean(user) });
  return data;
}
