import { failedResource } from './auth-helpers';
import { expect, test } from './fixtures';

// An unknown path gets the prerendered not-found page with status 404, which the browser reports.
const notFound = failedResource(404, 'Not Found');

const pages = [
  {
    path: '/',
    title: 'TenderFlow · Simple tender management for SMEs',
    h1: 'Simple Tender Management for SMEs',
  },
  { path: '/about', title: 'About · TenderFlow', h1: 'We make bidding simple for small businesses' },
  { path: '/contact', title: 'Contact · TenderFlow', h1: 'Get in touch' },
  { path: '/careers', title: 'Careers · TenderFlow', h1: 'Help small businesses win more work' },
  { path: '/careers/uiux-designer', title: 'UI/UX Designer · Careers · TenderFlow', h1: 'UI/UX Designer' },
  { path: '/faq', title: 'FAQ · TenderFlow', h1: 'Frequently asked questions' },
  { path: '/request-demo', title: 'Request a Demo · TenderFlow', h1: 'See TenderFlow in action' },
  { path: '/privacy-policy', title: 'Privacy Policy · TenderFlow', h1: 'Privacy Policy' },
  { path: '/terms-of-service', title: 'Terms of Service · TenderFlow', h1: 'Terms of Service' },
  { path: '/cookie-policy', title: 'Cookie Policy · TenderFlow', h1: 'Cookie Policy' },
  { path: '/gdpr', title: 'GDPR · TenderFlow', h1: 'GDPR' },
];

// Each page's axe, in both themes and at both widths, runs in a11y-sweep.spec.ts.
for (const { path, title, h1 } of pages) {
  test(`${path} renders with its title and description`, async ({ page, consoleErrors }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    await expect(page).toHaveTitle(title);
    // The header says Beta; the footer's brand does not say it again.
    await expect(page.getByText('Beta', { exact: true })).toHaveCount(1);
    const description = await page.locator('meta[name="description"]').last().getAttribute('content');
    expect(description?.length).toBeGreaterThan(40);
    if (path === '/') {
      // The demo form's code loads when it nears the viewport.
      await page.locator('#demo').scrollIntoViewIfNeeded();
      await expect(page.getByRole('button', { name: 'Submit Request' })).toBeVisible();
    }
    expect(consoleErrors).toEqual([]);
  });
}

test.describe('not found', () => {
  test('an unknown path shows 404 with a way home and logs the path', async ({
    page,
    consoleErrors,
    allowConsoleErrors,
  }) => {
    await page.goto('/this/does/not-exist');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    allowConsoleErrors(notFound, '404 Error: User attempted to access non-existent route');
    await expect
      .poll(() => consoleErrors)
      .toEqual([notFound, '404 Error: User attempted to access non-existent route: /this/does/not-exist']);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Simple Tender Management for SMEs' }),
    ).toBeVisible();
  });

  test('an unknown career slug shows the not-found page', async ({
    page,
    consoleErrors,
    allowConsoleErrors,
  }) => {
    // The prerendered page shows at once; the path is logged once it has hydrated.
    await page.goto('/careers/ui/ux-designer');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.goto('/careers/astronaut');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    allowConsoleErrors(notFound, '404 Error: User attempted to access non-existent route');
    await expect
      .poll(() => consoleErrors)
      .toEqual([
        notFound,
        '404 Error: User attempted to access non-existent route: /careers/ui/ux-designer',
        notFound,
        '404 Error: User attempted to access non-existent route: /careers/astronaut',
      ]);
  });
});

test.describe('aliases', () => {
  for (const [from, to] of [
    ['/signup', '/sign-up'],
    ['/signin', '/sign-in'],
    ['/terms', '/terms-of-service'],
    ['/privacy', '/privacy-policy'],
  ]) {
    test(`${from} redirects to ${to}`, async ({ page }) => {
      await page.goto('/about');
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      // Replaced, not pushed: Back returns to the page before the alias.
      await page.goBack();
      await expect(page).toHaveURL(/\/about$/);
    });
  }
});

test.describe('careers', () => {
  test('each position links to its detail page with an apply-by-email link', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/careers');
    await expect(page.getByRole('link', { name: /View role/ })).toHaveCount(4);
    await page.getByRole('link', { name: /Product Manager/ }).click();
    await expect(page).toHaveURL(/\/careers\/product-manager$/);
    await expect(page.getByRole('link', { name: 'Apply by email' })).toHaveAttribute(
      'href',
      'mailto:careers@tenderflow.app?subject=Application:%20Product%20Manager',
    );
    expect(consoleErrors).toEqual([]);
  });
});
