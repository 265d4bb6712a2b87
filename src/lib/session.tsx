import type { AuthChangeEvent, AuthError, Session, User } from '@supabase/supabase-js';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { supabase } from './supabase';

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
  signOut: () => Promise<{ error: AuthError | null }>;
}

// Read before supabase-js consumes the recovery link's fragment (it does so asynchronously).
const recoveryLinkOnLoad =
  typeof window !== 'undefined' && /(?:^#|&)type=recovery(?:&|$)/.test(window.location.hash);

export const SessionContext = createContext<SessionValue | null>(null);

interface AuthState {
  session: Session | null;
  loading: boolean;
  event: AuthChangeEvent | null;
  recovery: boolean;
}

/**
 * Holds the auth session for the subtree and follows every auth event. Whenever the
 * signed-in user changes (sign-out, or another account signed in from another tab),
 * the query cache is cleared so no screen ever shows the previous user's data.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>({
    session: null,
    loading: true,
    event: null,
    recovery: recoveryLinkOnLoad,
  });

  const lastUserId = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    // Only synchronous work in here: supabase-js holds its lock while callbacks run.
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      const userId = session?.user.id ?? null;
      if (lastUserId.current !== undefined && lastUserId.current !== userId) queryClient.clear();
      lastUserId.current = userId;
      setState((previous) => ({
        session,
        loading: false,
        event,
        recovery: session ? previous.recovery || event === 'PASSWORD_RECOVERY' : false,
      }));
    });
    return () => data.subscription.unsubscribe();
  }, [queryClient]);

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
      signOut,
    }),
    [state, endRecovery, signOut],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession must be used inside SessionProvider');
  return context;
}
