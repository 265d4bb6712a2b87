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
import { clearPersistedQueries, storedUserId } from './query-persistence';
import { forgetWorkspace } from './remembered-workspace';
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
  /** The session ended because it could no longer be refreshed (not by the user's sign-out). */
  expired: boolean;
  signOut: () => Promise<{ error: AuthError | null }>;
}

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

// A session stored at start-up that does not survive initialisation could not be refreshed.
const storedSessionOnLoad = typeof window !== 'undefined' && storedUserId() !== null;

// A sign-out the user asked for, in this tab or another (localStorage is shared by the
// tabs, and supabase-js tells the other tabs about the sign-out): not an expiry.
const USER_SIGN_OUT_KEY = 'tenderflow:user-sign-out';
const USER_SIGN_OUT_WINDOW_MS = 15_000;
const markUserSignOut = () => {
  try {
    window.localStorage.setItem(USER_SIGN_OUT_KEY, String(Date.now()));
  } catch {
    // storage unavailable: the sign-out still happens
  }
};
const signedOutByUser = () => {
  try {
    const at = Number(window.localStorage.getItem(USER_SIGN_OUT_KEY));
    return Number.isFinite(at) && Date.now() - at < USER_SIGN_OUT_WINDOW_MS;
  } catch {
    return false;
  }
};

/** A SIGNED_OUT the user did not ask for (refresh token rejected), or a stored session lost at start-up. */
function isExpiry(event: AuthChangeEvent, session: Session | null, hadSession: boolean): boolean {
  if (session || !hadSession || signedOutByUser()) return false;
  return event === 'SIGNED_OUT' || event === 'INITIAL_SESSION';
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
  expired: boolean;
}

/**
 * Holds the auth session for the subtree and follows every auth event. Whenever the
 * signed-in user changes (sign-out, or another account signed in from another tab),
 * the query cache is cleared, in memory and in IndexedDB, so no screen ever shows the
 * previous user's data.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>({
    session: null,
    loading: true,
    event: null,
    recovery: recoveryLinkOnLoad,
    expired: false,
  });

  const lastUserId = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    // Only synchronous work in here: supabase-js holds its lock while callbacks run.
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      const userId = session?.user.id ?? null;
      const userChanged = lastUserId.current !== undefined && lastUserId.current !== userId;
      if (userChanged) queryClient.clear();
      // Signed out at start-up too (an expired session): no one's cache stays on this browser.
      if (userChanged || !userId) {
        void clearPersistedQueries();
        forgetWorkspace();
      }
      const hadSession = lastUserId.current === undefined ? storedSessionOnLoad : lastUserId.current !== null;
      lastUserId.current = userId;
      const expired = isExpiry(event, session, hadSession);
      setState((previous) => ({
        session,
        loading: false,
        event,
        recovery: session ? previous.recovery || event === 'PASSWORD_RECOVERY' : false,
        expired: session ? false : previous.expired || expired,
      }));
    });
    return () => data.subscription.unsubscribe();
  }, [queryClient]);

  const endRecovery = useCallback(() => setState((previous) => ({ ...previous, recovery: false })), []);
  const signOut = useCallback(() => {
    markUserSignOut();
    return supabase.auth.signOut();
  }, []);

  const value = useMemo<SessionValue>(
    () => ({
      session: state.session,
      user: state.session?.user ?? null,
      loading: state.loading,
      event: state.event,
      recovery: state.recovery,
      endRecovery,
      expired: state.expired,
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
