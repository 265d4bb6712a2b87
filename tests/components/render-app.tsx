/* eslint-disable react-refresh/only-export-components -- a test helper, never hot-reloaded */
import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { ThemeProvider } from '@/lib/theme';
import { WorkspaceProvider } from '@/components/workspace-provider';
import type { Workspace } from '@/lib/workspace';
import { parsePreferences } from '@/lib/preferences';
import type { UserProfile } from '@/lib/profile';
import { SessionProvider } from '@/lib/session';
import { supabase } from '@/lib/supabase';
import { fakeMediaQueryList } from '../fake-media-query';

type AuthCallback = (event: AuthChangeEvent, session: Session | null) => void;

/**
 * Replaces supabase-js's auth-event subscription so a test decides when the session
 * arrives. `emit` plays an event the way supabase-js would.
 */
export function controlAuthEvents() {
  const callbacks: AuthCallback[] = [];
  vi.spyOn(supabase.auth, 'onAuthStateChange').mockImplementation((callback) => {
    callbacks.push(callback as AuthCallback);
    return {
      data: { subscription: { id: 'test', callback, unsubscribe: vi.fn() } },
    } as unknown as ReturnType<typeof supabase.auth.onAuthStateChange>;
  });
  return {
    emit: (event: AuthChangeEvent, session: Session | null) =>
      callbacks.forEach((callback) => callback(event, session)),
  };
}

export const testUser = (overrides: Partial<User> = {}): User =>
  ({
    id: '00000000-0000-4000-8000-000000000001',
    aud: 'authenticated',
    email: 'ada@example.com',
    app_metadata: {},
    user_metadata: {},
    created_at: '2025-01-01T00:00:00Z',
    ...overrides,
  }) as User;

export const testSession = (user: User = testUser()): Session => ({
  access_token: 'access',
  refresh_token: 'refresh',
  expires_in: 3600,
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  token_type: 'bearer',
  user,
});

/** Shows the router's current location so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{`${location.pathname}${location.search}`}</span>;
}

interface RenderAppOptions {
  /** Where the memory router starts. */
  route?: string;
  /** Cached query data, e.g. [['profile', id], profile]. */
  cache?: [readonly unknown[], unknown][];
}

/** A route whose page renders inside the user's workspaces, as under the app shell. */
export const workspaceRoute = (path: string, element: ReactNode): RouteObject => ({
  path,
  element: <WorkspaceProvider>{element}</WorkspaceProvider>,
});

/** Renders routes inside the app's providers with a fresh query client (no retries) and a memory router. */
export function renderApp(
  routes: RouteObject[] | ReactElement,
  { route = '/', cache = [] }: RenderAppOptions = {},
) {
  // The app's own client (its error policy and cross-feature invalidation), without retries.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false, staleTime: Infinity },
    mutations: { retry: false },
  });
  for (const [key, data] of cache) queryClient.setQueryData(key, data);
  const children: RouteObject[] = Array.isArray(routes) ? routes : [{ path: '*', element: routes }];
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LocationProbe />
          </>
        ),
        children: [...children, { path: '*', element: <p>Elsewhere</p> }],
      },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RouterProvider router={router} />
          <Toaster />
        </SessionProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...result, router, queryClient, user: userEvent.setup() };
}

export const testWorkspace: Workspace = {
  id: '00000000-0000-4000-8000-0000000000ff',
  name: 'Analytical Engines',
  role: 'admin',
};

export const testProfile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  id: testUser().id,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  avatar: null,
  company: 'Analytical Engines',
  role: 'Founder',
  preferences: parsePreferences({}),
  ...overrides,
});

interface RenderSignedInOptions {
  route: string;
  user?: User;
  /** The cached user_profiles row (null: the user has none). */
  profile?: UserProfile | null;
  /** The cached count the sidebar shows next to All Tenders. */
  tenderCount?: number;
}

/**
 * Renders the routes with `user` signed in from the start: the profile and tender count
 * are cached, then the initial session arrives. `auth` plays later auth events.
 */
export function renderSignedIn(
  routes: RouteObject[],
  { route, user = testUser(), profile = testProfile(), tenderCount = 0 }: RenderSignedInOptions,
) {
  const auth = controlAuthEvents();
  const rendered = renderApp(routes, {
    route,
    cache: [
      [['profile', user.id], profile],
      [['workspaces', 'mine'], { current: testWorkspace, all: [testWorkspace] }],
      [['tenders', 'count', testWorkspace.id], tenderCount],
    ],
  });
  act(() => auth.emit('INITIAL_SESSION', testSession(user)));
  return { ...rendered, auth };
}

/** Forces the viewport to count as large (≥ 1024 px) or small for matchMedia queries. */
export function setLargeScreen(large: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    fakeMediaQueryList(query, large && query.includes('min-width: 1024px')),
  );
}
