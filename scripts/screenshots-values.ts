// `npx tsx scripts/screenshots-values.ts`: the reports by value and the dashboard's Pipeline
// value card with the demo seed's values (USD) plus one open EUR tender (so a second
// currency shows as its own figures), at 375 and 1280 px, light and dark, saved to
// .screenshots/values-*.png, each page checked with axe (WCAG 2.1 A/AA; violations printed,
// exit code 1). Starts its own in-memory local stack and Vite dev server on
// free ports; signs in as the demo user.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import { startLocalStack } from '@tenderflow/local-supabase';
import { chromiumArgs, chromiumExecutable } from './browser.ts';
import { freePort } from './free-port.ts';

const out = '.screenshots';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
type Axe = {
  axe: {
    run(
      context: Document,
      options: object,
    ): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
  };
};
let violations = 0;
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

// One open EUR tender of the demo workspace, made through the REST API as the demo user.
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
      reference_number: 'SHOT-EUR-1',
      client: 'Stadtwerke Köln',
      title: 'Substation refurbishment',
      estimated_value: 1_250_000,
      currency: 'EUR',
      probability: 40,
    },
  }),
});
if (!created.ok) throw new Error(await created.text());

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
try {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: width < 800 ? 812 : 900 } });
      await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const page = await context.newPage();
      // Vite's dev server optimises dependencies on the first visit: slow on busy cores.
      page.setDefaultTimeout(120_000);
      await page.goto(`${base}/sign-in`);
      await page.getByLabel('Email', { exact: true }).fill('demo@example.com');
      await page.getByLabel('Password', { exact: true }).fill('demo-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/app\//);
      for (const [name, path, ready] of [
        ['reports', '/app/reports?period=all', 'Competitors who beat us'],
        ['dashboard', '/app/dashboard', 'Pipeline value'],
      ] as const) {
        await page.goto(`${base}${path}`);
        await page.getByRole('heading', { name: ready }).waitFor();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
        const file = `${out}/values-${name}-${width}-${theme}.png`;
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
        console.log(file);
        await page.evaluate(axeSource);
        const found = await page.evaluate(() =>
          (window as unknown as Axe).axe.run(document, {
            runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
            resultTypes: ['violations'],
          }),
        );
        for (const violation of found.violations) {
          violations += 1;
          console.log(
            `  axe ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          );
        }
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await vite.close();
  await stack.stop();
}
if (violations > 0) process.exitCode = 1;
