// The sign-in screen tells the user their session expired only when it ended without them
// asking (supabase-js signed out after the refresh token was refused), never after their own sign-out.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as SignInPage } from '@/app/routes/auth/sign-in';
import { RequireAuth } from '@/components/layout/app-guard';
import { SESSION_EXPIRED, useSession } from '@/lib/session';
import { supabase } from '@/lib/supabase';
import { controlAuthEvents, renderApp, testSession } from './render-app';

function SignOutButton() {
  const { signOut } = useSession();
  return (
    <button type="button" onClick={() => void signOut()}>
      Sign out
    </button>
  );
}

const routes = [
  { path: '/sign-in', element: <SignInPage /> },
  {
    path: '/app',
    element: (
      <RequireAuth>
        <SignOutButton />
      </RequireAuth>
    ),
  },
];

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('Session expiry notice', () => {
  it('shows the expiry message after a sign-out nobody asked for', async () => {
    const auth = controlAuthEvents();
    renderApp(routes, { route: '/app' });
    act(() => auth.emit('INITIAL_SESSION', testSession()));
    await screen.findByRole('button', { name: 'Sign out' });
    act(() => auth.emit('SIGNED_OUT', null));
    expect(await screen.findByRole('alert')).toHaveTextContent(SESSION_EXPIRED);
    expect(SESSION_EXPIRED).toBe('Your session has expired. Please sign in again.');
  });

  it('says nothing after the user signs out', async () => {
    const auth = controlAuthEvents();
    vi.spyOn(supabase.auth, 'signOut').mockImplementation(async () => {
      auth.emit('SIGNED_OUT', null);
      return { error: null };
    });
    const { user } = renderApp(routes, { route: '/app' });
    act(() => auth.emit('INITIAL_SESSION', testSession()));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(supabase.auth.signOut).toHaveBeenCalled();
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByText(SESSION_EXPIRED)).not.toBeInTheDocument();
  });
});
