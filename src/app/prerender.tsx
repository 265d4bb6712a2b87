// The build's server entry (scripts/prerender.ts builds it for Node and calls it): renders
// one route to HTML with React Router's static handler, as the browser will hydrate it.
import { timeoutManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { pathAliases, paths } from '@/config/paths';
import { SITE_URL } from '@/config/product';
import { positions } from '@/features/marketing/careers';
import { AppProviders } from './app';
import { prerenderedPageScript } from './prerendered-page';
import { appScreens, screenPattern } from './app-screens';
import { recordEarlyRequestTable } from './early-requests/record';
import { routes } from './router';

/** The public site: prerendered, listed in the sitemap. */
export const sitePages: string[] = [
  paths.home,
  paths.about,
  paths.contact,
  paths.careers,
  ...positions.map((position) => paths.career(position.slug)),
  paths.faq,
  paths.requestDemo,
  paths.privacyPolicy,
  paths.termsOfService,
  paths.cookiePolicy,
  paths.gdpr,
];

/** Prerendered too, so their form paints at once, but kept out of the sitemap. */
export const formPages: string[] = [paths.signIn, paths.signUp];

/** Rendered as 404.html; any path the public site does not know renders the same page. */
export const notFoundPage = '/404';

/** Rendered in the browser only: the SPA shell serves them. */
export const clientOnlyPaths: string[] = [
  paths.app.root,
  `${paths.app.root}/*`,
  paths.forgotPassword,
  paths.resetPassword,
  '/invite/*',
  paths.unsubscribe,
];

/** The route module every client-only path loads (under src/app/routes): the SPA shell preloads it. */
export const clientOnlyModule = 'session-root';

/** The /app area's layout module (under src/app/routes), which every screen loads. */
export const appShellModules = ['app/layout'];

// recordEarlyRequestTable: the SPA shell's early requests, recorded from the screens' prefetch lists.
export { appScreens, pathAliases, recordEarlyRequestTable, screenPattern, SITE_URL };

export interface RenderedPage {
  /** The page's <title>, description and Open Graph tags, for <head>. */
  head: string;
  /** The markup of #root. */
  body: string;
  /** The data block the browser hydrates with. */
  data: string;
  /** The lazily loaded route modules the page needs at once, named under src/app/routes. */
  modules: string[];
}

const handler = createStaticHandler(routes);

// The auth screens' query cache schedules garbage collection minutes ahead: at build time
// those timers must not keep Node running once the pages are written.
timeoutManager.setTimeoutProvider({
  setTimeout: (callback, delay) => setTimeout(callback, delay).unref(),
  clearTimeout: (id) => clearTimeout(id as NodeJS.Timeout),
  setInterval: (callback, delay) => setInterval(callback, delay).unref(),
  clearInterval: (id) => clearInterval(id as NodeJS.Timeout),
});

// React 19 emits <title>, <meta> and <link> elements first in the rendered markup.
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/;

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += chunk.toString();
  return html;
}

/** The markup of the matched routes, complete: no fallback, no inline script. */
async function renderMarkup(context: StaticHandlerContext): Promise<string> {
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender (not renderToString) waits for lazy components, so the markup is complete.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        {/* hydrate={false}: no inline script, which the CSP would block; the data goes in a JSON block. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // Never move a Suspense boundary's content to the end of the page: React would put it
    // back in place with an inline script, which the CSP blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await text(prelude);
  if (html.includes('<script'))
    throw new Error(`${context.location.pathname}: the markup holds an inline script`);
  return html;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const context = await handler.query(new Request(new URL(path, SITE_URL)));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  if (context.errors) {
    const [error] = Object.values(context.errors);
    throw new Error(`${path} failed to render`, { cause: error });
  }
  const html = await renderMarkup(context);
  const head = HOISTED.exec(html)?.[0] ?? '';
  return {
    head,
    body: html.slice(head.length),
    data: prerenderedPageScript({
      path: path === notFoundPage ? null : path,
      hydrationData: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    }),
    // A prerendered lazy route's id names its module; automatic ids ("0-1") are the entry's routes.
    modules: context.matches.map((match) => match.route.id).filter((id) => !/^[\d-]+$/.test(id)),
  };
}
