import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requireUserId } from '@/lib/current-user';
import { parsePreferences, type Preferences } from '@/lib/preferences';
import { profileQueries, type UserProfile } from '@/lib/profile';
import type { MutationErrorMessage } from '@/lib/query-client';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import type { Json } from '@/types/database';
import { mergePreferences } from '../model';

/**
 * Merges `changes` into user_profiles.preferences, keeping keys this version does not
 * know (another version of the app may have stored them), and returns what is stored now.
 */
export async function savePreferences(changes: Partial<Preferences>): Promise<Preferences> {
  const userId = await requireUserId();
  const stored = await supabase.from('user_profiles').select('preferences').eq('id', userId).single();
  if (stored.error) throw stored.error;
  const { data, error } = await supabase
    .from('user_profiles')
    .update({ preferences: mergePreferences(stored.data.preferences, changes) as Json })
    .eq('id', userId)
    .select('preferences')
    .single();
  if (error) throw error;
  return parsePreferences(data.preferences);
}

/** The profile's preferences change at once for every screen (the bell hides deadline alerts, say). */
export function useSavePreferences(errorMessage: MutationErrorMessage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: Partial<Preferences>) => ({
      userId: await requireUserId(),
      preferences: await savePreferences(changes),
    }),
    onSuccess: ({ userId, preferences }) =>
      queryClient.setQueryData<UserProfile | null>(profileQueries.detail(userId).queryKey, (profile) =>
        profile ? { ...profile, preferences } : profile,
      ),
    meta: { invalidates: [queryRoots.notifications], errorMessage },
  });
}
