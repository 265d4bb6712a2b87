import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { SignInValues } from '../model';

export async function signIn({ email, password }: SignInValues) {
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return data;
}

export const useSignIn = () => useMutation({ mutationFn: signIn });
