// `npm run bench:app`: the signed-in app on a phone. Starts the local stack with the
// demo seed (PostgreSQL 15 when its binaries exist, else PGlite; BENCH_ENGINE=pglite|postgres),
// builds the app against it, serves the production build with `vite preview` (the static
// host's headers and rewrites: hashed assets cached for a year, pages revalidated) and drives
// it in headless Chromium as a phone: 390×844 CSS px, device scale 3, a mobile user agent, touch.
//
// The network (BENCH_NETWORK):
//   - proxy (the default): the browser reaches the static host (and the API behind it)
//     through a latency-injecting TCP proxy (scripts/latency-proxy.ts): a round trip to open
//     a connection, half a round trip each way for every byte, so preflights, connection
//     set-up and HTTP/1.1's queueing are paid as on a real link. Chromium keeps the bandwidth
//     (Network.emulateNetworkConditions without latency) and the CPU (Emulation.setCPUThrottlingRate).
//     The app calls the API on its own origin (BENCH_API=same-origin, the supported deployment)
//     or, BENCH_API=direct, the API's own origin through a second proxy.
//   - emulation: the former mode, Chromium's emulation alone (150 ms added to each request's
//     answer; preflights and connections not charged) and the API called directly.
// Profile: 4× CPU slowdown, 150 ms round trip, 1.6 Mbps down, 750 kbps up. Every screen also
// runs unthrottled for comparison (the host itself, no proxy, no emulation).
//
// For each screen, BENCH_RUNS times (default 5; unthrottled BENCH_UNTHROTTLED_RUNS, default 3):
//   - cold: a fresh browser context (empty HTTP cache, no preflight cache, no service worker,
//     nothing persisted) already signed in: the session from the auth API's password grant and
//     the current workspace, stored where supabase-js and the app keep them after a sign-in
//     (as e2e/auth-helpers.ts `openSignedIn` does; BENCH_FIRST_VISIT=1 leaves the workspace
//     out), then a navigation to the screen;
//   - warm: a returning user: in the same context after that load (HTTP cache, session and
//     persisted query cache kept) and once the service worker it registered is active, a
//     second navigation.
// A screen's time is `performance.now()` in the page (0 = the navigation's start) when a
// MutationObserver, installed before any of the page's scripts, first finds all of the
// screen's content in the DOM: Playwright only waits for that stamp, it does not time.
//
// For the median cold run (and warm run) of each throttled screen it prints a waterfall:
// every request in start order (Resource Timing: start, end; bytes from Chromium's network
// log, which also sees the API's cross-origin responses and CORS preflights) and the waves:
// each request is chained on the request that ended last before it started (documents,
// scripts, stylesheets and fetches only, not responses from the cache), or on the document
// when the document itself asked for it (its parser, or the SPA shell's inline script); its
// wave is one more than that request's. The critical path is the chain back from the last
// request to end before the content: its length is the screen's waves, and the preflights
// of the requests that ended before the content are counted with it.
import { loadavg } from 'node:os';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, type LocalStack } from '@tenderflow/local-supabase';
import { REMEMBERED_WORKSPACE_KEY } from '../src/lib/remembered-workspace.ts';
import { onBenchStack, servePreview } from './bench-stack.ts';
import { chromiumArgs, chromiumExecutable } from './browser.ts';
import { latencyProxy } from './latency-proxy.ts';

const runsFrom = (value: string | undefined, fallback: number) =>
  Math.min(Math.max(Number(value ?? fallback) || fallback, 1), 25);
const RUNS = runsFrom(process.env.BENCH_RUNS, 5);
const UNTHROTTLED_RUNS = runsFrom(process.env.BENCH_UNTHROTTLED_RUNS, 3);
const NETWORK = process.env.BENCH_NETWORK === 'emulation' ? 'emulation' : 'proxy';
const API = process.env.BENCH_API ?? (NETWORK === 'emulation' ? 'direct' : 'same-origin');
if (API !== 'direct' && API !== 'same-origin') throw new Error('BENCH_API is direct or same-origin');
const FIRST_VISIT = process.env.BENCH_FIRST_VISIT === '1';

