// axe (WCAG 2.1 A/AA) over every route, in light and dark, at 1280 and 375 px: the one place
// route-level axe runs (other specs check only the states they create: a dialog open, an
// error shown). Each route loads once and is checked in both themes (the app follows the
// system's colour scheme when no theme is chosen: the emulated scheme switches it live) at
// both widths (by resizing). With reduced motion, colours switch at once, with no transition
// to measure half-way.
import type { Page } from '@playwright/test';
import { failedResource, openSignedIn } from './auth-helpers';
import { axeViolations, DEMO_USER, expect, test } from './fixtures';

const WIDTHS = [1280, 375] as const;
const THEMES = ['light', 'dark'] as const;

const publicRoutes = [
  '/',
  '/about',
  '/contact',
  '/careers',
  '/careers/senior-frontend-developer',
  '/faq',
  '/request-demo',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/gdpr',
  '/no-such-page',
  '/sign-in',
  '/sign-up',
  '/forgot-password',
];

const settingsTabs = ['profile', 'security', 'notifications', 'pipeline', 'appearance'];

/** The signed-in routes, in two halves (a test each, so the two workers share them). */
const appRoutes = (tender: string, id: string): string[][] => [
  [
    // ('/app' only redirects here: the same page.)
    '/app/dashboard',
    '/app/tenders',
    '/app/tenders/new',
    tender,
    `${tender}?view=list`,
    `/app/tenders/edit/${id}`,
    '/app/reports',
    '/app/bid-bonds',
  ],
  [
    '/app/notifications',
    '/app/users',
    ...settingsTabs.map((tab) => `/app/settings?tab=${tab}`),
    ...['faqs', 'contact', 'resources'].map((tab) => `/app/help?tab=${tab}`),
    '/app/profile',
  ],
];

/** Waits until the page shows its heading and nothing is loading any more. */
async function settled(page: Page, route: string) {
  await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Loading.*\.\.\./), route).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('status', { name: /Loading/ }), route).toHaveCount(0, { timeout: 15_000 });
}

async function sweep(page: Page, routes: string[]) {
  for (const route of routes) {
    await page.emulateMedia({ colorScheme: THEMES[0], reducedMotion: 'reduce' });
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await page.goto(route);
    // The landing page's demo form loads its code as it nears the viewport: check it loaded.
    if (route === '/') {
      await page.locator('#demo').scrollIntoViewIfNeeded();
      await expect(page.getByRole('button', { name: 'Submit Request' })).toBeVisible();
    }
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      await expect(page.locator('html'), route).toHaveClass(new RegExp(`\\b${theme}\\b`));
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await settled(page, route);
        expect(await axeViolations(page), `${route} in ${theme} at ${width} px`).toEqual([]);
      }
    }
  }
}

test('every public and auth route has no axe violations (light and dark)', async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(300_000);
  allowConsoleErrors(
    failedResource(404, 'Not Found'),
    '404 Error: User attempted to access non-existent route',
  );
  await page.goto('/careers');
  // The first open position's page, whatever its slug.
  const career = await page.locator('main a[href^="/careers/"]').first().getAttribute('href');
  expect(career).toMatch(/^\/careers\/[a-z0-9-]+$/);
  await sweep(
    page,
    publicRoutes.map((route) => (route.startsWith('/careers/') ? career! : route)),
  );
});

for (const half of [0, 1]) {
  test(`every signed-in route has no axe violations (light and dark, part ${half + 1} of 2)`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await openSignedIn(page, DEMO_USER, '/app/tenders');
    const open = page.getByRole('link', { name: /^Open / }).first();
    await expect(open).toBeVisible({ timeout: 15_000 });
    const tender = (await open.getAttribute('href'))!;
    await sweep(page, appRoutes(tender, tender.split('/').pop()!)[half]!);
  });
}
