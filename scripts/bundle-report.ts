// What each route downloads on first load, from a production build, and the budgets it
// must keep (docs/performance.md). A prerendered page loads its entry script and the modules its
// HTML lists (the build puts there the chunks of the routes it matches); the /app
// shell loads the SPA shell's scripts, then the lazily loaded route modules of
// /app/dashboard. Every list is closed over static imports through Vite's manifest, so
// a chunk imported only dynamically is never missed nor counted twice.
//
//   npx vite build && npx tsx scripts/bundle-report.ts [distDir]
//   npm run check:budgets   (builds into its own directory, then runs this)
//
// Exits 1 when a budget is exceeded, or when a public page's JavaScript holds
// supabase-js or TanStack Query code (the public site must never download them).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';

const dist = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'dist';

const KB = 1024;
const budgets = {
  landing: 110 * KB, // React, ReactDOM and the data router alone weigh 100.6 KB
  // A page's HTML, its rules inline, in the first round trip: the initial congestion window
  // is 10 segments (14.6 KB), less the response's headers.
  pageHtml: 13 * KB,
  // The dashboard's whole first load, its route's graph included: the persisted query cache,
  // the screens' prefetch and the offline banner are in it; the grouped chunks
  // (scripts/app-chunks.ts) compress better than the 56 files they replaced. 260: the shell
  // also offers 'Install app', says what is not available offline, links the activity log and
  // the answer library, and its bell lists mentions and replies.
  appShell: 260 * KB,
  css: 30 * KB,
  lazyChunk: 150 * KB,
};

/** The screen the /app shell's first load is measured on. */
const APP_SHELL_PATH = '/app/dashboard';

/** Code that only the auth screens and the signed-in area may load; strings that survive minification. */
const forbidden: { name: string; pattern: RegExp }[] = [
  { name: 'supabase-js', pattern: /supabase-js|GoTrueClient|PostgrestClient|RealtimeClient/ },
  { name: '@tanstack/react-query', pattern: /No QueryClient set|QueryClientProvider/ },
];

const manifestFile = join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No ${manifestFile}: run \`npx vite build\` first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
const chunkByFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
const sizeCache = new Map<string, Sizes>();
function sizes(file: string): Sizes {
  let result = sizeCache.get(file);
  if (!result) {
    const content = readFileSync(join(dist, file));
    result = {
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizeCache.set(file, result);
  }
  return result;
}
const sum = (files: string[], key: keyof Sizes) => files.reduce((total, file) => total + sizes(file)[key], 0);
const kb = (bytes: number) => (bytes / KB).toFixed(1);

/** The files and everything they import statically. */
function closure(files: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const key of chunkByFile.get(file)?.imports ?? []) visit(manifest[key].file);
  };
  files.forEach(visit);
  return [...seen];
}

/**
 * The scripts an HTML file loads at once (a prerendered page lists them in its
 * app-modules meta element and starts them after its first paint), and its stylesheets
 * (a prerendered page's, in its app-stylesheet meta element).
 */
function htmlAssets(html: string) {
  const attribute = (pattern: RegExp) =>
    [...html.matchAll(pattern)].map((match) => match[1].replace(/^\//, ''));
  return {
    js: [
      ...attribute(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
      ...attribute(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
      ...attribute(/<meta name="app-modules" content="([^"]+)"/g).flatMap((list) =>
        list.split(' ').map((file) => file.replace(/^\//, '')),
      ),
    ],
    css: [
      ...attribute(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g),
      ...attribute(/<meta name="app-stylesheet" content="([^"]+)"/g),
    ],
  };
}

interface RouteLoad {
  route: string;
  js: string[];
  css: string[];
}

const htmlFiles = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html') && file !== 'spa.html')
  .sort();
const routeFor = (file: string) =>
  file === 'index.html' ? '/' : file === '404.html' ? '(404.html)' : `/${file.replace(/\.html$/, '')}`;

const routes: RouteLoad[] = htmlFiles.map((file) => {
  const { js, css } = htmlAssets(readFileSync(join(dist, file), 'utf8'));
  return { route: routeFor(file), js: closure(js), css };
});

/** What the SPA shell preloads for an /app path beyond its own list: its app-screen-modules entry (its inline script). */
function screenModules(html: string, path: string): string[] {
  const meta = /<meta name="app-screen-modules"[^>]* content="([^"]+)">/.exec(html);
  if (!meta) throw new Error('No app-screen-modules element in spa.html');
  const table = JSON.parse(meta[1].replaceAll('&quot;', '"')) as [string, string[], string[]][];
  const screen = table.find(([pattern]) => new RegExp(pattern).test(path));
  if (!screen) throw new Error(`No entry for ${path} in spa.html's app-screen-modules`);
  // Its data's modules and its view's.
  return [...screen[1], ...screen[2]].map((file) => file.replace(/^\//, ''));
}

const shellHtml = readFileSync(join(dist, 'spa.html'), 'utf8');
const shell = htmlAssets(shellHtml);
const appShell: RouteLoad = {
  route: `/app (shell, ${APP_SHELL_PATH})`,
  js: closure([...shell.js, ...screenModules(shellHtml, APP_SHELL_PATH)]),
  css: shell.css,
};

const short = (file: string) => file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '');
console.log('First-load JavaScript per route (KB):');
console.log(`  ${'route'.padEnd(36)} ${'gzip'.padStart(7)} ${'brotli'.padStart(7)}  chunks`);
for (const { route, js } of [...routes, appShell]) {
  const names = js.map(short).join(', ');
  console.log(
    `  ${route.padEnd(36)} ${kb(sum(js, 'gzip')).padStart(7)} ${kb(sum(js, 'brotli')).padStart(7)}  ${names}`,
  );
}

