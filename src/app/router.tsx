import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '@/components/layout/public-layout';
import { pathAliases, paths } from '@/config/paths';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { Component as LandingPage } from './routes/marketing/landing';

// The landing page ships in the entry chunk so it paints at once; every other
// route is a lazily loaded module exporting `Component`, so the public site
// never downloads supabase-js, React Query or any /app code.
const publicRoutes: RouteObject[] = [
  { index: true, element: <LandingPage /> },
  { path: paths.about, lazy: () => import('./routes/marketing/about') },
  { path: paths.contact, lazy: () => import('./routes/marketing/contact') },
  { path: paths.careers, lazy: () => import('./routes/marketing/careers') },
  { path: `${paths.careers}/:slug`, lazy: () => import('./routes/marketing/career') },
  { path: paths.faq, lazy: () => import('./routes/marketing/faq') },
  { path: paths.requestDemo, lazy: () => import('./routes/marketing/request-demo') },
  { path: paths.privacyPolicy, lazy: () => import('./routes/marketing/privacy-policy') },
  { path: paths.termsOfService, lazy: () => import('./routes/marketing/terms-of-service') },
  { path: paths.cookiePolicy, lazy: () => import('./routes/marketing/cookie-policy') },
  { path: paths.gdpr, lazy: () => import('./routes/marketing/gdpr') },
  { path: '*', lazy: () => import('./routes/marketing/not-found') },
];

const appRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/app/dashboard') },
  { path: 'dashboard', lazy: () => import('./routes/app/dashboard') },
  { path: 'tenders', lazy: () => import('./routes/app/tenders') },
  { path: 'tenders/new', lazy: () => import('./routes/app/tender-new') },
  { path: 'tenders/edit/:id', lazy: () => import('./routes/app/tender-edit') },
  { path: 'tenders/:id', lazy: () => import('./routes/app/tender') },
  { path: 'reports', lazy: () => import('./routes/app/reports') },
  { path: 'settings', lazy: () => import('./routes/app/settings') },
  { path: 'users', lazy: () => import('./routes/app/users') },
  { path: 'help', lazy: () => import('./routes/app/help') },
  { path: 'profile', lazy: () => import('./routes/app/profile') },
  { path: 'notifications', lazy: () => import('./routes/app/notifications') },
  { path: '*', lazy: () => import('./routes/app/not-found') },
];

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
        lazy: () => import('./routes/session-root'),
        children: [
          { path: paths.signIn, lazy: () => import('./routes/auth/sign-in') },
          { path: paths.signUp, lazy: () => import('./routes/auth/sign-up') },
          { path: paths.forgotPassword, lazy: () => import('./routes/auth/forgot-password') },
          { path: paths.resetPassword, lazy: () => import('./routes/auth/reset-password') },
          { path: '/invite/:token', lazy: () => import('./routes/auth/invite') },
          {
            path: paths.app.root,
            lazy: () => import('./routes/app/layout'),
            // A page that crashes shows the error inside the shell; the sidebar and header stay.
            children: [{ errorElement: <RouteError inApp />, children: appRoutes }],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
