// The profile photo: stored in the public `avatars` bucket under the user's own folder,
// its public URL kept in user_profiles.avatar. One photo per user: replacing or removing
// it deletes every other object in the folder through the Storage API.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requireUserId } from '@/lib/current-user';
import { PROFILE_COLUMNS, profileQueries, toUserProfile, type UserProfile } from '@/lib/profile';
import { queryRoots } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { AVATAR_BUCKET, avatarPath } from '../model';
import { resizeImage } from './resize-image';

const bucket = () => supabase.storage.from(AVATAR_BUCKET);

async function setAvatar(userId: string, avatar: string | null): Promise<UserProfile> {
  const { data, error } = await supabase
    .from('user_profiles')
    .update({ avatar })
    .eq('id', userId)
    .select(PROFILE_COLUMNS)
    .single();
  if (error) throw error;
  return toUserProfile(data);
}

/** Deletes the user's stored photos except `keep`; a failure only leaves an unused file behind. */
async function deleteOtherPhotos(userId: string, keep?: string): Promise<void> {
  const listed = await bucket().list(userId);
  const names = (listed.data ?? [])
    .map((object) => `${userId}/${object.name}`)
    .filter((name) => name !== keep);
  const removed = names.length ? await bucket().remove(names) : { error: null };
  const error = listed.error ?? removed.error;
  if (error) console.warn('Could not delete the previous profile photo', error);
}

/** Resizes the photo (at most 256 px), uploads it and makes it the profile's. */
export async function uploadAvatar(file: File): Promise<UserProfile> {
  const userId = await requireUserId();
  const image = await resizeImage(file);
  const path = avatarPath(userId, Date.now(), image.type);
  const uploaded = await bucket().upload(path, image, { contentType: image.type, cacheControl: '31536000' });
  if (uploaded.error) throw uploaded.error;
  let profile: UserProfile;
  try {
    profile = await setAvatar(userId, bucket().getPublicUrl(path).data.publicUrl);
  } catch (error) {
    await bucket().remove([path]);
    throw error;
  }
  await deleteOtherPhotos(userId, path);
  return profile;
}

/** Clears the profile's photo (initials show instead) and deletes the stored file. */
export async function removeAvatar(): Promise<UserProfile> {
  const userId = await requireUserId();
  const profile = await setAvatar(userId, null);
  await deleteOtherPhotos(userId);
  return profile;
}

/** The new profile is cached for the shell at once; team lists that show photos refetch. A failure is shown beside the photo (and logged). */
function useProfilePhotoMutation<Variables>(mutationFn: (variables: Variables) => Promise<UserProfile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (profile) => queryClient.setQueryData(profileQueries.detail(profile.id).queryKey, profile),
    meta: { invalidates: [queryRoots.profile], logError: true },
  });
}

export const useUploadAvatar = () => useProfilePhotoMutation(uploadAvatar);
export const useRemoveAvatar = () => useProfilePhotoMutation<void>(removeAvatar);
