// `npm run bench:import`: how long 10,000 rows take to import, end to end in the browser
// (the budget: under 30 s against PostgreSQL 15), and whether the page stays responsive while
// the file is read and checked (no main-thread task over 200 ms).
//
// Starts the local stack (PostgreSQL 15 when its binaries exist, else PGlite; or
// BENCH_ENGINE=pglite|postgres), signs a new account up, builds and serves the production
// build, and in headless Chromium takes a CSV of BENCH_ROWS rows (default 10,000; every
// column of our own export filled) through the wizard. Each phase is timed in the page, from
// the user's event to its result in the DOM (scripts/in-page-timing.ts): reading the file (in
// the worker), checking the rows, counting the existing references, and the import itself
// (batches of 200, two at a time, through import_tenders, with 'Create tasks and checklists for
// open tenders' ticked: the open tenders' templates included). Long
// tasks come from a PerformanceObserver in the page.
import { chromium } from '@playwright/test';
import type { LocalStack } from '@tenderflow/local-supabase';
import { CSV_COLUMNS, CSV_HEADER } from '../src/features/tenders/columns.ts';
import { toCsv } from '../src/lib/csv.ts';
import { onBenchStack, servePreview } from './bench-stack.ts';
import { chromiumArgs, chromiumExecutable } from './browser.ts';
import { timeInPage } from './in-page-timing.ts';

const ROWS = Math.max(Number(process.env.BENCH_ROWS ?? 10_000) || 10_000, 1);
const PASSWORD = 'bench-password-1';
const STATUSES = [
  'Under Review',
  'In Development',
  'Submitted',
  'Won',
  'Lost',
  'Declined',
  'Cancelled by the buyer',
];
const pad = (n: number) => String(n).padStart(2, '0');

/** A register as our export writes it: every column filled, dates ISO, amounts plain. */
function register(rows: number): string {
  return toCsv(
    CSV_HEADER,
    Array.from({ length: rows }, (_, i) => {
      const month = 1 + (i % 12);
      const day = 1 + (i % 27);
      const cells: Record<string, string> = {
        reference_number: `IMPORT-${String(i + 1).padStart(6, '0')}`,
        title: `Harbour works, lot ${i + 1}`,
        client: `Client ${i % 97}`,
        status: STATUSES[i % STATUSES.length]!,
        tender_submission_date: `2027-${pad(month)}-${pad(day + 1)}`,
        description: 'Imported for the benchmark.',
        channel: i % 2 ? 'Government Portal' : 'Vendor Portal',
        type: 'Public Tender',
        bid_bond: i % 3 ? 'No' : 'Yes',
        inquiry_submission_date: `2027-${pad(month)}-${pad(day)}`,
        created_at: `2026-${pad(1 + (i % 10))}-${pad(day)}`,
        estimated_value: ((10 + (i % 490)) * 1000).toFixed(2),
        currency: i % 5 ? 'USD' : 'EUR',
        probability: i % 4 ? '' : String(10 * (i % 10)),
      };
      return CSV_COLUMNS.map((spec) => cells[spec.column] ?? '');
    }),
  );
}

async function signUp(stack: LocalStack): Promise<string> {
  const email = `bench-import-${Date.now()}@example.com`;
  const response = await fetch(`${stack.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      data: { full_name: 'Bench Import', company: 'Import Ltd' },
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${await response.text()}`);
  return email;
}

async function measure(stack: LocalStack, engine: string): Promise<void> {
  const email = await signUp(stack);
  const csv = register(ROWS);
  const { base, close } = await servePreview(stack, 'bench-import');
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(Number(process.env.BENCH_TIMEOUT ?? 300_000));
    await page.addInitScript(() => {
      const tasks: { start: number; duration: number }[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
      (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
      // From the file's change event on: the task that hands Playwright's file to the page
      // (decoding it from the test runner) is the harness's, not the app's.
      addEventListener(
        'change',
        () => ((window as unknown as { __changeAt: number }).__changeAt ??= performance.now()),
        true,
      );
    });
    await page.goto(`${base}/sign-in`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/app\//);
    await page.goto(`${base}/app/tenders/import`);
    await page.getByLabel('File', { exact: true }).waitFor();

    const count = ROWS.toLocaleString('en-US');
    const read = await timeInPage(
      page,
      'change',
      () =>
        page
          .getByLabel('File', { exact: true })
          .setInputFiles({ name: 'register.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) }),
      [{ text: `register.csv: ${count} rows` }],
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click(); // Match values: our export's words match
    const check = await timeInPage(page, 'click', () => page.getByRole('button', { name: 'Next' }).click(), [
      { text: `${count} rows ready to import` },
    ]);
    const until = await page.evaluate(() => performance.now());
    const references = await timeInPage(
      page,
      'click',
      () => page.getByRole('button', { name: 'Next' }).click(),
      [{ text: `None of the ${count} rows has a reference number` }],
    );
    await page.getByRole('checkbox', { name: 'Create tasks and checklists for open tenders' }).check();
    const imported = await timeInPage(
      page,
      'click',
      () => page.getByRole('button', { name: `Import ${count} rows` }).click(),
      [{ role: 'heading', name: 'Import finished' }],
    );
    const from = await page.evaluate(() => (window as unknown as { __changeAt: number }).__changeAt);
    const longest = await page.evaluate(
      ([start, end]) =>
        Math.max(
          0,
          ...(window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks
            .filter((task) => task.start >= start && task.start <= end)
            .map((task) => task.duration),
        ),
      [from, until],
    );
    const figures: [string, number][] = [
      [`read the file (${(csv.length / 1024 / 1024).toFixed(1)} MB, in the worker)`, read],
      ['check the rows', check],
      ['count the existing references (SQL)', references],
      ['import (batches of 200, two at a time, default tasks included)', imported],
    ];
    console.log(`\n${engine}, ${count} rows, Chromium ${browser.version()}\n`);
    console.log('| phase | ms |');
    console.log('| --- | ---: |');
    for (const [phase, ms] of figures) console.log(`| ${phase} | ${ms.toFixed(0)} |`);
    console.log(`| **end to end** | **${figures.reduce((sum, [, ms]) => sum + ms, 0).toFixed(0)}** |`);
    console.log(`\nLongest main-thread task while reading and checking: ${longest.toFixed(0)} ms.`);
  } finally {
    await browser.close();
    await close();
  }
}

await onBenchStack('bench_import', 'none', measure);
