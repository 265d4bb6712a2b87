// `npx tsx scripts/screenshots-documents.ts`: the tender page's Documents card in its four
// states — empty, uploading (the upload held open), a list (with a long name), refused
// files — at 375 and 1280 px, light and dark, saved to .screenshots/documents-*.png. Starts
// its own in-memory local stack and Vite dev server on free ports; signs in as the demo user.
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { createServer } from 'vite';
import { startLocalStack } from '@tenderflow/local-supabase';
import { chromiumArgs, chromiumExecutable } from './browser.ts';
import { freePort } from './free-port.ts';

const out = '.screenshots';
mkdirSync(out, { recursive: true });

const stack = await startLocalStack({ port: 0, db: 'memory', log: false, authRateLimit: 10_000 });
process.env.VITE_SUPABASE_URL = stack.url;
process.env.VITE_SUPABASE_ANON_KEY = stack.anonKey;
const vite = await createServer({
  logLevel: 'warn',
  server: { host: '127.0.0.1', port: await freePort(), strictPort: true },
});
await vite.listen();
const base = vite.resolvedUrls!.local[0]!.replace(/\/$/, '');

/** A tender of the demo workspace, made through the REST API as the demo user. */
async function demoTender(title: string): Promise<string> {
  const auth = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: 'demo-password' }),
  });
  const { access_token: token } = (await auth.json()) as { access_token: string };
  const created = await fetch(`${stack.url}/rest/v1/rpc/save_tender`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      p_tender: {
        reference_number: `SHOT-${Date.now()}`,
        client: 'Port Authority',
        title,
        inquiry_submission_date: null,
        tender_submission_date: null,
      },
    }),
  });
  const body = (await created.json()) as { id: string };
  if (!created.ok) throw new Error(JSON.stringify(body));
  return body.id;
}

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF ${name}`) });
const card = (page: Page) => page.getByTestId('documents-card');

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
try {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [375, 1280]) {
      const tenderId = await demoTender(`Screenshot tender ${theme} ${width}`);
      const context = await browser.newContext({ viewport: { width, height: width < 800 ? 812 : 900 } });
      await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const page = await context.newPage();
      // Vite's dev server optimises dependencies on the first visit: slow on busy cores.
      page.setDefaultTimeout(120_000);
      const shoot = async (state: string) => {
        await page.waitForTimeout(300);
        const path = `${out}/documents-${state}-${width}-${theme}.png`;
        await card(page).screenshot({ path, animations: 'disabled' });
        console.log(path);
      };
      await page.goto(`${base}/sign-in`);
      await page.getByLabel('Email', { exact: true }).fill('demo@example.com');
      await page.getByLabel('Password', { exact: true }).fill('demo-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/app\//);
      await page.goto(`${base}/app/tenders/${tenderId}`);
      await card(page).getByText('No documents yet.').waitFor();
      await shoot('empty');

      // Uploading: hold the uploads until the shot is taken.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/storage/v1/object/tender-documents/**', async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.continue();
      });
      await page
        .getByLabel('Upload documents')
        .setInputFiles([
          pdf('Tender notice.pdf'),
          pdf(
            'Bill of quantities for the quay crane maintenance and harbour dredging works, revision 3 (final).pdf',
          ),
        ]);
      await card(page).getByRole('progressbar').first().waitFor();
      await shoot('uploading');
      release();
      await card(page).getByRole('list', { name: 'Documents' }).getByRole('listitem').nth(1).waitFor();
      await page.unroute('**/storage/v1/object/tender-documents/**');
      await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
      await shoot('list');

      await page.getByLabel('Upload documents').setInputFiles([
        { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
        { name: 'Drawings.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(26 * 1024 * 1024) },
      ]);
      await card(page).getByRole('alert').waitFor();
      await shoot('error');
      await context.close();
    }
  }
} finally {
  await browser.close();
  await vite.close();
  await stack.stop();
}
