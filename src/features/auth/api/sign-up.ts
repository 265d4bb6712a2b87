import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { localeCurrency } from '@/lib/locale-currency';
import { supabase } from '@/lib/supabase';
import { signUpMetadata, type SignUpInput } from '../model';

/**
 * Creates the account; `session` is null when the service asks for email confirmation
 * first. With an invitation's token the database joins the account to the inviting
 * workspace instead of giving it one of its own (when the token was sent to this address);
 * without one, the new workspace's tenders start in the currency of the browser's locale.
 */
export async function signUp({ invitationToken, ...values }: SignUpInput & { invitationToken?: string }) {
  const { data, error } = await supabase.auth.signUp({
    email: values.email,
    password: values.password,
    options: {
      data: signUpMetadata(values, invitationToken, localeCurrency(navigator.language)),
      emailRedirectTo: `${window.location.origin}${paths.signIn}`,
    },
  });
  if (error) throw error;
  return data;
}

export const useSignUp = () => useMutation({ mutationFn: signUp });
