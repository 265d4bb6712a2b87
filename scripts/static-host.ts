// How a static host serves the build: which headers each path gets and which paths
// redirect or fall back to another file. The build writes the rules as `_headers` and
// `_redirects` (Netlify, Cloudflare Pages) and `vercel.json`; `vite preview` reads the
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
  to: string;
  status: 200 | 301;
}

export interface HostRules {
  headers: HeaderRule[];
  redirects: RedirectRule[];
}

/** The rules for a build talking to `supabaseUrl`, with these prerendered pages and client-only paths. */
export function hostRules(options: {
  supabaseUrl: string;
  pages: string[];
  clientOnlyPaths: string[];
  aliases: Record<string, string>;
}): HostRules {
  const { supabaseUrl, pages, clientOnlyPaths, aliases } = options;
  return {
    headers: [
      { path: '/*', headers: securityHeaders(supabaseUrl) },
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
      .map(({ from, to }) => ({ source: source(from), destination: to })),
  };
  return JSON.stringify(config, null, 2) + '\n';
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
