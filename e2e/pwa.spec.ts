import { execFile } from 'node:child_process';
import { cp, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { preview } from 'vite';
import { freePort } from '../scripts/free-port';
import { signIn } from './auth-helpers';
import { DEMO_USER, expect, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });

// The installable app and its service worker (vite.config.ts, src/lib/service-worker.ts,
// docs/architecture.md "Installable app and service worker").

/** The scripts the page has loaded since its last navigation, by path. */
const loadedScripts = (page: Page) =>
  page.evaluate(() =>
    [
      ...new Set([
        ...performance.getEntriesByType('resource').map((entry) => entry.name),
        ...[...document.scripts].map((script) => script.src),
      ]),
    ]
      .filter((url) => url.endsWith('.js'))
      .map((url) => new URL(url).pathname),
  );

/**
 * Signs in, then loads the dashboard as a document of its own: the worker's scope is /app,
 * and a document created at /sign-in stays out of it after the app moves to /app/dashboard.
 * Returns the scope of the worker once it is active.
 */
async function signInAndWaitForServiceWorker(page: Page) {
  await signIn(page, DEMO_USER);
  await page.goto('/app/dashboard');
  return page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
}

test('installable: a valid manifest, and the service worker controls /app after a reload', async ({
  page,
  request,
  baseURL,
}) => {
  const manifestResponse = await request.get('/manifest.webmanifest');
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()['content-type']).toMatch(/^application\/(manifest\+)?json/);
  const manifest = (await manifestResponse.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'TenderFlow',
    short_name: 'TenderFlow',
    start_url: '/app',
    display: 'standalone',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  for (const [sizes, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ]) {
    const icon = manifest.icons.find(
      (entry) => entry.sizes === sizes && (entry.purpose ?? 'any') === purpose,
    );
    expect(icon, `${sizes} ${purpose}`).toBeDefined();
    const image = await request.get(icon!.src);
    expect(image.status(), icon!.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  // The app's HTML links the manifest; the public pages load nothing more.
  expect(await (await request.get('/app/dashboard')).text()).toContain(
    '<link rel="manifest" href="/manifest.webmanifest">',
  );
  expect(await (await request.get('/')).text()).not.toContain('rel="manifest"');
  expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');

  expect(await signInAndWaitForServiceWorker(page)).toBe(`${baseURL}/app`);
  const reloaded = await page.reload();
  // The shell now comes from the worker's precache, and the worker controls the page.
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseURL}/sw.js`);
});

interface Site {
  url: string;
  /** The directory the site's server serves. */
  dir: string;
}

/**
 * A site of its own (a copy of the suite's build behind its own `vite preview`), so that
 * this test can deploy a new build to it without touching the server the others share.
 */
const updateTest = test.extend<{ site: Site }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
  site: async ({}, use) => {
    const dir = `node_modules/.cache/e2e-pwa-site-${process.pid}`;
    await rm(dir, { recursive: true, force: true });
    await cp(process.env.E2E_DIST_DIR!, dir, { recursive: true });
    const server = await preview({
      logLevel: 'warn',
      build: { outDir: dir },
      preview: { host: '127.0.0.1', port: await freePort(), strictPort: true },
    });
    try {
      await use({ url: server.resolvedUrls!.local[0].replace(/\/$/, ''), dir });
    } finally {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  },
  baseURL: async ({ site }, use) => {
    await use(site.url);
  },
});

const NEXT_VERSION = 'e2e-next';

/** Builds the app as the suite's build is, with another version marker, into `outDir`. */
function buildNextVersion(outDir: string) {
  return promisify(execFile)(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        VITE_APP_VERSION: NEXT_VERSION,
        VITE_SUPABASE_URL: '/',
        SUPABASE_PROJECT_URL: process.env.E2E_SUPABASE_URL,
        VITE_SUPABASE_ANON_KEY: process.env.E2E_ANON_KEY,
      },
    },
  );
}

const assetsOf = async (dir: string) =>
  new Set((await readdir(join(dir, 'assets'))).map((file) => `/assets/${file}`));

updateTest(
  'update: a new build is offered, and after "Reload to update" the page runs it alone',
  async ({ page, site }) => {
    updateTest.setTimeout(120_000);
    const nextDir = `node_modules/.cache/e2e-pwa-next-${process.pid}`;
    const built = buildNextVersion(nextDir);
    try {
      await signInAndWaitForServiceWorker(page);
      await page.reload();
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-app-version', /./);
      const oldVersion = await html.getAttribute('data-app-version');
      expect(oldVersion).not.toBe(NEXT_VERSION);

      await built;
      const oldAssets = await assetsOf(site.dir);
      const newAssets = await assetsOf(nextDir);
      const oldOnly = [...oldAssets].filter((file) => !newAssets.has(file));
      const newOnly = [...newAssets].filter((file) => !oldAssets.has(file));
      expect(oldOnly.length).toBeGreaterThan(0);

      // Deploy: the host now has the new build only; the old one's chunks are gone from it.
      for (const entry of await readdir(site.dir)) await rm(join(site.dir, entry), { recursive: true });
      await cp(nextDir, site.dir, { recursive: true });

      // The running page keeps working on its own version: a route it has not loaded yet
      // comes from the precache, not from the host that no longer has it.
      await page
        .getByRole('complementary', { name: 'Sidebar' })
        .getByRole('link', { name: 'Reports' })
        .click();
      await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
      expect((await loadedScripts(page)).filter((file) => newOnly.includes(file))).toEqual([]);

      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration('/app'))?.update();
      });
      const notice = page
        .getByRole('status')
        .filter({ hasText: 'A new version of TenderFlow is available.' });
      await expect(notice).toBeVisible();
      await notice.getByRole('button', { name: 'Reload to update' }).press('Enter');

      // The page reloads under the new worker and runs the new build, and nothing of the old one.
      await expect(html).toHaveAttribute('data-app-version', NEXT_VERSION);
      await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
      await expect(notice).toHaveCount(0);
      const scripts = (await loadedScripts(page)).filter((file) => file.startsWith('/assets/'));
      expect(scripts.filter((file) => !newAssets.has(file))).toEqual([]);
      expect(scripts.some((file) => newOnly.includes(file))).toBe(true);
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      // The new worker's precache holds none of the old build's files.
      await expect
        .poll(async () => {
          const cached = await page.evaluate(async () => {
            const urls: string[] = [];
            for (const name of await caches.keys()) {
              for (const request of await (await caches.open(name)).keys())
                urls.push(new URL(request.url).pathname);
            }
            return urls;
          });
          return cached.filter((file) => oldOnly.includes(file));
        })
        .toEqual([]);
    } finally {
      await built.catch(() => undefined);
      await rm(nextDir, { recursive: true, force: true });
    }
  },
);

test("'Install app' is offered right after signing in, without a reload", async ({ page }) => {
  await signIn(page, DEMO_USER);
  // Signed in on /sign-in, whose page links no manifest: the app links it on arrival.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const cdp = await page.context().newCDPSession(page);
  await expect
    .poll(async () => {
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      return installabilityErrors.map((error) => error.errorId);
    })
    .toEqual([]);

  // Chromium's offer (headless never makes one of its own): held, then shown in the account menu.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Install app' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        document.documentElement.dataset.installPrompted = 'yes';
        return Promise.resolve({ outcome: 'accepted' });
      },
    });
    window.dispatchEvent(offer);
  });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Install app' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-install-prompted', 'yes');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Install app' })).toHaveCount(0);
});