/** The phone: what the issue's figures were taken at. */
const PHONE = { width: 390, height: 844, scale: 3 };
const PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
};

interface Screen {
  name: string;
  path: string;
  /** What counts as the screen's content, in words (for the docs). */
  content: string;
  /** CSS selectors and how many elements each must match. */
  checks: [selector: string, atLeast: number][];
}

function screens(tenderId: string): Screen[] {
  return [
    {
      name: 'dashboard',
      path: '/app/dashboard',
      content: "the Summary region's four numbers and the Recent tenders list",
      checks: [
        ['section[aria-label="Summary"] li', 4],
        ['ul[aria-label="Recent tenders"] li', 1],
      ],
    },
    {
      name: 'tender list',
      path: '/app/tenders',
      content: "the table's first row",
      checks: [['tbody tr', 1]],
    },
    {
      name: 'tender detail',
      path: `/app/tenders/${tenderId}`,
      content: "the tender's h1 and the five columns of its Kanban board",
      checks: [
        ['main h1', 1],
        ['section[data-column]', 5],
      ],
    },
    {
      name: 'reports',
      path: '/app/reports',
      content: 'the Monthly Tender Trends chart and the first row of its table',
      checks: [
        ['[role="img"][aria-label^="Bar chart"]', 1],
        ['table tbody tr', 1],
      ],
    },
  ];
}

/**
 * Runs in every document of the context before its scripts (plain JS: tsx's keepNames would
 * wrap a serialised TypeScript function in a `__name` helper the page lacks). Stores the
 * session where supabase-js looks for it and the workspace where the app remembers it (only
 * if none is there: the app may have refreshed them), and stamps `window.__benchContent` when every check first matches, then the next frame.
 */
const INIT_SCRIPT = `(function (spec) {
  if (location.origin !== spec.origin) return;
  try {
    for (var key in spec.storage) if (!localStorage.getItem(key)) localStorage.setItem(key, spec.storage[key]);
  } catch (error) {}
  var stamps = {};
  window.__benchContent = stamps;
  var met = function () {
    for (var i = 0; i < spec.checks.length; i++) {
      if (document.querySelectorAll(spec.checks[i][0]).length < spec.checks[i][1]) return false;
    }
    return true;
  };
  var observer = new MutationObserver(function () {
    if (stamps.content !== undefined || !met()) return;
    stamps.content = performance.now();
    observer.disconnect();
    requestAnimationFrame(function () { stamps.frame = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
})`;

interface Env {
  /** The site as the phone reaches it (through the latency proxy), and unthrottled. */
  base: string;
  fastBase: string;
  api: string;
  anonKey: string;
  storageKey: string;
  userAgent: string;
}

/**
 * What a sign-in leaves in localStorage: the session from the auth API's password grant, as
 * the sign-in form gets one, and (once the app has loaded the workspaces) the current workspace.
 */
async function signedInStorage(env: Env): Promise<Record<string, string>> {
  const response = await fetch(`${env.api}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: env.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${await response.text()}`);
  const session = (await response.json()) as {
    access_token: string;
    expires_in: number;
    expires_at?: number;
    user: { id: string };
  };
  session.expires_at ??= Math.floor(Date.now() / 1000) + session.expires_in;
  const storage = { [env.storageKey]: JSON.stringify(session) };
  if (FIRST_VISIT) return storage;
  const workspaces = await fetch(`${env.api}/rest/v1/rpc/user_workspaces`, {
    method: 'POST',
    headers: {
      apikey: env.anonKey,
      authorization: `Bearer ${session.access_token}`,
      'content-type': 'application/json',
    },
    body: '{}',
  });
  const rows = (await workspaces.json()) as { workspace_id: string; is_current: boolean }[];
  const current = rows.find((row) => row.is_current) ?? rows[0];
  if (!current) throw new Error('the demo user has no workspace');
  storage[REMEMBERED_WORKSPACE_KEY] = JSON.stringify({
    userId: session.user.id,
    workspaceId: current.workspace_id,
  });
  return storage;
}

