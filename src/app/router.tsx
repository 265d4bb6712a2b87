import { Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '@/components/layout/public-layout';
import { pathAliases, paths } from '@/config/paths';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { Component as LandingPage } from './routes/marketing/landing';

// The landing page ships in the entry chunk so it hydrates at once; every other route
// is a lazily loaded module exporting `Component`, so the public site never downloads
// supabase-js, React Query or any /app code. The build prerenders the public pages
// (src/app/prerender.tsx) and the client hydrates them (src/main.tsx).

const marketingModules = import.meta.glob(['./routes/marketing/*.tsx', '!./routes/marketing/landing.tsx']);

/**
 * A lazily loaded public page. Its route id names its module ("marketing/faq"), as every
 * prerendered route's does, so the page preloads that module's chunk.
 */
function marketingPage(path: string, name: string): RouteObject {
  const load = marketingModules[`./routes/marketing/${name}.tsx`];
  if (!load) throw new Error(`No route module routes/marketing/${name}.tsx`);
  return { id: `marketing/${name}`, path, lazy: load as RouteObject['lazy'] };
}

/** The public catch-all; a prerendered 404.html hydrates wherever it matches. */
export const NOT_FOUND_ROUTE_ID = 'marketing/not-found';

const publicRoutes: RouteObject[] = [
  { index: true, element: <LandingPage /> },
  marketingPage(paths.about, 'about'),
  marketingPage(paths.contact, 'contact'),
  marketingPage(paths.careers, 'careers'),
  marketingPage(`${paths.careers}/:slug`, 'career'),
  marketingPage(paths.faq, 'faq'),
  marketingPage(paths.requestDemo, 'request-demo'),
  marketingPage(paths.privacyPolicy, 'privacy-policy'),
  marketingPage(paths.termsOfService, 'terms-of-service'),
  marketingPage(paths.cookiePolicy, 'cookie-policy'),
  marketingPage(paths.gdpr, 'gdpr'),
  marketingPage('*', 'not-found'),
];

const appModules = import.meta.glob(['./routes/app/*.tsx', '!./routes/app/layout.tsx']);
const prefetchModules = import.meta.glob<{ prefetch: (args: LoaderFunctionArgs) => Promise<void> }>(
  './routes/app/prefetch/*.ts',
);

interface AppScreen {
  /** Under /app; none for the index route. */
  path?: string;
  /** Its route module, routes/app/<module>.tsx, and routes/app/prefetch/<module>.ts if it has one. */
  module: string;
}

/**
 * The /app screens. The SPA shell preloads the module graph of the screen its address
 * matches, with the entry (scripts/prerender.ts reads this table).
 */
export const appScreens: AppScreen[] = [
  { module: 'dashboard' },
  { path: 'dashboard', module: 'dashboard' },
  { path: 'my-work', module: 'my-work' },
  { path: 'activity', module: 'activity' },
  { path: 'tenders', module: 'tenders' },
  { path: 'tenders/new', module: 'tender-new' },
  { path: 'tenders/import', module: 'tender-import' },
  { path: 'tenders/edit/:id', module: 'tender-edit' },
  { path: 'tenders/:id', module: 'tender' },
  { path: 'bid-bonds', module: 'bid-bonds' },
  { path: 'company-documents', module: 'company-documents' },
  { path: 'library', module: 'library' },
  { path: 'reports', module: 'reports' },
  { path: 'settings', module: 'settings' },
  { path: 'users', module: 'users' },
  { path: 'help', module: 'help' },
  { path: 'profile', module: 'profile' },
  { path: 'notifications', module: 'notifications' },
  { path: '*', module: 'not-found' },
];

/**
 * A screen's route, lazily loaded. With a prefetch module, its loader starts the screen's
 * first queries alongside its code and returns at once, so nothing waits on it: the screen's
 * own queries pick them up.
 */
function appRoute({ path, module }: AppScreen): RouteObject {
  const lazy = appModules[`./routes/app/${module}.tsx`] as RouteObject['lazy'];
  if (!lazy) throw new Error(`No route module routes/app/${module}.tsx`);
  const prefetchModule = prefetchModules[`./routes/app/prefetch/${module}.ts`];
  const loader =
    prefetchModule &&
    ((args: LoaderFunctionArgs) => {
      void prefetchModule().then(({ prefetch }) => prefetch(args));
      return null;
    });
  return path === undefined ? { index: true, loader, lazy } : { path, loader, lazy };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { element: <PublicLayout />, children: publicRoutes },
      ...Object.entries(pathAliases).map(([from, to]) => ({
        path: from,
        element: <Navigate to={to} replace />,
      })),
      {
        // Session and data providers: loaded only when an auth or app route is visited.
        // The prerendered routes' ids name their modules, which their pages preload.
        id: 'session-root',
        lazy: () => import('./routes/session-root'),
        children: [
          { id: 'auth/sign-in', path: paths.signIn, lazy: () => import('./routes/auth/sign-in') },
          { id: 'auth/sign-up', path: paths.signUp, lazy: () => import('./routes/auth/sign-up') },
          { path: paths.forgotPassword, lazy: () => import('./routes/auth/forgot-password') },
          { path: paths.resetPassword, lazy: () => import('./routes/auth/reset-password') },
          { path: '/invite/:token', lazy: () => import('./routes/auth/invite') },
          { path: paths.unsubscribe, lazy: () => import('./routes/unsubscribe') },
          {
            path: paths.app.root,
            lazy: () => import('./routes/app/layout'),
            // A page that crashes shows the error inside the shell; the sidebar and header stay.
            children: [{ errorElement: <RouteError inApp />, children: appScreens.map(appRoute) }],
          },
        ],
      },
    ],
  },
];