const firstLoad = [...new Set([...routes, appShell].flatMap((route) => route.js))].sort();
console.log('\nChunks loaded first by some route (KB):');
console.log(`  ${'file'.padEnd(44)} ${'raw'.padStart(7)} ${'gzip'.padStart(7)} ${'brotli'.padStart(7)}`);
for (const file of firstLoad) {
  const { raw, gzip, brotli } = sizes(file);
  console.log(
    `  ${file.padEnd(44)} ${kb(raw).padStart(7)} ${kb(gzip).padStart(7)} ${kb(brotli).padStart(7)}`,
  );
}

const cssFiles = [...new Set([...routes, appShell].flatMap((route) => route.css))];
const lazyChunks = Object.values(manifest)
  .filter((chunk) => chunk.file.endsWith('.js') && !chunk.isEntry)
  .map((chunk) => chunk.file);
const largestLazy = lazyChunks.reduce((largest, file) =>
  sizes(file).gzip > sizes(largest).gzip ? file : largest,
);

const largestPage = htmlFiles.reduce((largest, file) =>
  sizes(file).gzip > sizes(largest).gzip ? file : largest,
);
const landing = routes.find((route) => route.route === '/');
if (!landing) throw new Error(`No ${dist}/index.html`);
const checks: { name: string; actual: number; limit: number }[] = [
  { name: 'landing page JavaScript (gzip)', actual: sum(landing.js, 'gzip'), limit: budgets.landing },
  { name: '/app shell initial JavaScript (gzip)', actual: sum(appShell.js, 'gzip'), limit: budgets.appShell },
  { name: `CSS (gzip): ${cssFiles.join(', ')}`, actual: sum(cssFiles, 'gzip'), limit: budgets.css },
  {
    name: `largest page HTML (gzip): ${largestPage}`,
    actual: sizes(largestPage).gzip,
    limit: budgets.pageHtml,
  },
  {
    name: `largest lazy chunk (gzip): ${largestLazy}`,
    actual: sizes(largestLazy).gzip,
    limit: budgets.lazyChunk,
  },
];

console.log('\nBudgets:');
let failed = false;
for (const { name, actual, limit } of checks) {
  const ok = actual <= limit;
  failed ||= !ok;
  console.log(`  ${ok ? 'ok  ' : 'OVER'} ${name}: ${kb(actual)} KB (budget ${kb(limit)} KB)`);
}

// Form pages (sign-in, sign-up) load the session providers on purpose; the rest never may.
const publicPages = routes.filter((route) => !['/sign-in', '/sign-up'].includes(route.route));
for (const { name, pattern } of forbidden) {
  const offenders = publicPages.filter((route) =>
    route.js.some((file) => pattern.test(readFileSync(join(dist, file), 'utf8'))),
  );
  failed ||= offenders.length > 0;
  console.log(
    offenders.length
      ? `  FAIL ${name} code on ${offenders.map((route) => route.route).join(', ')}`
      : `  ok   no ${name} code on the ${publicPages.length} public pages`,
  );
}

if (failed) {
  console.error(`\nA budget of ${relative(process.cwd(), dist) || dist} is exceeded.`);
  process.exit(1);
}
