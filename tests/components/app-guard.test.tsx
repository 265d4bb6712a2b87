import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as AppLayoutRoute } from '@/app/routes/app/layout';
import { Component as DashboardPage } from '@/app/routes/app/dashboard';
import { Component as NotFoundPage } from '@/app/routes/app/not-found';
import {
  controlAuthEvents,
  renderApp,
  testProfile,
  testSession,
  testUser,
  testWorkspace,
} from './render-app';

const routes = [
  {
    path: '/app',
    element: <AppLayoutRoute />,
    children: [
      { index: true, element: <DashboardPage /> },
      { path: 'dashboard', element: <DashboardPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  { path: '/sign-in', element: <h1>Sign-in page</h1> },
];
const cache: [readonly unknown[], unknown][] = [
  [['profile', testUser().id], testProfile()],
  [['workspaces', 'mine'], { current: testWorkspace, all: [testWorkspace] }],
  [['tenders', 'count', testWorkspace.id], 4],
];

afterEach(() => vi.restoreAllMocks());

describe('The /app guard', () => {
  it("shows a full-screen 'Loading...' until the first auth event", () => {
    controlAuthEvents();
    renderApp(routes, { route: '/app/dashboard', cache });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('sends an anonymous visitor to sign-in with the page they asked for', async () => {
    const auth = controlAuthEvents();
    renderApp(routes, { route: '/app/reports?tab=won', cache });
    act(() => auth.emit('INITIAL_SESSION', null));
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/sign-in?redirect=%2Fapp%2Freports%3Ftab%3Dwon',
    );
  });

  it('shows the layout and the page to a signed-in user', async () => {
    const auth = controlAuthEvents();
    renderApp(routes, { route: '/app/dashboard', cache });
    act(() => auth.emit('INITIAL_SESSION', testSession()));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Overview of your bidding activities and tender status')).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('shows a not-found screen inside the layout for an unknown /app path', async () => {
    const auth = controlAuthEvents();
    renderApp(routes, { route: '/app/nope', cache });
    act(() => auth.emit('INITIAL_SESSION', testSession()));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/app/dashboard');
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('goes to plain /sign-in and forgets cached data when the session ends', async () => {
    const auth = controlAuthEvents();
    const { queryClient } = renderApp(routes, { route: '/app/dashboard', cache });
    act(() => auth.emit('INITIAL_SESSION', testSession()));
    await screen.findByRole('heading', { name: 'Dashboard' });
    act(() => auth.emit('SIGNED_OUT', null));
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/sign-in$/);
    expect(queryClient.getQueryData(['tenders', 'count', testWorkspace.id])).toBeUndefined();
  });
});
