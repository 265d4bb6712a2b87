import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { Toaster } from '@/components/ui/toaster';
import { paths } from '@/config/paths';

/** The shell of every route: the page, scroll restoration, and the one toaster. */
export function RootLayout() {
  const { pathname } = useLocation();
  const inApp = pathname === paths.app.root || pathname.startsWith(`${paths.app.root}/`);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      {/* The spec: 3 toasts at once on the public site, one at a time on app screens. */}
      <Toaster visibleToasts={inApp ? 1 : 3} />
    </>
  );
}
