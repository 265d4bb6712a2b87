// Prerendering, inside `vite build`: once the client bundle is written, build
// src/app/prerender.tsx for Node, render every public page to its own HTML file from the
// client's index.html, write the SPA shell with its early requests, and the files a static
// host reads (sitemap.xml, robots.txt, _headers, _redirects, vercel.json, and _worker.js with
// _routes.json for an API on the app's origin). The browser hydrates each page (src/main.tsx).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, minify, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import { SAME_ORIGIN_API } from '../src/config/env.ts';
import type { EarlyRequestTable } from '../src/app/early-requests/record.ts';
import type { RenderedPage } from '../src/app/prerender.tsx';
import { classRules, criticalCss } from './critical-css.ts';
import {
  cloudflareProxy,
  headersFile,
  hostRules,
  NOT_FOUND_FILE,
  redirectsFile,
  SPA_SHELL,
  vercelConfig,
} from './static-host.ts';

type ServerEntry = typeof import('../src/app/prerender.tsx');

const SERVER_ENTRY = 'src/app/prerender.tsx';

/** The file a page is written to: / → index.html, /about → about.html (every static host serves it at /about). */
export const pageFile = (path: string) => (path === '/' ? '/index.html' : `${path}.html`);

/**
 * What a page preloads: the entry's imports, and the chunks (with their imports) of the
 * route modules it loads at once (named under src/app/routes). The bundle holds no preload
 * lists (build.modulePreload is off), so the HTML is where a page's first load is decided.
 */
function preloads(manifest: Manifest, routeModules: string[], without: string[] = []): string[] {
  const entry = manifest['index.html'];
  const files = new Set<string>([entry.file, ...without]);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk for ${key} in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  entry.imports?.forEach(visit);
  for (const module of routeModules)
    visit(
      manifest[`src/app/routes/${module}.tsx`]
        ? `src/app/routes/${module}.tsx`
        : `src/app/routes/${module}.ts`,
    );
  for (const file of [entry.file, ...without]) files.delete(file);
  return [...files];
}

/** An /app screen's route module and, where it has one, its prefetch module (names under src/app/routes). */
const screenModules = (manifest: Manifest, module: string) =>
  manifest[`src/app/routes/app/prefetch/${module}.ts`]
    ? [`app/prefetch/${module}`, `app/${module}`]
    : [`app/${module}`];

/**
 * What the SPA shell preloads for the /app screen at its address, beyond its own list: the
 * screen's module graph with the layout and prefetch modules', so that the route's code comes
 * in one wave with the entry and the data instead of one round trip per level of imports. Two
 * lists per screen: what its first queries need (its prefetch module's graph) and the view
 * (layout and screen). The shell's inline script reads the table (first match wins: static
 * paths come before parameters in appScreens); scripts/bundle-report.ts counts it.
 */
function screenPreloads(manifest: Manifest, server: ServerEntry, shellFiles: string[]): string {
  const url = (file: string) => `/${file}`;
  const table = server.appScreens
    .filter((screen) => screen.path !== '*')
    .map((screen) => {
      const modules = screenModules(manifest, screen.module);
      const data = modules.length > 1 ? preloads(manifest, modules.slice(0, 1), shellFiles) : [];
      const view = preloads(manifest, [...server.appShellModules, ...modules], [...shellFiles, ...data]);
      return [server.screenPattern(screen), data.map(url), view.map(url)];
    });
  return `<meta name="app-screen-modules" content="${JSON.stringify(table).replaceAll('"', '&quot;')}">`;
}

const preloadLinks = (files: string[]) =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="\/([^"]+)"><\/script>/;

/**
 * A prerendered page names its modules, entry first, in a meta element instead of loading
 * them: public/boot.js starts them once the page has painted, so the first paint waits on
 * the HTML and CSS alone.
 */
function appModules(template: string, preload: string[]): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('No entry script in the built index.html');
  return `<meta name="app-modules" content="${[entry, ...preload].map((file) => `/${file}`).join(' ')}">`;
}

const SHELL_SCRIPT = new URL('../src/app/early-requests/shell-script.js', import.meta.url);

/**
 * The SPA shell's inline script that sends the screen's first data requests
 * (src/app/early-requests/shell-script.js, its function called with `table`), minified, and
 * its CSP hash.
 */
export async function earlyRequestsScript(table: EarlyRequestTable): Promise<{ html: string; hash: string }> {
  // `<` never appears raw in the JSON, so nothing in it can close the element.
  const json = JSON.stringify(table).replaceAll('<', '\\u003c');
  // In a function of its own, so that the page gets no global.
  const source = `(function () {\n${readFileSync(SHELL_SCRIPT, 'utf8')}\nearlyRequests(${json});\n})();`;
  const { code, errors } = await minify('shell-script.js', source);
  if (errors.length) throw new Error(`shell-script.js: ${errors.map((error) => error.message).join('; ')}`);
  const hash = `sha256-${createHash('sha256').update(code).digest('base64')}`;
  return { html: `<script>${code}</script>`, hash };
}

