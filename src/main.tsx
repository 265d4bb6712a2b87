import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { App } from '@/app/app';
import { ConfigError } from '@/app/config-error';
import { readPrerenderedPage, type PrerenderedPage } from '@/app/prerendered-page';
import { NOT_FOUND_ROUTE_ID, routes } from '@/app/router';
import { readEnv } from '@/config/env';
import './index.css';

const container = document.getElementById('root')!;

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * Loads the lazy route modules the address matches before the first render, so it
 * renders the page itself: the prerendered markup to hydrate, or no empty fallback.
 * Their loaders start now too (an /app screen's prefetch), alongside the modules.
 */
async function loadMatchedRoutes(): Promise<RouteObject[]> {
  const matches = matchRoutes(routes, window.location) ?? [];
  const url = new URL(window.location.href);
  const request = new Request(url);
  for (const { route, params } of matches) {
    if (typeof route.loader !== 'function') continue;
    void route.loader({ request, url, params, pattern: route.path ?? '', context: undefined });
  }
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
  return matches.map((match) => match.route);
}

/** The prerendered markup is this page's: rendered for this path, or 404.html on an unknown one. */
function isPrerenderedFor(page: PrerenderedPage | null, matched: RouteObject[]): page is PrerenderedPage {
  if (!page) return false;
  if (page.path === null) return matched.at(-1)?.id === NOT_FOUND_ROUTE_ID;
  return page.path === window.location.pathname;
}

// An async function rather than a top-level await, which would make the bundler split the entry.
async function start() {
  const matched = await loadMatchedRoutes();
  // Hydration in a task of its own, apart from evaluating the bundle: two short tasks
  // rather than one long one that would hold up a tap on the page.
  await nextTask();
  const page = readPrerenderedPage();
  const hydrate = isPrerenderedFor(page, matched);
  const router = createBrowserRouter(routes, hydrate ? { hydrationData: page.hydrationData } : undefined);
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // Both in a transition, so React renders in slices that let the network's answers (the
  // screen's first queries, sent as they arrive) in between.
  if (hydrate) startTransition(() => void hydrateRoot(container, app));
  else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}

const envResult = readEnv();
if (envResult.ok) void start();
else
  createRoot(container).render(
    <StrictMode>
      <ConfigError problems={envResult.problems} />
    </StrictMode>,
  );
