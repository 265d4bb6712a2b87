import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as AppLayoutRoute } from '@/app/routes/app/layout';
import { Component as DashboardPage } from '@/app/routes/app/dashboard';
import type { UserProfile } from '@/lib/profile';
import { supabase } from '@/lib/supabase';
import { renderSignedIn, setLargeScreen, testProfile, testUser } from './render-app';

const routes = [
  {
    path: '/app',
    element: <AppLayoutRoute />,
    children: [{ path: 'dashboard', element: <DashboardPage /> }],
  },
  { path: '/sign-in', element: <h1>Sign-in page</h1> },
];

function signedInWith(profile: UserProfile | null, route = '/app/dashboard', user = testUser()) {
  setLargeScreen(true);
  return renderSignedIn(routes, { route, user, profile });
}

const sidebarFooter = () => screen.getByRole('complementary', { name: 'Sidebar' });

afterEach(() => vi.restoreAllMocks());

describe('Avatar and user menu', () => {
  it("shows the profile's name, email and first letter", async () => {
    const { user } = signedInWith(testProfile({ name: 'ada Lovelace' }));
    expect(await within(sidebarFooter()).findByText('ada Lovelace')).toBeInTheDocument();
    expect(within(sidebarFooter()).getByText('A')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('ada Lovelace')).toBeInTheDocument();
    expect(within(menu).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/app/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/app/settings');
    expect(within(menu).getByRole('menuitem', { name: 'User Management' })).toHaveAttribute(
      'href',
      '/app/users',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });

  it("falls back to 'User', 'user@example.com' and U without a name or email", async () => {
    const { user } = signedInWith(
      testProfile({ name: '', email: null }),
      '/app/dashboard',
      testUser({ email: undefined }),
    );
    expect(await within(sidebarFooter()).findByText('User')).toBeInTheDocument();
    expect(within(sidebarFooter()).getByText('user@example.com')).toBeInTheDocument();
    expect(within(sidebarFooter()).getByText('U')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(within(await screen.findByRole('menu')).getByText('user@example.com')).toBeInTheDocument();
  });

  it('signs out and goes to /sign-in', async () => {
    const { user, auth } = signedInWith(testProfile());
    const signOut = vi.spyOn(supabase.auth, 'signOut').mockImplementation(async () => {
      auth.emit('SIGNED_OUT', null);
      return { error: null };
    });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/sign-in$/);
  });

  // Its alerts come from the database: tests/components/notifications.test.tsx.
  it('opens the notifications panel with its list and link', async () => {
    const { user } = signedInWith(testProfile());
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveClass('w-[340px]');
    expect(within(menu).getByText('Notifications')).toBeInTheDocument();
    expect(within(menu).getByTestId('notifications-list')).toHaveClass('max-h-[320px]');
    expect(within(menu).getByRole('menuitem', { name: 'View all notifications' })).toHaveAttribute(
      'href',
      '/app/notifications',
    );
  });
});
