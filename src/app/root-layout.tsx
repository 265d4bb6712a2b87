import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useHydrated } from '@/lib/use-hydrated';

// Toasts only follow a user's action, so the toaster loads after hydration, off the critical path.
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

/** The shell of every route: the page, scroll restoration, and the one toaster. */
export function RootLayout() {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const inApp = pathname === paths.app.root || pathname.startsWith(`${paths.app.root}/`);

  // Tells scripts and tests that the page now answers clicks.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <>
      <Outlet />
      <ScrollRestoration />
      {hydrated ? (
        <Suspense fallback={null}>
          {/* The spec: 3 toasts at once on the public site, one at a time on app screens. */}
          <Toaster visibleToasts={inApp ? 1 : 3} />
        </Suspense>
      ) : null}
    </>
  );
}