/** One request as Chromium's network log saw it. */
interface Logged {
  url: string;
  method: string;
  start: number;
  end?: number;
  bytes: number;
  preflight: boolean;
  cached: boolean;
  /**
   * Who asked: the document itself (its parser, its inline script), "the client" (a script
   * Chromium names no stack for: the inline script's preloads, or a module's imports), or a
   * script file.
   */
  initiator: 'document' | 'client' | 'script';
  /** A module the document's parser asked for: no module runs before all of these are in. */
  documentModule: boolean;
}

/** The page's CDP session: the profile, and every request's bytes, method and preflight. */
async function instrument(page: Page, throttled: boolean) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  if (throttled) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      // Through the latency proxy, the link's round trips are the proxy's to charge.
      latency: NETWORK === 'proxy' ? 0 : PROFILE.latencyMs,
      downloadThroughput: PROFILE.downloadBitsPerSecond / 8,
      uploadThroughput: PROFILE.uploadBitsPerSecond / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  }
  // Preflights have ids of their own (initiator type `preflight`).
  let log = new Map<string, Logged>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    // A redirect re-uses the id: the entry is the final request.
    log.set(event.requestId, {
      url: event.request.url,
      method: event.request.method,
      start: event.timestamp,
      bytes: 0,
      preflight: event.initiator.type === 'preflight' || event.request.method === 'OPTIONS',
      cached: false,
      initiator:
        (event.initiator.type === 'parser'
          ? event.initiator.url
          : event.initiator.stack?.callFrames[0]?.url) === event.documentURL
          ? 'document'
          : event.initiator.type === 'script' && event.initiator.url === 'about:client'
            ? 'client'
            : 'script',
      documentModule:
        event.type === 'Script' &&
        event.initiator.type === 'parser' &&
        /\/assets\/.+\.js$/.test(event.request.url),
    });
  });
  const entry = (requestId: string) => log.get(requestId);
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const logged = entry(requestId);
    if (logged) logged.cached = true;
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const logged = entry(requestId);
    if (logged && (response.fromDiskCache || response.fromPrefetchCache)) logged.cached = true;
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
    const logged = entry(requestId);
    if (!logged) return;
    logged.end = timestamp;
    logged.bytes = encodedDataLength;
  });
  cdp.on('Network.loadingFailed', ({ requestId, timestamp }) => {
    const logged = entry(requestId);
    if (logged) logged.end = timestamp;
  });
  return {
    /** The requests since the last reset. */
    requests: () => [...log.values()],
    reset: () => {
      log = new Map();
    },
    /** Until no request has been in flight for 500 ms (at most 20 s). */
    async settle(): Promise<void> {
      let quietSince = Date.now();
      for (const started = Date.now(); Date.now() - started < 20_000;) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        if ([...log.values()].some((logged) => !logged.preflight && logged.end === undefined))
          quietSince = Date.now();
        else if (Date.now() - quietSince >= 500) return;
      }
    },
  };
}

type Network = Awaited<ReturnType<typeof instrument>>;

interface Timed {
  name: string;
  kind: string;
  start: number;
  end: number;
}

interface Load {
  content: number;
  frame?: number;
  fcp?: number;
  navigationType: string;
  entries: Timed[];
  logged: Logged[];
}

/** Navigates to `url` and reads the in-page stamps and the Resource Timing entries. */
async function load(page: Page, network: Network, url: string): Promise<Load> {
  network.reset();
  await page.goto(url, { waitUntil: 'commit' });
  // A function, not a string: the app's CSP forbids the eval a string predicate needs.
  await page.waitForFunction(
    () => (window as { __benchContent?: { frame?: number } }).__benchContent?.frame !== undefined,
    null,
    { polling: 250, timeout: 90_000 },
  );
  await network.settle();
  const read = (await page.evaluate(`JSON.stringify({
    stamps: window.__benchContent,
    fcp: (performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime,
    navigation: performance.getEntriesByType('navigation').map(function (e) {
      return { name: e.name, kind: 'navigation', start: e.startTime, end: e.responseEnd, type: e.type };
    })[0],
    resources: performance.getEntriesByType('resource').map(function (e) {
      return { name: e.name, kind: e.initiatorType, start: e.startTime, end: e.responseEnd };
    }),
  })`)) as string;
  const parsed = JSON.parse(read) as {
    stamps: { content: number; frame?: number };
    fcp?: number;
    navigation: Timed & { type: string };
    resources: Timed[];
  };
  return {
    content: parsed.stamps.content,
    frame: parsed.stamps.frame,
    fcp: parsed.fcp,
    navigationType: parsed.navigation.type,
    entries: [parsed.navigation, ...parsed.resources.filter((entry) => !entry.name.startsWith('data:'))],
    logged: network.requests(),
  };
}

