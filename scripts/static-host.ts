// How a static host serves the build: which headers each path gets and which paths
// redirect, fall back to another file or, for an app that calls the API on its own origin,
// go to the Supabase project. The build writes the rules as `_headers` and `_redirects`
// (Netlify, Cloudflare Pages), `vercel.json`, and for Cloudflare Pages, which proxies no
// other origin from `_redirects`, `_worker.js` with `_routes.json`; `vite preview` reads the
// same files back (scripts/preview-host.ts), so it serves exactly what the build says.
import { securityHeaders } from './security-headers.ts';

/** Hashed file names never change content: cache them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages keep their address across deploys: the browser revalidates them every time. */
export const REVALIDATE = 'no-cache';

/** The shell that renders client-only routes (the signed-in app, password screens). */
export const SPA_SHELL = '/spa.html';
/** The service worker (vite.config.ts) and the web app manifest (public/). */
export const SERVICE_WORKER = '/sw.js';
export const WEB_MANIFEST = '/manifest.webmanifest';
/** The prerendered not-found page, served with status 404 for any other unknown path. */
export const NOT_FOUND_FILE = '/404.html';

export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

export interface RedirectRule {
  from: string;
  /** A path on the site, or (status 200) the project's URL the request goes to. */
  to: string;
  status: 200 | 301;
}

/** The API's paths, which a same-origin build's host forwards to the Supabase project. */
export const API_PATHS = ['/auth/v1', '/rest/v1', '/storage/v1', '/functions/v1'];

/** A redirect that forwards the request to another origin (the API), rather than to a file. */
export const isProxy = (rule: RedirectRule) => rule.status === 200 && /^https?:\/\//.test(rule.to);

export interface HostRules {
  headers: HeaderRule[];
  redirects: RedirectRule[];
}

/**
 * The rules for a build talking to `supabaseUrl` ('/' for the app's own origin, whose API
 * paths then go to `projectUrl`), with these prerendered pages and client-only paths.
 */
export function hostRules(options: {
  supabaseUrl: string;
  projectUrl?: string;
  scriptHashes?: string[];
  pages: string[];
  clientOnlyPaths: string[];
  aliases: Record<string, string>;
}): HostRules {
  const { supabaseUrl, projectUrl, scriptHashes, pages, clientOnlyPaths, aliases } = options;
  const project = projectUrl?.replace(/\/+$/, '');
  return {
    headers: [
      { path: '/*', headers: securityHeaders(supabaseUrl, scriptHashes, project) },
      { path: '/assets/*', headers: { 'Cache-Control': IMMUTABLE } },
      // The service worker and the manifest keep their address too: a new build's worker is
      // found at the next check (docs/deploying.md).
      ...[...pages, ...clientOnlyPaths, NOT_FOUND_FILE, SPA_SHELL, SERVICE_WORKER, WEB_MANIFEST].map(
        (path) => ({
          path,
          headers: { 'Cache-Control': REVALIDATE },
        }),
      ),
    ],
    redirects: [
      ...(project
        ? API_PATHS.map((path) => ({
            from: `${path}/*`,
            to: `${project}${path}/:splat`,
            status: 200 as const,
          }))
        : []),
      ...Object.entries(aliases).map(([from, to]) => ({ from, to, status: 301 as const })),
      ...clientOnlyPaths.map((from) => ({ from, to: SPA_SHELL, status: 200 as const })),
    ],
  };
}

/** `_headers`: a path line, then its headers indented. */
export function headersFile(rules: HeaderRule[]): string {
  return rules
    .map(({ path, headers }) => [path, ...Object.entries(headers).map(([n, v]) => `  ${n}: ${v}`)].join('\n'))
    .join('\n')
    .concat('\n');
}

/** `_redirects`: from, to, status; a path with a file is served as it is (rules never shadow files). */
export function redirectsFile(rules: RedirectRule[]): string {
  return rules.map(({ from, to, status }) => `${from}  ${to}  ${status}`).join('\n') + '\n';
}

/** The same rules for Vercel; `cleanUrls` serves /about from about.html, as the other hosts do. */
export function vercelConfig({ headers, redirects }: HostRules): string {
  const source = (path: string) => path.replace(/\/\*$/, '/:path*');
  const destination = (to: string) => to.replace(/\/:splat$/, '/:path*');
  const config = {
    cleanUrls: true,
    trailingSlash: false,
    headers: headers.map(({ path, headers: values }) => ({
      source: path === '/*' ? '/(.*)' : source(path),
      headers: Object.entries(values).map(([key, value]) => ({ key, value })),
    })),
    redirects: redirects
      .filter((rule) => rule.status === 301)
      .map(({ from, to }) => ({ source: from, destination: to, permanent: true })),
    rewrites: redirects
      .filter((rule) => rule.status === 200)
      .map(({ from, to }) => ({ source: source(from), destination: destination(to) })),
  };
  return JSON.stringify(config, null, 2) + '\n';
}

/**
 * Cloudflare Pages (advanced mode): `_routes.json` sends only the API's paths to `_worker.js`,
 * which forwards them to the project; every other request is a static one, with `_headers`
 * and `_redirects` applied.
 */
export function cloudflareProxy({ redirects }: HostRules): { worker: string; routes: string } | null {
  const proxies = redirects.filter(isProxy);
  if (!proxies.length) return null;
  const targets = Object.fromEntries(
    proxies.map(({ from, to }) => [from.replace(/\*$/, ''), to.replace(/:splat$/, '')]),
  );
  const worker = [
    "// Generated by the build (scripts/static-host.ts): the API on the app's own origin.",
    `const TARGETS = ${JSON.stringify(targets)};`,
    'export default {',
    '  fetch(request, env) {',
    '    const url = new URL(request.url);',
    '    for (const [prefix, target] of Object.entries(TARGETS)) {',
    '      if (url.pathname.startsWith(prefix))',
    '        return fetch(new Request(target + url.pathname.slice(prefix.length) + url.search, request));',
    '    }',
    '    return env.ASSETS.fetch(request);',
    '  },',
    '};',
    '',
  ].join('\n');
  const routes = { version: 1, include: proxies.map(({ from }) => from), exclude: [] };
  return { worker, routes: JSON.stringify(routes, null, 2) + '\n' };
}

/** Whether a rule's path (`/app/*` matches /app/x and below; otherwise exact) covers this path. */
export function pathMatches(rulePath: string, path: string): boolean {
  if (rulePath.endsWith('/*')) return path.startsWith(rulePath.slice(0, -1));
  return rulePath === path;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && separator > 0)
      rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

export function parseRedirectsFile(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status = '301'] = line.split(/\s+/);
      return { from, to, status: Number(status) === 200 ? 200 : 301 };
    });
}
