import { readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A prerendered page paints from its HTML and boot.js alone (the first paint waits on nothing else). Its own rules are
// inline; the stylesheet's class rules and the app load after the first paint.

/** Every prerendered page's path, from the build's HTML files (404.html answers an unknown path). */
const prerenderedPaths = readdirSync(process.env.E2E_DIST_DIR!, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html') && file !== 'spa.html')
  .map((file) =>
    file === 'index.html' ? '/' : file === '404.html' ? '/no-such-page' : `/${file.replace(/\.html$/, '')}`,
  )
  .sort();

/** A few computed properties of every element in the page, one line per element. */
const computedStyles = (page: Page) =>
  page.evaluate(() => {
    const properties = [
      'display',
      'position',
      'visibility',
      'color',
      'background-color',
      'background-image',
      'border-top-width',
      'border-top-color',
      'border-bottom-width',
      'border-radius',
      'box-shadow',
      'font-size',
      'font-weight',
      'line-height',
      'text-align',
      'margin',
      'padding',
      'gap',
      'grid-template-columns',
      'flex-direction',
      'align-items',
      'justify-content',
      'width',
      'height',
      'opacity',
    ];
    return [...document.querySelectorAll('body *')].map((element, index) => {
      const style = getComputedStyle(element);
      return `${index} ${element.tagName}: ${properties.map((name) => style.getPropertyValue(name)).join(' | ')}`;
    });
  });

test.describe('first paint', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the page requests nothing but boot.js before it paints, then its stylesheet and the app', async ({
    page,
  }) => {
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const { paint, resources } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      resources: performance
        .getEntriesByType('resource')
        .map(({ name, startTime }) => ({ path: new URL(name).pathname, startTime })),
    }));
    expect(paint).toBeGreaterThan(0);
    expect(resources.filter(({ startTime }) => startTime < paint!).map(({ path }) => path)).toEqual([
      '/boot.js',
    ]);
    const paths = resources.map(({ path }) => path);
    expect(paths.some((path) => /^\/assets\/classes-\w+\.css$/.test(path))).toBe(true);
    expect(paths.some((path) => /^\/assets\/index-[\w-]+\.js$/.test(path))).toBe(true);
  });

  for (const { theme, width } of [
    { theme: 'light', width: 1280 },
    { theme: 'dark', width: 375 },
  ] as const) {
    test(`the inline rules style every prerendered page as the full stylesheet does (${theme}, ${width} px)`, async ({
      page,
      allowConsoleErrors,
    }) => {
      test.slow();
      // The aborted requests, and the not-found page's status.
      allowConsoleErrors('Failed to load resource: net::ERR_FAILED', 'status of 404');
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: theme });
      // No app: both loads keep the prerendered markup, and differ only in the stylesheet.
      await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
      for (const path of prerenderedPaths) {
        await page.route(/\/assets\/.+\.css$/, (route) => route.abort());
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(theme);
        const inlineOnly = await computedStyles(page);

        await page.unroute(/\/assets\/.+\.css$/);
        await page.goto(path);
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
            (link) => link.sheet,
          ),
        );
        expect(inlineOnly, path).toEqual(await computedStyles(page));
      }
    });
  }
});
