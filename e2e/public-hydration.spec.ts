import { readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { build, preview, type PreviewServer } from 'vite';
import { freePort } from '../scripts/free-port';
import { failedResource } from './auth-helpers';
import { expect, test, useTheme } from './fixtures';

// No hydration warning on any prerendered page, light and dark (a mismatch repaints the page). Production
// React hides attribute mismatches, so this spec builds the app in development mode (the
// same prerendering, React's development build) and reads the console of every page.

const OUT_DIR = `node_modules/.cache/e2e-dev-dist-${process.pid}`;
let server: PreviewServer;

// One build for both tests: they run one after the other in one worker.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'development';
  try {
    await build({
      mode: 'development',
      logLevel: 'warn',
      build: { outDir: OUT_DIR, emptyOutDir: true, chunkSizeWarningLimit: 10_000 },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  server = await preview({
    logLevel: 'warn',
    build: { outDir: OUT_DIR },
    preview: { host: '127.0.0.1', port: await freePort(), strictPort: true },
  });
});

test.afterAll(async () => {
  await server?.close();
  await rm(OUT_DIR, { recursive: true, force: true });
});

/** Every page the build prerendered; 404.html is what an unknown path gets. */
function prerenderedPaths(): string[] {
  return readdirSync(OUT_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && file !== 'spa.html')
    .map((file) =>
      file === 'index.html' ? '/' : file === '404.html' ? '/no-such-page' : `/${file.replace(/\.html$/, '')}`,
    )
    .sort();
}

async function visit(page: Page, path: string) {
  await page.goto(`${server.resolvedUrls!.local[0].replace(/\/$/, '')}${path}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  if (path === '/') {
    // The demo form hydrates once its code has loaded, when it nears the viewport.
    await page.locator('#demo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
  }
}

for (const theme of ['light', 'dark'] as const) {
  test(`no hydration warning on any prerendered page (${theme}, development build)`, async ({
    page,
    allowConsoleErrors,
  }) => {
    test.setTimeout(120_000);
    // Checked exactly below, with the page each came from.
    allowConsoleErrors(
      failedResource(404, 'Not Found'),
      '404 Error: User attempted to access non-existent route',
    );
    await useTheme(page, theme);
    const paths = prerenderedPaths();
    expect(paths.length).toBeGreaterThanOrEqual(15);
    let current = '';
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`${current}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${current}: ${error.message}`));
    for (const path of paths) {
      current = path;
      await visit(page, path);
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    }
    // The not-found page answers 404 and logs the path it was asked for to the console; nothing else may speak.
    const expected = [
      `/no-such-page: ${failedResource(404, 'Not Found')}`,
      '/no-such-page: 404 Error: User attempted to access non-existent route: /no-such-page',
    ];
    expect(problems.filter((problem) => !expected.includes(problem))).toEqual([]);
  });
}
