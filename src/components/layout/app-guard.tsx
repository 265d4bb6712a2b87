import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { signInRedirectUrl } from '@/lib/redirect';
import { useSession } from '@/lib/session';
import { AppLoadingScreen } from './app-loading-screen';

/**
 * Shows its children only to a signed-in user. While the session loads: 'Loading...'.
 * Anonymous visitors go to sign-in with the page they asked for; after a sign-out, plain /sign-in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading, event } = useSession();
  const { pathname, search, hash } = useLocation();

  if (loading) return <AppLoadingScreen />;
  if (!user) {
    const to = event === 'SIGNED_OUT' ? paths.signIn : signInRedirectUrl(`${pathname}${search}${hash}`);
    return <Navigate to={to} replace />;
  }
  return children;
}
