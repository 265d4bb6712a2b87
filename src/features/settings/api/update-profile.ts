import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requireUserId } from '@/lib/current-user';
import { PROFILE_COLUMNS, profileQueries, toUserProfile, type UserProfile } from '@/lib/profile';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import {
  isNameTaken,
  profileChanges,
  profileMetadata,
  settingsMessages,
  type ProfileFormValues,
} from '../model';

/** Saves name, company and job title to user_profiles, then mirrors them into the auth user's metadata. */
export async function updateProfile(values: ProfileFormValues): Promise<UserProfile> {
  const userId = await requireUserId();
  const { data, error } = await supabase
    .from('user_profiles')
    .update(profileChanges(values))
    .eq('id', userId)
    .select(PROFILE_COLUMNS)
    .single();
  if (error) throw error;
  const { error: authError } = await supabase.auth.updateUser({ data: profileMetadata(values) });
  if (authError) throw authError;
  return toUserProfile(data);
}

/** The sidebar, the avatar menu and team lists read profiles: they show the change at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueries.detail(profile.id).queryKey, profile),
    // A name a colleague has is the form's to show under the field, not a toast.
    meta: {
      invalidates: [queryRoots.profile],
      errorMessage: (error) => (isNameTaken(error) ? null : settingsMessages.profileFailed),
    },
  });
}
