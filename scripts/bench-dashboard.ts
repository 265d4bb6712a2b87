// The dashboard's and the reports' measurements for `npm run bench:tenders`:
// time from a click in the sidebar to the whole screen (stamped inside the page:
// scripts/in-page-timing.ts), and the bytes the API sent for it,
// read from Chromium's own network log (CDP Network.loadingFinished encodedDataLength,
// headers included, CORS preflights included). For comparison, the bytes of downloading
// every tender row of the workspace, as the spec's dashboard did (select=*, paged by
// max_rows).
import type { CDPSession, Page } from '@playwright/test';
import type { BenchMeasure, BenchResult, Sized } from './bench-tenders.ts';
import { timeInPage, type Shown } from './in-page-timing.ts';

/** Every response from the API origin while it runs, until none is outstanding. */
async function apiTraffic(page: Page, origin: string) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const pending = new Set<string>();
  let bytes = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith(origin)) pending.add(event.requestId);
  });
  const done = (event: { requestId: string; encodedDataLength?: number }) => {
    if (!pending.delete(event.requestId)) return;
    bytes += event.encodedDataLength ?? 0;
  };
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', done);
  return {
    async total(): Promise<number> {
      for (let waited = 0; pending.size > 0 && waited < 5000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await cdp.detach();
      return bytes;
    },
  };
}

/** From a loaded tender list (a fresh query cache), a click on a sidebar link until all of `ready` shows. */
function screenMeasure(name: string, link: RegExp, ready: Shown[]): BenchMeasure {
  return {
    name,
    run: async ({ page, base, api }: Sized): Promise<BenchResult> => {
      await page.goto(`${base}/app/tenders`);
      await page.locator('tbody tr').first().waitFor();
      const traffic = await apiTraffic(page, api);
      const ms = await timeInPage(
        page,
        'click',
        () => page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: link }).click(),
        ready,
      );
      return { ms, bytes: await traffic.total() };
    },
  };
}

export const DASHBOARD = 'dashboard: click to every card';
export const REPORTS = 'reports: click to chart, table, breakdown and recent';
export const VALUE_REPORTS = 'reports by value: click to pipeline, win rates, loss reasons, competitors';
export const EVERY_ROW = 'every tender row (select=*, 1,000 a page)';
export const COST_REPORT = 'cost of bidding: click to its figures, where bidding pays and the months';

/**
 * The cost of bidding's data ($1 workspace, $2 its admin), set-based: a workspace rate, 50 time
 * entries on every tender over the last 60 days, two expenses each (one in euros), and
 * the euro's rate for those months, or the tender's own for one tender in a hundred.
 */
export const BID_COST_SEED = `
  insert into public.cost_rates (workspace_id, hourly_rate, currency, effective_from)
  select $1, 45, s.default_currency, date '2000-01-01' from public.pipeline_settings s where s.workspace_id = $1;
  insert into public.exchange_rates (workspace_id, currency, month, rate)
  select $1, 'EUR', (date_trunc('month', current_date) - interval '1 month' * m)::date, 1.08
  from generate_series(0, 3) m
  where (select default_currency from public.pipeline_settings where workspace_id = $1) <> 'EUR';
  insert into public.exchange_rates (workspace_id, currency, tender_id, rate)
  select $1, 'EUR', t.id, 1.1 from public.tenders t
  where t.workspace_id = $1 and t.reference_number like '%00' and t.currency = 'EUR'
    and (select default_currency from public.pipeline_settings where workspace_id = $1) <> 'EUR';
  insert into public.time_entries (tender_id, workspace_id, user_id, work_date, hours, description)
  select t.id, $1, $2, current_date - k % 60, 0.25 * (1 + k % 16), 'Bench work ' || k
  from public.tenders t, generate_series(1, 50) k
  where t.workspace_id = $1;
  insert into public.expenses (tender_id, workspace_id, user_id, amount, currency, spent_on, category)
  select t.id, $1, $2, 40 + k * 10, case k when 1 then 'EUR' else t.currency end, current_date - 7 * k, 'travel'
  from public.tenders t, generate_series(1, 2) k
  where t.workspace_id = $1;`;

export const dashboardMeasures: BenchMeasure[] = [
  screenMeasure(DASHBOARD, /^Dashboard/, [
    { role: 'region', name: 'Summary' },
    { role: 'list', name: 'Tenders by status' },
    { role: 'heading', name: 'Upcoming Deadlines' },
    { role: 'list', name: 'Recent tenders' },
    { role: 'heading', name: 'Pipeline value' },
  ]),
  screenMeasure(REPORTS, /^Reports/, [
    { role: 'img', name: /^Bar chart/ },
    { role: 'table', name: /^Monthly Tender Trends/ },
    { role: 'list', name: 'Tenders by status' },
    { role: 'columnheader', name: 'Reference #' },
  ]),
  screenMeasure(VALUE_REPORTS, /^Reports/, [
    { role: 'table', name: /^Pipeline value in USD/ },
    { role: 'table', name: /^Win rate by count and by value/ },
    { role: 'table', name: /^Loss reasons/ },
    { role: 'table', name: /^Competitors who beat us/ },
  ]),
  screenMeasure(COST_REPORT, /^Reports/, [
    { role: 'table', name: /^Cost of bidding by month/ },
    { role: 'region', name: /^Where bidding pays/ },
    { css: 'dl[aria-label="Over the period"]' },
  ]),
  {
    // What the screens would cost if they counted on the client: every row, as supabase-js reads it.
    name: EVERY_ROW,
    run: async ({ page, base, api, anonKey, workspaceId, size }: Sized): Promise<BenchResult> => {
      await page.goto(`${base}/app/dashboard`);
      await page.getByRole('region', { name: 'Summary' }).waitFor();
      const traffic = await apiTraffic(page, api);
      // No screen to observe: the requests are timed inside the page, like the screens.
      const { rows, ms } = await page.evaluate(
        async ({ api, anonKey, workspaceId, size }) => {
          const started = performance.now();
          const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'))!;
          const token = (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token;
          const pages = Array.from({ length: Math.ceil(size / 1000) }, (_, i) =>
            fetch(
              `${api}/rest/v1/tenders?select=*&workspace_id=eq.${workspaceId}&order=created_at.desc&offset=${i * 1000}&limit=1000`,
              { headers: { apikey: anonKey, authorization: `Bearer ${token}` } },
            ).then((response) => response.json() as Promise<unknown[]>),
          );
          const rows = (await Promise.all(pages)).flat().length;
          return { rows, ms: performance.now() - started };
        },
        { api, anonKey, workspaceId, size },
      );
      if (rows !== size) throw new Error(`read ${rows} of ${size} tenders`);
      return { ms, bytes: await traffic.total() };
    },
  },
];

/** Printed after the tables: how many times fewer bytes each screen needs than every row. */
export const byteComparisons = [
  { screen: DASHBOARD, baseline: EVERY_ROW },
  { screen: REPORTS, baseline: EVERY_ROW },
  { screen: VALUE_REPORTS, baseline: EVERY_ROW },
  { screen: COST_REPORT, baseline: EVERY_ROW },
];
