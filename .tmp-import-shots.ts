import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './scripts/browser.ts';

const CSV = [
  'Ref;Tender title;Buyer;Stage;Closing date;Value',
  'SHOT-001;Harbour crane refit;Port of Northwind;In progress;03/04/2030;1.250.000,50',
  'SHOT-002;School roof;City of Eastvale;Awarded;05/06/2030;98 000',
  'SHOT-003;Road salt;County;Pending;01/06/2030;',
  'SHOT-004;;County;Open;02/06/2030;',
].join('\r\n');
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
for (const theme of ['light', 'dark']) for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((v) => localStorage.setItem('theme', v), theme);
  const page = await context.newPage();
  await page.goto('http://localhost:5173/sign-in');
  await page.getByLabel('Email', { exact: true }).fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/app\//);
  await page.goto('http://localhost:5173/app/tenders');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/shots/list-${width}-${theme}.png` });
  await page.getByRole('link', { name: 'Import' }).click();
  await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'register.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await page.getByText('register.csv: 4 rows').waitFor();
  const shot = async (name: string) => { await page.waitForTimeout(300); await page.screenshot({ path: `/tmp/shots/import-${name}-${width}-${theme}.png`, fullPage: true }); };
  await shot('1-upload');
  await page.getByRole('button', { name: 'Next' }).click();
  await shot('2-map');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Dates in this file').waitFor();
  await shot('3-preview');
  await page.getByLabel('Day/month/year (31/12/2026)').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText(/have a reference number/).waitFor();
  await shot('4-duplicates');
  await page.getByRole('button', { name: /^Import \d+ rows?$/ }).click();
  await page.getByRole('heading', { name: /^Import (finished|stopped)/ }).waitFor();
  await shot('6-report');
  await context.close();
}
await browser.close();
