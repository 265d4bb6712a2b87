// The /app screens: their paths under /app and their modules. The router makes a lazy route
// of each; the build reads the table for what the SPA shell sends and preloads at the
// screen's address (scripts/prerender.ts).

export interface AppScreen {
  /** Under /app; none for the index route, '*' for the catch-all. */
  path?: string;
  /** Its route module, routes/app/<module>.tsx, and routes/app/prefetch/<module>.ts if it has one. */
  module: string;
}

/** In the order the shell matches them: static paths before parameters, the catch-all last. */
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

/** The names of a screen's path parameters, in order ('tenders/:id' → ['id']). */
export const screenParams = ({ path = '' }: AppScreen): string[] =>
  path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));

/**
 * A screen's path as a pattern on location.pathname, one group per parameter
 * ('tenders/:id' → ^/app/tenders/([^/]+)/?$; the catch-all matches anything under /app).
 */
export function screenPattern({ path = '' }: AppScreen): string {
  if (path === '*') return '^/app/.+$';
  const segments = path.split('/').filter(Boolean);
  const pattern = segments.map((segment) => (segment.startsWith(':') ? '([^/]+)' : segment)).join('/');
  return `^/app${pattern ? `/${pattern}` : ''}/?$`;
}
