import type { Page } from '@playwright/test';
import { expect, test, useTheme } from './fixtures';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * Opens a page and waits for hydration. Before it, the section links are plain links the
 * browser follows and the FAQ works natively; the tests here check the hydrated behaviour.
 */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/**
 * The section settles at the top, under the sticky header (its scroll margin): not just
 * somewhere in view, so a scroll that aims at an estimated height and overshoots fails.
 */
async function expectSectionAtTop(page: Page, id: string) {
  const section = page.locator(`#${id}`);
  let top = NaN;
  // Settled: the same position twice, a quarter of a second apart.
  await expect
    .poll(
      async () => {
        const previous = top;
        top = await section.evaluate((element) => Math.round(element.getBoundingClientRect().top));
        return top === previous;
      },
      { intervals: [250] },
    )
    .toBe(true);
  expect(top).toBeGreaterThanOrEqual(56);
  expect(top).toBeLessThanOrEqual(72);
}

test.describe('header navigation', () => {
  test('the section buttons scroll the landing page', async ({ page, consoleErrors }) => {
    await open(page, '/');
    for (const [label, id] of [
      ['Pricing', 'pricing'],
      ['Features', 'features'],
      ['Request Demo', 'demo'],
    ]) {
      await mainNav(page).getByRole('link', { name: label }).click();
      await expectSectionAtTop(page, id);
    }
    await expect(page).toHaveURL(/\/$/);
    expect(consoleErrors).toEqual([]);
  });

  test('from another page they go to the landing page, then scroll', async ({ page, consoleErrors }) => {
    // A tablet's width, where the sections below the fold are furthest from their estimated
    // heights (render-when-visible): the scroll must aim at their real ones.
    await page.setViewportSize({ width: 768, height: 720 });
    await open(page, '/faq');
    await mainNav(page).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectSectionAtTop(page, 'pricing');

    for (const [from, label, id] of [
      ['/faq', 'Pricing', 'pricing'],
      ['/gdpr', 'Request Demo', 'demo'],
    ]) {
      await open(page, from);
      await page.getByRole('contentinfo').getByRole('link', { name: label }).click();
      await expectSectionAtTop(page, id);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('a /#section address scrolls to that section', async ({ page }) => {
    await open(page, '/#pricing');
    await expectSectionAtTop(page, 'pricing');
  });

  test('the header turns translucent once scrolled', async ({ page }) => {
    await open(page, '/about');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await open(page, '/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('social links open safely in a new tab', async ({ page }) => {
    await open(page, '/');
    const social = page.getByRole('link', { name: /on (LinkedIn|X|GitHub) \(opens in a new tab\)/ });
    await expect(social).toHaveCount(3);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu opens and closes once a section is chosen', async ({ page, consoleErrors }) => {
    await open(page, '/careers');
    await expect(mainNav(page)).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Features' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#features')).toBeInViewport({ ratio: 0.2 });
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('demo form', () => {
  test('on the landing page: errors, then success, thank you and a blank form again', async ({
    page,
    consoleErrors,
  }) => {
    await open(page, '/');
    await mainNav(page).getByRole('link', { name: 'Request Demo' }).click();
    const form = page.getByRole('form', { name: 'Request a demo' });
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Company is required')).toBeVisible();
    await expect(form.getByLabel('Name')).toBeFocused();

    await form.getByLabel('Name').fill('Ann Lee');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Company').fill('Acme Ltd');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expect(form.getByText('Enter a valid email address')).toBeVisible();
    await expect(form.getByLabel('Email')).toBeFocused();

    await form.getByLabel('Email').fill('ann@acme.test');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expect(
      page.getByText("Demo request submitted successfully! We'll contact you shortly."),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();

    await page.getByRole('button', { name: 'Request Another Demo' }).click();
    const again = page.getByRole('form', { name: 'Request a demo' });
    for (const label of ['Name', 'Email', 'Company', 'Message (optional)']) {
      await expect(again.getByLabel(label)).toHaveValue('');
    }
    expect(consoleErrors).toEqual([]);
  });

  test('on its own page', async ({ page, consoleErrors }) => {
    await open(page, '/request-demo');
    const form = page.getByRole('form', { name: 'Request a demo' });
    await form.getByLabel('Name').fill('Ann Lee');
    await form.getByLabel('Email').fill('ann@acme.test');
    await form.getByLabel('Company').fill('Acme Ltd');
    await form.getByLabel('Message (optional)').fill('We bid on about ten tenders a month.');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText('Thank you!')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test('contact form: errors, then the toast and a cleared form', async ({ page, consoleErrors }) => {
  await open(page, '/contact');
  await expect(page.getByText('Monday-Friday 9am-5pm')).toBeVisible();
  await expect(page.getByText('We reply within 24 hours.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Email').fill('ann@');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Enter a valid email address')).toBeVisible();
  await expect(form.getByText('Subject is required')).toBeVisible();
  await expect(form.getByText('Message is required')).toBeVisible();

  await form.getByLabel('Name').fill('Ann Lee');
  await form.getByLabel('Email').fill('ann@acme.test');
  await form.getByLabel('Subject').fill('Annual billing');
  await form.getByLabel('Message').fill('Do you offer annual billing?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText("Your message has been sent! We'll get back to you shortly.")).toBeVisible();
  for (const label of ['Name', 'Email', 'Subject', 'Message'])
    await expect(form.getByLabel(label)).toHaveValue('');
  expect(consoleErrors).toEqual([]);
});

test('FAQ: one answer at a time, collapsible, with ways onward', async ({ page }) => {
  await open(page, '/faq');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const questions = page.locator('main details');
  await expect(questions).toHaveCount(8);
  for (const question of await questions.all()) await expect(question).not.toHaveAttribute('open');
  const security = questions.filter({ hasText: 'How secure is my data?' });
  const updates = questions.filter({ hasText: 'How often is TenderFlow updated?' });
  await security.locator('summary').click();
  await expect(page.getByText(/GDPR compliant/)).toBeVisible();
  await updates.locator('summary').click();
  await expect(page.getByText(/major release every quarter/)).toBeVisible();
  await expect(security).not.toHaveAttribute('open');
  await expect(page.getByText(/GDPR compliant/)).toBeHidden();
  await updates.locator('summary').click();
  await expect(updates).not.toHaveAttribute('open');
  // The keyboard works too: a question is focusable and Enter opens it.
  await security.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(security).toHaveAttribute('open', '');
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Request a Demo' })).toHaveAttribute(
    'href',
    '/request-demo',
  );
});

test.describe('theme', () => {
  test('the stored theme is applied before the app script runs (no flash)', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors('Failed to load resource: net::ERR_FAILED'); // the scripts this test blocks
    await useTheme(page, 'dark');
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/about').catch(() => {});
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test('system follows the operating system, live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await open(page, '/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
  });

  test('the toggle switches and remembers the choice', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, '/faq');
    // The label names the theme to switch to once the page is hydrated (it works from then on).
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  });
});
