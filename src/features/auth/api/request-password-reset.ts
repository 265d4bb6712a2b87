import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { supabase } from '@/lib/supabase';

/** Mails a recovery link that lands on /reset-password; the answer never says whether the address exists. */
export async function requestPasswordReset(email: string) {
  const { error } = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: `${window.location.origin}${paths.resetPassword}`,
  });
  if (error) throw error;
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
