import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Manifest } from 'vite';
import { faqs } from '../src/features/marketing/faq';
import { submitSignIn } from './auth-helpers';
import { DEMO_USER, expect, test } from './fixtures';

// Every public page is prerendered, so it paints (and reads) before any
// JavaScript runs, then hydrates. Hydration warnings are checked in a development build
// (public-hydration.spec.ts); these tests run against the production build.

/** A module's chunk and the chunks it imports statically, from the build's manifest. */
function closure(module: string): string[] {
  const manifest = JSON.parse(
    readFileSync(join(process.env.E2E_DIST_DIR!, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const files = new Set<string>();
  const visit = (key: string) => {
    if (files.has(`/${manifest[key].file}`)) return;
    files.add(`/${manifest[key].file}`);
    manifest[key].imports?.forEach(visit);
  };
  visit(module);
  return [...files];
}

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page shows every section: hero, features, pricing, the demo form, the closing call', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Simple Tender Management for SMEs' }),
    ).toBeVisible();
    await expect(page.getByText('12', { exact: true })).toBeVisible();
    await expect(page.getByText('87%')).toBeVisible();
    const features = page.locator('#features');
    await expect(features.getByRole('heading', { name: 'Key Benefits' })).toBeVisible();
    await expect(features.getByRole('listitem')).toHaveCount(6);
    await expect(features.getByRole('heading', { name: 'Kanban board for tasks' })).toBeVisible();
    const pricing = page.locator('#pricing');
    await expect(pricing.getByRole('heading', { name: 'Simple Pricing' })).toBeVisible();
    // The three plans and their monthly prices.
    for (const [plan, price] of [
      ['Starter', '$29'],
      ['Professional', '$79'],
      ['Enterprise', '$199'],
    ]) {
      await expect(pricing.getByRole('heading', { name: plan })).toBeVisible();
      await expect(pricing.getByText(price, { exact: true })).toBeVisible();
    }
    await expect(pricing.getByText('Most Popular')).toBeVisible();
    const demo = page.getByRole('form', { name: 'Request a demo' });
    for (const label of ['Name', 'Email', 'Company', 'Message (optional)']) {
      await expect(demo.getByLabel(label)).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Ready to win more tenders?' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
  });

  test('a prerendered form never submits: its button waits for the script', async ({ page }) => {
    await page.goto('/');
    const demo = page.getByRole('form', { name: 'Request a demo' });
    await expect(demo.getByRole('button', { name: 'Submit Request' })).toBeDisabled();
    await demo.getByLabel('Name').fill('Ann Lee');
    await demo.getByLabel('Email').fill('ann@acme.test');
    await demo.getByLabel('Email').press('Enter');
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/sign-in');
    await page.getByLabel('Email').fill('ann@acme.test');
    await page.getByLabel('Password').fill('a secret');
    await page.getByLabel('Password').press('Enter');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(new URL(page.url()).search).toBe('');
  });

  test('the FAQ lists every question with its answer, one open at a time', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    const items = page.locator('main details');
    await expect(items).toHaveCount(faqs.length);
    for (const [index, faq] of faqs.entries()) {
      await expect(items.nth(index).locator('summary')).toHaveText(faq.question);
      await expect(items.nth(index)).toContainText(faq.answer);
    }
    await page.getByText(faqs[4].question).click();
    await expect(page.getByText(faqs[4].answer)).toBeVisible();
    await page.getByText(faqs[7].question).click();
    await expect(page.getByText(faqs[7].answer)).toBeVisible();
    await expect(page.getByText(faqs[4].answer)).toBeHidden();
  });

  test('a legal page shows its full text', async ({ page }) => {
    await page.goto('/gdpr');
    await expect(page.getByRole('heading', { level: 1, name: 'GDPR' })).toBeVisible();
    await expect(page.getByText('Last updated: April 4, 2025')).toBeVisible();
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThan(3);
    await expect(page.getByRole('link', { name: 'dpo@tenderflow.app' }).first()).toBeVisible();
  });

  test('every page carries its title, description and Open Graph card in <head>', async ({ page }) => {
    for (const [path, title] of [
      ['/', 'TenderFlow · Simple tender management for SMEs'],
      ['/faq', 'FAQ · TenderFlow'],
      ['/careers/product-manager', 'Product Manager · Careers · TenderFlow'],
      ['/terms-of-service', 'Terms of Service · TenderFlow'],
    ]) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      const head = page.locator('head');
      await expect(head.locator('title')).toHaveCount(1);
      await expect(head.locator('meta[name="description"]')).toHaveCount(1);
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute(
        'content',
        new RegExp(`${path}$`),
      );
      for (const property of ['og:description', 'og:type', 'og:site_name']) {
        await expect(head.locator(`meta[property="${property}"]`)).toHaveCount(1);
      }
      await expect(page.locator('body title, body meta')).toHaveCount(0);
    }
  });
});

test.describe('with JavaScript', () => {
  test('the page hydrates in place: the same elements, now interactive, and no document title twice', async ({
    page,
  }) => {
    await page.goto('/faq');
    const heading = await page.getByRole('heading', { level: 1 }).elementHandle();
    await hydrated(page);
    // Hydration keeps the prerendered nodes; a client render would have replaced them.
    expect(await heading?.evaluate((node) => node.isConnected)).toBe(true);
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  });

  test('text typed into the prerendered demo form before its code loads is kept, and submits once it has', async ({
    page,
    consoleErrors,
  }) => {
    // Hold the form's code until the fields have been filled.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/demo-form-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await hydrated(page);
    const demo = page.getByRole('form', { name: 'Request a demo' });
    await demo.scrollIntoViewIfNeeded();
    await demo.getByLabel('Name').fill('Ann Lee');
    await demo.getByLabel('Email').fill('ann@acme.test');
    await demo.getByLabel('Company').fill('Acme Ltd');
    await demo.getByLabel('Company').press('Enter');
    await expect(demo.getByRole('button', { name: 'Submit Request' })).toBeDisabled();
    expect(new URL(page.url()).search).toBe('');

    release();
    await expect(demo.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
    await expect(demo.getByLabel('Name')).toHaveValue('Ann Lee');
    await demo.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the landing page loads only what its HTML lists, then the toaster, until the demo form nears', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script' && pathname.startsWith('/assets/')) scripts.push(pathname);
    });
    const response = await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
    const html = (await response?.text()) ?? '';
    const listed = /<meta name="app-modules" content="([^"]+)">/.exec(html)?.[1].split(' ') ?? [];
    expect(listed[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    // The toaster mounts after hydration; everything else is in the HTML, and so in check:budgets.
    const toaster = closure('src/components/ui/toaster.tsx');
    expect(scripts.filter((script) => !listed.includes(script) && !toaster.includes(script))).toEqual([]);
    expect(scripts.filter((script) => /demo-form/.test(script))).toEqual([]);
  });

  test('/app deep links load the app from the SPA shell, signed out and signed in', async ({
    page,
    request,
  }) => {
    const shell = await request.get('/app/tenders');
    expect(shell.status()).toBe(200);
    expect(await shell.text()).toContain('<div id="root"></div>');

    await page.goto('/app/tenders');
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fapp%2Ftenders$/);
    await submitSignIn(page, DEMO_USER);
    await expect(page).toHaveURL(/\/app\/tenders$/);
    await page.goto('/app/tenders');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Tenders' })).toBeVisible();
  });
});