/** Waits until the worker the app registers (2 s after its first render) has installed and activated. */
async function serviceWorkerActive(page: Page): Promise<void> {
  const active = await page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker.ready.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(resolve, 60_000, false)),
    ]),
  );
  if (!active) throw new Error('The service worker did not activate within 60 s');
}

async function phoneRun(
  browser: Browser,
  env: Env,
  screen: Screen,
  throttled: boolean,
): Promise<{ cold: Load; warm: Load }> {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.scale,
    isMobile: true,
    hasTouch: true,
    userAgent: env.userAgent,
  });
  try {
    const base = throttled ? env.base : env.fastBase;
    const spec = {
      origin: new URL(base).origin,
      storage: await signedInStorage(env),
      checks: screen.checks,
    };
    await context.addInitScript({ content: `${INIT_SCRIPT}(${JSON.stringify(spec)});` });
    const page = await context.newPage();
    const network = await instrument(page, throttled);
    const url = `${base}${screen.path}`;
    const cold = await load(page, network, url);
    await serviceWorkerActive(page);
    const warm = await load(page, network, url);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------
// The waterfall

interface Request {
  name: string;
  kind: string;
  method: string;
  start: number;
  end: number;
  bytes: number;
  cached: boolean;
  /** Milliseconds of its CORS preflight, when it had one. */
  preflight?: number;
  fromDocument: boolean;
  wave: number;
  after?: Request;
}

/** Only these can hold up a later request: the rest (images, fonts) is nobody's prerequisite. */
const CHAINING = new Set(['navigation', 'script', 'link', 'fetch', 'xmlhttprequest', 'other']);

function shortName(url: string, base: string): string {
  const parsed = new URL(url);
  if (url.startsWith(base)) {
    const file = parsed.pathname.replace(/^\/assets\//, '').replace(/-[\w-]{8}(\.(?:js|css|woff2?))$/, '$1');
    return file + parsed.search;
  }
  const query = decodeURIComponent(parsed.search)
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '…')
    .replace(/select=([^&]{0,24})[^&]*/, 'select=$1…');
  const path = parsed.pathname.replace(/^\/(rest|auth|storage|functions)\/v1\//, '$1/');
  return (path + (query.length > 40 ? `${query.slice(0, 40)}…` : query)).replace(/\s+/g, '');
}

/** Resource Timing entries joined with the network log (by URL, in order), chained into waves. */
function waterfall(run: Load, base: string): Request[] {
  const byUrl = new Map<string, Logged[]>();
  const preflights = new Map<string, Logged[]>();
  for (const logged of [...run.logged].sort((a, b) => a.start - b.start)) {
    const map = logged.preflight ? preflights : byUrl;
    map.set(logged.url, [...(map.get(logged.url) ?? []), logged]);
  }
  const requests: Request[] = [];
  const clientAsked = new Set<Request>();
  let codeReady = 0;
  for (const entry of [...run.entries].sort((a, b) => a.start - b.start)) {
    const logged = byUrl.get(entry.name)?.shift();
    const preflight = preflights.get(entry.name)?.shift();
    requests.push({
      name: shortName(entry.name, base),
      kind: entry.kind,
      method: logged?.method ?? 'GET',
      start: entry.start,
      end: entry.end,
      bytes: logged?.bytes ?? 0,
      cached: logged?.cached ?? false,
      preflight:
        preflight === undefined
          ? undefined
          : Math.max(((preflight.end ?? preflight.start) - preflight.start) * 1000, 0),
      fromDocument: logged?.initiator === 'document',
      wave: 0,
    });
    if (logged?.initiator === 'client') clientAsked.add(requests.at(-1)!);
    if (logged?.documentModule) codeReady = Math.max(codeReady, entry.end);
  }
  // What "the client" asked for before any module could run came from the document's inline script.
  for (const request of clientAsked) if (request.start < codeReady) request.fromDocument = true;
  for (const request of requests.slice(1)) {
    // A response from the cache took no time: nothing waited on it.
    const before = requests.filter(
      (other) => other !== request && CHAINING.has(other.kind) && !other.cached && other.end <= request.start,
    );
    const after = request.fromDocument
      ? requests[0]!
      : (before.sort((a, b) => b.end - a.end)[0] ?? requests[0]!);
    request.after = after;
    request.wave = after.wave + 1;
  }
  return requests;
}

/**
 * The chain of requests the content waited on: from the last request to end before it (that
 * can hold one up), back to the document. Its length is the load's waves; the preflights are
 * those of every request that ended before the content.
 */
function criticalPath(run: Load, base: string) {
  const requests = waterfall(run, base);
  const before = requests.filter((request) => !request.cached && request.end <= run.content);
  // Nothing from the network before the content (a warm load from the caches): the document alone.
  const last =
    before.filter((request) => CHAINING.has(request.kind)).sort((a, b) => b.end - a.end)[0] ?? requests[0];
  const chain: Request[] = [];
  for (let request: Request | undefined = last; request; request = request.after) chain.unshift(request);
  return {
    chain,
    waves: chain.length,
    preflights: before.filter((request) => request.preflight !== undefined).length,
  };
}

const ms = (value: number) => value.toFixed(0).padStart(5);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printWaterfall(title: string, run: Load, base: string, everyRequest: boolean): void {
  const requests = waterfall(run, base);
  const total = requests.reduce((sum, request) => sum + request.bytes, 0);
  const cached = requests.filter((request) => request.cached).length;
  const preflights = requests.filter((request) => request.preflight !== undefined).length;
  console.log(
    `\n${title} (${run.navigationType}): content at ${ms(run.content).trim()} ms (its frame ${run.frame?.toFixed(0) ?? '?'} ms, ` +
      `first contentful paint ${run.fcp?.toFixed(0) ?? '?'} ms); ${requests.length} requests ` +
      `(${cached} from the cache, ${preflights} with a CORS preflight), ${kb(total)} over the network`,
  );
  if (everyRequest) printRequests(requests);
  printWaves(requests);
  const path = criticalPath(run, base);
  console.log(
    `  critical path: ${path.waves} waves, ${path.preflights} preflights before the content: ` +
      path.chain.map((request) => `${request.name.split('?')[0]} (${ms(request.end).trim()} ms)`).join(' → '),
  );
}

function printRequests(requests: Request[]): void {
  console.log('  start    end  wave  bytes       request (after: the request it waited on, +gap ms)');
  for (const request of requests) {
    const flags = [
      request.method === 'GET' ? '' : request.method,
      request.cached ? 'cache' : '',
      request.preflight === undefined ? '' : `preflight ${request.preflight.toFixed(0)} ms`,
    ].filter(Boolean);
    const after = request.after
      ? `  ← ${request.after.name.slice(0, 28)} +${(request.start - request.after.end).toFixed(0)}`
      : '';
    console.log(
      `  ${ms(request.start)}  ${ms(request.end)}  ${String(request.wave).padStart(4)}  ` +
        `${kb(request.bytes).padStart(9)}   ${request.name}${flags.length ? ` [${flags.join(', ')}]` : ''}${after}`,
    );
  }
}

function printWaves(requests: Request[]): void {
  const waves = new Map<number, Request[]>();
  for (const request of requests) waves.set(request.wave, [...(waves.get(request.wave) ?? []), request]);
  console.log('  waves:');
  for (const [wave, members] of [...waves].sort((a, b) => a[0] - b[0])) {
    const start = Math.min(...members.map((request) => request.start));
    const end = Math.max(...members.map((request) => request.end));
    // What came over the network first; what the cache gave, only counted.
    const names = members.filter((request) => !request.cached).map((request) => request.name.split('?')[0]!);
    const shown = names.length > 8 ? [...names.slice(0, 7), `… ${names.length - 7} more`] : names;
    const cached = members.length - names.length;
    if (cached) shown.push(`${cached} from the cache`);
    const preflights = members.filter((request) => request.preflight !== undefined).length;
    const notes = preflights ? ` (${preflights} preflighted)` : '';
    console.log(
      `    ${wave}: ${ms(start).trim()}–${ms(end).trim()} ms, ${members.length} requests, ` +
        `${kb(members.reduce((sum, request) => sum + request.bytes, 0))}${notes}: ${shown.join(', ')}`,
    );
  }
}

// ---------------------------------------------------------------------------------------

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const medianRun = (runs: Load[]) => {
  const middle = median(runs.map((run) => run.content));
  return runs.find((run) => run.content === middle)!;
};
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;

async function demoTender(stack: LocalStack): Promise<string> {
  // The demo user's tender with the most tasks.
  const { rows } = await stack.db.transaction((q) =>
    q.query<{ id: string }>(
      `select t.id from public.tenders t
       join public.workspace_members m on m.workspace_id = t.workspace_id
       join auth.users u on u.id = m.user_id and u.email = $1
       join public.tasks k on k.tender_id = t.id
     group by t.id order by count(*) desc, t.id limit 1`,
      [DEMO_EMAIL],
    ),
  );
  if (!rows[0]) throw new Error('the demo seed has no tender with tasks');
  return rows[0].id;
}

async function measure(stack: LocalStack, engine: string): Promise<void> {
  const tenderId = await demoTender(stack);
  // Through the proxy, the API is a round trip away too: behind the host, or on its own origin.
  const apiProxy =
    NETWORK === 'proxy' && API === 'direct' ? await latencyProxy(stack.url, PROFILE.latencyMs) : null;
  const preview = await servePreview(
    stack,
    'bench-app',
    API === 'same-origin' ? '/' : (apiProxy?.url ?? stack.url),
  );
  const siteProxy = NETWORK === 'proxy' ? await latencyProxy(preview.base, PROFILE.latencyMs) : null;
  const base = siteProxy?.url ?? preview.base;
  const close = async () => {
    await siteProxy?.close();
    await apiProxy?.close();
    await preview.close();
  };
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  const major = browser.version().split('.')[0];
  const env: Env = {
    base,
    fastBase: preview.base,
    api: stack.url,
    anonKey: stack.anonKey,
    // supabase-js's storage key for a project URL: sb-<first label of its host>-auth-token.
    storageKey: `sb-${new URL(stack.url).hostname.split('.')[0]}-auth-token`,
    userAgent: `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Mobile Safari/537.36`,
  };
  // BENCH_SCREENS=dashboard,reports measures those screens only (while iterating on one).
  const only = process.env.BENCH_SCREENS?.split(',');
  const list = screens(tenderId).filter((screen) => !only || only.includes(screen.name));
  const results = new Map<string, { cold: Load[]; warm: Load[]; coldFast: Load[]; warmFast: Load[] }>(
    list.map((screen) => [screen.name, { cold: [], warm: [], coldFast: [], warmFast: [] }]),
  );
  const loads = [loadavg()[0]!];
  try {
    // Runs interleave the screens, so a busy moment of the machine is spread over all of them.
    for (let run = 0; run < Math.max(RUNS, UNTHROTTLED_RUNS); run++) {
      for (const screen of list) {
        const result = results.get(screen.name)!;
        if (run < RUNS) {
          const { cold, warm } = await phoneRun(browser, env, screen, true);
          result.cold.push(cold);
          result.warm.push(warm);
        }
        if (run < UNTHROTTLED_RUNS) {
          const { cold, warm } = await phoneRun(browser, env, screen, false);
          result.coldFast.push(cold);
          result.warmFast.push(warm);
        }
        const times = (cold?: Load, warm?: Load) =>
          cold && warm ? `${cold.content.toFixed(0)} / ${warm.content.toFixed(0)} ms` : '–';
        loads.push(loadavg()[0]!);
        process.stderr.write(
          `run ${run + 1}, ${screen.name}: cold / warm ${times(result.cold[run], result.warm[run])}, ` +
            `unthrottled ${times(result.coldFast[run], result.warmFast[run])}; load average ${loads.at(-1)!.toFixed(2)}\n`,
        );
      }
    }

    const network =
      NETWORK === 'proxy'
        ? `the latency proxy (${PROFILE.latencyMs} ms a round trip, connections and preflights charged)`
        : `Chromium's emulation (${PROFILE.latencyMs} ms on each answer)`;
    console.log(
      `\n${engine}, Chromium ${browser.version()}, ${PHONE.width}×${PHONE.height} at ${PHONE.scale}×, touch, mobile UA; ` +
        `profile: ${PROFILE.cpuSlowdown}× CPU, ${PROFILE.downloadBitsPerSecond / 1e6} Mbps down, ` +
        `${PROFILE.uploadBitsPerSecond / 1e3} kbps up, ${network}; the API ${API === 'same-origin' ? "on the app's origin" : 'on its own origin'}` +
        `${FIRST_VISIT ? ', no workspace remembered' : ''}. Median of ${RUNS} (throttled) and ${UNTHROTTLED_RUNS} (unthrottled), ` +
        'from the navigation start to the content in the DOM. ' +
        `Load average (1 min) during the runs: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}.\n`,
    );
    console.log('| screen | cold | warm | cold waves / preflights | unthrottled cold | unthrottled warm |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const screen of list) {
      const r = results.get(screen.name)!;
      const cell = (runs: Load[]) => seconds(median(runs.map((run) => run.content)));
      const path = criticalPath(medianRun(r.cold), base);
      console.log(
        `| ${screen.name} (\`${screen.path.replace(tenderId, '<id>')}\`) | ${cell(r.cold)} | ${cell(r.warm)} | ` +
          `${path.waves} / ${path.preflights} | ${cell(r.coldFast)} | ${cell(r.warmFast)} |`,
      );
    }
    console.log('\nEvery run (ms):');
    for (const screen of list) {
      const r = results.get(screen.name)!;
      const all = (runs: Load[]) => runs.map((run) => run.content.toFixed(0)).join(', ');
      console.log(
        `  ${screen.name}: cold ${all(r.cold)}; warm ${all(r.warm)}; unthrottled cold ${all(r.coldFast)}; warm ${all(r.warmFast)}`,
      );
    }
    console.log('\nContent:');
    for (const screen of list) console.log(`  ${screen.name}: ${screen.content}`);
    const preflights = [...results.values()]
      .flatMap((r) => r.cold)
      .flatMap((run) => run.logged.filter((logged) => logged.preflight && logged.end !== undefined))
      .map((logged) => (logged.end! - logged.start) * 1000)
      .filter((duration) => duration >= 0);
    if (preflights.length)
      console.log(
        `\nCORS preflights (throttled cold runs): ${preflights.length}, ${Math.min(...preflights).toFixed(0)}–` +
          `${Math.max(...preflights).toFixed(0)} ms, median ${median(preflights).toFixed(0)} ms` +
          (NETWORK === 'emulation'
            ? `: Chromium's network emulation does not delay them; on a real ${PROFILE.latencyMs} ms link each costs a round trip more.`
            : '.'),
      );
    for (const screen of list) {
      const r = results.get(screen.name)!;
      printWaterfall(`${screen.name}, cold (the median run)`, medianRun(r.cold), base, true);
      printWaterfall(
        `${screen.name}, warm (the median run)`,
        medianRun(r.warm),
        base,
        process.env.BENCH_WARM_DETAIL === '1',
      );
    }
  } finally {
    await browser.close();
    await close();
  }
}

await onBenchStack('bench_app', 'demo', measure);
