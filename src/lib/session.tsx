import type { AuthChangeEvent, AuthError, Session, User } from '@supabase/supabase-js';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { messages } from './errors';
import { supabase } from './supabase';

/** The signed-in user's row in user_profiles. */
export interface UserProfile {
  id: string;
  name: string;
  email: string | null;
  avatar: string | null;
  company: string | null;
  role: string | null;
}

export interface SessionValue {
  session: Session | null;
  user: User | null;
  /** True until the first session or auth event (INITIAL_SESSION) arrives. */
  loading: boolean;
  /** The last auth event; 'SIGNED_OUT' tells a sign-out apart from never having signed in. */
  event: AuthChangeEvent | null;
  /** The session came from a password-recovery link and the new password is not set yet. */
  recovery: boolean;
  endRecovery: () => void;
  profile: UserProfile | null;
  profileLoading: boolean;
  /** 'Failed to load user profile' when the profile could not be read. */
  profileError: string | null;
  signOut: () => Promise<{ error: AuthError | null }>;
}

// Read before supabase-js consumes the recovery link's fragment (it does so asynchronously).
const recoveryLinkOnLoad =
  typeof window !== 'undefined' && /(?:^#|&)type=recovery(?:&|$)/.test(window.location.hash);

export const profileQuery = (userId: string) =>
  queryOptions({
    queryKey: ['profile', userId],
    queryFn: async (): Promise<UserProfile | null> => {
      const { data, error } = await supabase
        .from('user_profiles')
        .select('id, name, email, avatar, company, role')
        .eq('id', userId)
        .maybeSingle();
      if (error) throw error;
      return data;
    },
  });

export const SessionContext = createContext<SessionValue | null>(null);

interface AuthState {
  session: Session | null;
  loading: boolean;
  event: AuthChangeEvent | null;
  recovery: boolean;
}

/** Holds the auth session for the subtree, follows every auth event, and loads the user's profile. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>({
    session: null,
    loading: true,
    event: null,
    recovery: recoveryLinkOnLoad,
  });

  useEffect(() => {
    // Only synchronous work in here: supabase-js holds its lock while callbacks run.
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      if (event === 'SIGNED_OUT') queryClient.clear();
      setState((previous) => ({
        session,
        loading: false,
        event,
        recovery: session ? previous.recovery || event === 'PASSWORD_RECOVERY' : false,
      }));
    });
    return () => data.subscription.unsubscribe();
  }, [queryClient]);

  const userId = state.session?.user.id;
  const profile = useQuery({ ...profileQuery(userId ?? ''), enabled: Boolean(userId) });

  useEffect(() => {
    if (profile.error) console.error('Failed to load user profile', profile.error);
  }, [profile.error]);

  const endRecovery = useCallback(() => setState((previous) => ({ ...previous, recovery: false })), []);
  const signOut = useCallback(() => supabase.auth.signOut(), []);

  const value = useMemo<SessionValue>(
    () => ({
      session: state.session,
      user: state.session?.user ?? null,
      loading: state.loading,
      event: state.event,
      recovery: state.recovery,
      endRecovery,
      profile: userId ? (profile.data ?? null) : null,
      profileLoading: Boolean(userId) && profile.isPending,
      profileError: userId && profile.isError ? messages.profileFailed : null,
      signOut,
    }),
    [state, userId, profile.data, profile.isPending, profile.isError, endRecovery, signOut],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession must be used inside SessionProvider');
  return context;
}
