import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

/** Sets the signed-in (recovering) user's new password. */
export async function updatePassword(password: string) {
  const { data, error } = await supabase.auth.updateUser({ password });
  if (error) throw error;
  return data;
}

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