/** The Supabase project a same-origin build's host forwards the API to (docs/deploying.md). */
function projectUrl(apiUrl: string): string | undefined {
  const project = process.env.SUPABASE_PROJECT_URL;
  if (apiUrl !== SAME_ORIGIN_API) return undefined;
  if (!project || !/^https?:\/\//.test(project))
    throw new Error(
      `VITE_SUPABASE_URL=${SAME_ORIGIN_API} needs SUPABASE_PROJECT_URL, the project's http(s) URL`,
    );
  return project;
}

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/;

/**
 * The page's own rules inline, so that its first paint waits on no request but boot.js;
 * boot.js loads the class rules after that paint, before the app runs. Where JavaScript
 * is off, the full stylesheet loads at once.
 */
function inlineStyles(html: string, stylesheet: string, critical: string, classRulesFile: string): string {
  return html.replace(
    STYLESHEET,
    () =>
      `<style>${critical}</style><noscript><link rel="stylesheet" href="/${stylesheet}"></noscript>` +
      `<meta name="app-stylesheet" content="/${classRulesFile}">`,
  );
}

function pageHtml(template: string, page: RenderedPage, preload: string[], keepNoscript: boolean): string {
  // The page's own description replaces the template's; a page without one (the form
  // shells) keeps the template's, so every page has one.
  const ownDescription = page.head.includes('<meta name="description"');
  let html = template
    .replace(/\s*<meta\s+name="description"[\s\S]*?>/, (description) => (ownDescription ? '' : description))
    .replace(/<title>[\s\S]*?<\/title>/, page.head)
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(ENTRY_SCRIPT, '')
    .replace('</head>', `${appModules(template, preload)}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.body}</div>${page.data}`);
  if (!keepNoscript) html = html.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  return html;
}

function sitemap(siteUrl: string, pages: string[]): string {
  const urls = pages.map((path) => `  <url><loc>${siteUrl}${path}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function robots(siteUrl: string, clientOnlyPaths: string[]): string {
  // "/app" already covers "/app/*".
  const disallowed = clientOnlyPaths.filter((path) => !path.endsWith('/*'));
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

async function buildServerEntry(config: ResolvedConfig, outDir: string): Promise<ServerEntry> {
  // The auth screens create the supabase-js client, whose realtime part wants a WebSocket
  // class at creation (Node 22 has one; Node 20 takes ws'). Nothing connects at build time.
  globalThis.WebSocket ??= (await import('ws')).WebSocket as unknown as typeof WebSocket;
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    build: { ssr: SERVER_ENTRY, outDir, emptyOutDir: true, copyPublicDir: false, minify: false },
  });
  return (await import(pathToFileURL(join(outDir, 'prerender.js')).href)) as ServerEntry;
}

export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender',
    // The nested server build loads this config too: it must not prerender again.
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    config: () => ({ build: { manifest: true } }),
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        // Inside the project, so the server bundle resolves react & co. from node_modules.
        const serverDir = resolve(config.root, `node_modules/.cache/prerender-${process.pid}-${Date.now()}`);
        try {
          const entry = await buildServerEntry(config, serverDir);
          const template = readFileSync(join(outDir, 'index.html'), 'utf8');
          const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
          const write = (file: string, content: string) => {
            mkdirSync(dirname(join(outDir, file)), { recursive: true });
            writeFileSync(join(outDir, file), content);
          };

          const shellFiles = preloads(manifest, [entry.clientOnlyModule]);
          const apiUrl = config.env.VITE_SUPABASE_URL as string;
          const project = projectUrl(apiUrl);
          const early = await earlyRequestsScript(await entry.recordEarlyRequestTable());
          // An API on another origin: its connection is opened while the modules load.
          const preconnect =
            apiUrl === SAME_ORIGIN_API
              ? ''
              : `<link rel="preconnect" href="${new URL(apiUrl).origin}" crossorigin>`;
          const shellHead = `<meta name="robots" content="noindex">${preconnect}${preloadLinks(shellFiles)}`;
          const shell = template
            // First in <head>: before any stylesheet, which would hold an inline script back.
            .replace(
              /<meta charset="UTF-8" \/>/i,
              (charset) => charset + screenPreloads(manifest, entry, shellFiles) + early.html,
            )
            .replace('</head>', `${shellHead}</head>`);
          if (!shell.includes(early.html)) throw new Error('No <meta charset> in the built index.html');
          write(SPA_SHELL, shell);
          const stylesheet = STYLESHEET.exec(template)?.[1];
          if (!stylesheet) throw new Error('No stylesheet in the built index.html');
          const css = readFileSync(join(outDir, stylesheet), 'utf8');
          const classes = classRules(css);
          const classRulesFile = `assets/classes-${createHash('sha256').update(classes).digest('hex').slice(0, 8)}.css`;
          write(`/${classRulesFile}`, classes);
          for (const path of [...entry.sitePages, ...entry.formPages, entry.notFoundPage]) {
            const page = await entry.renderPage(path);
            const file = path === entry.notFoundPage ? NOT_FOUND_FILE : pageFile(path);
            const preload = preloads(manifest, page.modules);
            const html = pageHtml(template, page, preload, entry.formPages.includes(path));
            const critical = await criticalCss(css, `<div id="root">${page.body}</div>`);
            write(file, inlineStyles(html, stylesheet, critical, classRulesFile));
          }

          const rules = hostRules({
            // The URL the client bundle was built with, so the CSP lets it call its API.
            supabaseUrl: apiUrl,
            projectUrl: project,
            scriptHashes: [early.hash],
            pages: [...entry.sitePages, ...entry.formPages],
            clientOnlyPaths: entry.clientOnlyPaths,
            aliases: entry.pathAliases,
          });
          write('/_headers', headersFile(rules.headers));
          write('/_redirects', redirectsFile(rules.redirects));
          write('/vercel.json', vercelConfig(rules));
          const cloudflare = cloudflareProxy(rules);
          if (cloudflare) {
            write('/_worker.js', cloudflare.worker);
            write('/_routes.json', cloudflare.routes);
          }
          write('/sitemap.xml', sitemap(entry.SITE_URL, entry.sitePages));
          write('/robots.txt', robots(entry.SITE_URL, entry.clientOnlyPaths));
        } finally {
          rmSync(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
