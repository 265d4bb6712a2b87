import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';

// Toasts only follow a user's action, so the toaster loads after first paint, off the landing's critical path.
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

/** The shell of every route: the page, scroll restoration, and the one toaster. */
export function RootLayout() {
  const { pathname } = useLocation();
  const inApp = pathname === paths.app.root || pathname.startsWith(`${paths.app.root}/`);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <Suspense fallback={null}>
        {/* The spec: 3 toasts at once on the public site, one at a time on app screens. */}
        <Toaster visibleToasts={inApp ? 1 : 3} />
      </Suspense>
    </>
  );
}
