// `npx tsx scripts/screenshots.ts [path[|selector]…]`: signs in as the demo user and saves
// each path at 375 and 1280 px wide, light and dark, to .screenshots/ — the whole page, or
// only the element matching the Playwright selector after `|`. For looking at what you
// built. BASE_URL (default http://localhost:5173, `npm run dev`), EMAIL, PASSWORD; WIDTHS
// (default 375,1280); LOCALE (the browser's, e.g. en-GB); OFFLINE=1 takes the browser
// offline once each page has loaded (the offline banner).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './browser.ts';

const base = process.env.BASE_URL ?? 'http://localhost:5173';
const email = process.env.EMAIL ?? 'demo@example.com';
const password = process.env.PASSWORD ?? 'demo-password';
const targets = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? '375,1280').split(',').map(Number);
const out = '.screenshots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
try {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: width < 800 ? 812 : 900 },
        locale: process.env.LOCALE,
      });
      await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const page = await context.newPage();
      await page.goto(`${base}/sign-in`);
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/app\//);
      for (const target of targets) {
        const [path, selector] = target.split('|');
        await page.goto(`${base}${path}`);
        await page.waitForLoadState('networkidle');
        if (process.env.OFFLINE === '1') await context.setOffline(true);
        await page.waitForTimeout(400);
        const name = `${
          target
            .replace(/[^a-z0-9]+/gi, '_')
            .replace(/^_|_$/g, '')
            .slice(0, 80) || 'root'
        }-${width}-${theme}.png`;
        if (selector)
          await page
            .locator(selector)
            .first()
            .screenshot({ path: `${out}/${name}` });
        else {
          // A full-page capture paints only what is near the viewport of `render-when-visible` blocks.
          await page.evaluate(() => {
            for (const block of document.querySelectorAll<HTMLElement>('.render-when-visible')) {
              block.style.contentVisibility = 'visible';
            }
          });
          await page.screenshot({ path: `${out}/${name}`, fullPage: true });
        }
        console.log(`${out}/${name}`);
        await context.setOffline(false);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
