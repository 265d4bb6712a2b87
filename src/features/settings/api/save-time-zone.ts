import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requireUserId } from '@/lib/current-user';
import { dataErrorMessage } from '@/lib/errors';
import { PROFILE_COLUMNS, profileQueries, toUserProfile, type UserProfile } from '@/lib/profile';
import { supabase } from '@/lib/supabase';
import { timeZoneMessages, timeZoneSaveFailure } from '../time-zones';

/** Saves the zone reminder emails follow; the database refuses a zone it does not know. */
export async function saveTimeZone(timeZone: string): Promise<UserProfile> {
  const userId = await requireUserId();
  const { data, error } = await supabase
    .from('user_profiles')
    .update({ time_zone: timeZone })
    .eq('id', userId)
    .select(PROFILE_COLUMNS)
    .single();
  if (error) throw error;
  return toUserProfile(data);
}

export function useSaveTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTimeZone,
    onSuccess: (profile) => queryClient.setQueryData(profileQueries.detail(profile.id).queryKey, profile),
    meta: {
      errorMessage: (error: unknown) =>
        timeZoneSaveFailure(error) ?? dataErrorMessage(error, timeZoneMessages.failed),
    },
  });
}
