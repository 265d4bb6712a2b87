import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { supabase } from '@/lib/supabase';

/** Mails the sign-up confirmation link again; it lands on /sign-in, which signs the user in. */
export async function resendConfirmation(email: string) {
  const { error } = await supabase.auth.resend({
    type: 'signup',
    email,
    options: { emailRedirectTo: `${window.location.origin}${paths.signIn}` },
  });
  if (error) throw error;
}

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });
