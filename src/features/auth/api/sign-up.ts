import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { supabase } from '@/lib/supabase';
import { signUpMetadata, type SignUpValues } from '../model';

/** Creates the account; `session` is null when the service asks for email confirmation first. */
export async function signUp(values: SignUpValues) {
  const { data, error } = await supabase.auth.signUp({
    email: values.email,
    password: values.password,
    options: {
      data: signUpMetadata(values),
      emailRedirectTo: `${window.location.origin}${paths.signIn}`,
    },
  });
  if (error) throw error;
  return data;
}

export const useSignUp = () => useMutation({ mutationFn: signUp });
