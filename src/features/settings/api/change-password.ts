import { useMutation } from '@tanstack/react-query';
import { messages } from '@/lib/errors';
import { supabase } from '@/lib/supabase';

interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/**
 * Proves the current password by signing in with it again (invalid_credentials when it is
 * wrong), sets the new one (same_password, weak_password), then signs out every other
 * session of the user: only this browser stays signed in.
 */
export async function changePassword({ currentPassword, newPassword }: PasswordChange): Promise<void> {
  const { data } = await supabase.auth.getSession();
  const email = data.session?.user.email;
  if (!email) throw new Error(messages.notAuthenticated);
  const reauthenticated = await supabase.auth.signInWithPassword({ email, password: currentPassword });
  if (reauthenticated.error) throw reauthenticated.error;
  const updated = await supabase.auth.updateUser({ password: newPassword });
  if (updated.error) throw updated.error;
  // The password has changed by now: a failure here is logged, not reported as a failed change.
  const signedOut = await supabase.auth.signOut({ scope: 'others' });
  if (signedOut.error) console.warn('Could not sign out the other sessions', signedOut.error);
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
