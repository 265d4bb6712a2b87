// `npm run bench:tenders`: does the tender list stay fast as a firm's history grows?
//
// Starts the local stack (PostgreSQL 15 when its binaries exist, else PGlite; or
// BENCH_ENGINE=pglite|postgres), seeds two workspaces — one with 100 tenders, one with
// 10,000 — each tender with about 6 tasks, a value in one of two currencies, when
// decided, an outcome, and 50 time entries and 2 expenses (scripts/bench-dashboard.ts), builds the app against the stack and serves
// the production build, then in headless Chromium measures, for each size, the median
// of BENCH_RUNS runs of (timed inside the page from the user's event to the content in the
// DOM: scripts/in-page-timing.ts):
//   - list: navigation to /app/tenders until the first rows show;
//   - search: one input event in the search box until the matching rows show (includes
//     the typing debounce);
//   - detail: a click on a row until the tender and its Kanban board show.
// Prints both sizes side by side with the ratio (target: every 10,000 figure
// within 1.5× of its 100 figure). The measured tender of each workspace also has a paper
// trail: 10 requirements and 10 questions, or 500 and 200 (scripts/bench-paper-trail.ts,
// the tabs within 1.5×). Extra measurements register through `benchPages`:
// the dashboard's and the reports' (scripts/bench-dashboard.ts) also report the bytes
// the API sent (target: 10,000 within 1.5× of 100, and at least 10× fewer bytes than
// downloading every tender row).
// BENCH_ONLY (words, comma-separated) runs only the measures whose names hold one of them.
import { chromium, type Page } from '@playwright/test';
import type { LocalStack } from '@tenderflow/local-supabase';
import { BID_COST_SEED, byteComparisons, dashboardMeasures } from './bench-dashboard.ts';
import { PAPER_TRAIL_SEED, paperTrailMeasures, paperTrailRows } from './bench-paper-trail.ts';
import { onBenchStack, servePreview } from './bench-stack.ts';
import { chromiumArgs, chromiumExecutable } from './browser.ts';
import { timeInPage } from './in-page-timing.ts';

const RUNS = Math.min(Math.max(Number(process.env.BENCH_RUNS ?? 5) || 5, 1), 25);
const SIZES = [100, 10_000] as const;
const PASSWORD = 'bench-password-1';

/** The words titles are made of; the search measures the first one (one tender in ten has it). */
const WORDS = [
  'harbour',
  'bridge',
  'school',
  'clinic',
  'roads',
  'water',
  'library',
  'depot',
  'tower',
  'market',
];

export interface Sized {
  size: number;
  page: Page;
  base: string;
  workspaceId: string;
  /** A tender id of this workspace. */
  tenderId: string;
  /** The API's origin and anon key. */
  api: string;
  anonKey: string;
}

/** Milliseconds, and optionally the bytes the API sent meanwhile. */
export interface BenchResult {
  ms: number;
  bytes?: number;
}

/** A measurement: returns milliseconds or a BenchResult (median over RUNS is taken by the runner). */
export interface BenchMeasure {
  name: string;
  run: (context: Sized) => Promise<number | BenchResult>;
}

const firstRow = (page: Page) => page.locator('tbody tr').first().waitFor();

export const tenderMeasures: BenchMeasure[] = [
  {
    name: 'list: navigation to the first rows',
    run: async ({ page, base }) => {
      await page.goto(`${base}/app/dashboard`);
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      return timeInPage(page, 'click', () => page.getByRole('link', { name: /All Tenders/ }).click(), [
        { css: 'tbody tr' },
      ]);
    },
  },
  {
    name: 'search: keystroke to the matching rows',
    run: async ({ page, base, size }) => {
      await page.goto(`${base}/app/tenders`);
      await firstRow(page);
      const box = page.getByPlaceholder('Search by title, client, or reference number');
      const matching = size / WORDS.length;
      return timeInPage(page, 'input', () => box.fill(WORDS[0]!), [{ text: `of ${matching} tenders` }]);
    },
  },
  {
    name: 'detail: click on a row to the tender and its tasks',
    run: async ({ page, base }) => {
      await page.goto(`${base}/app/tenders`);
      await firstRow(page);
      // The rows' document counts and the bell arrive after the first rows; a click while they
      // re-render waits in Playwright's retries (measured: ~0.7 s), which is not the screen's time.
      await page.waitForLoadState('networkidle');
      return timeInPage(page, 'click', () => page.locator('tbody tr').first().click(), [
        { role: 'tab', name: 'Kanban View' },
      ]);
    },
  },
];

/** Measurements other features add (dashboard, reports): registered before `main()` runs. */
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
export const benchPages: BenchMeasure[] = [
  ...tenderMeasures,
  ...dashboardMeasures,
  ...paperTrailMeasures,
].filter((bench) => only.length === 0 || only.some((word) => bench.name.includes(word)));

async function seed(
  stack: LocalStack,
  size: number,
): Promise<{ email: string; workspaceId: string; tenderId: string }> {
  const email = `bench-${size}-${Date.now()}@example.com`;
  const signup = await fetch(`${stack.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      data: { full_name: `Bench ${size}`, company: `Bench ${size} Ltd` },
    }),
  });
  if (!signup.ok) throw new Error(`sign-up failed: ${await signup.text()}`);
  const { user } = (await signup.json()) as { user: { id: string } };
  return stack.db.transaction(async (q) => {
    const [{ workspace_id: workspaceId }] = (
      await q.query<{ workspace_id: string }>(
        'select workspace_id from public.workspace_members where user_id = $1',
        [user.id],
      )
    ).rows as [{ workspace_id: string }];
    const words = `array[${WORDS.map((word) => `'${word}'`).join(',')}]`;
    await q.query(
      `insert into public.tenders (workspace_id, user_id, reference_number, client, title, description, status,
                                   inquiry_submission_date, tender_submission_date, created_at,
                                   estimated_value, currency, probability, bid_price, shared_reference)
       select $1, $2, 'BENCH-' || lpad(i::text, 6, '0'), 'Client ' || (i % 97),
              initcap((${words})[1 + i % 10]) || ' works ' || i, 'Seeded for the benchmark.',
              (enum_range(null::public.tender_status))[1 + i % 7],
              current_date + (i % 60) - 20, current_date + (i % 90) - 10,
              now() - make_interval(mins => i),
              (10 + i % 490) * 1000.00, case when i % 5 = 0 then 'EUR' else 'USD' end,
              case when i % 3 = 0 then 10 * (i % 10) end,
              case when i % 2 = 0 then (9 + i % 480) * 1000.00 end,
              -- Each reference confirmed as its own: the duplicate-reference check then takes no
              -- lock per row (10,000 locks exceed PostgreSQL's max_locks_per_transaction).
              'BENCH-' || lpad(i::text, 6, '0')
       from generate_series(1, $3) as s(i)`,
      [workspaceId, user.id, size],
    );
    // Outcomes of the won and lost tenders: a winner (one of 40 rivals) and a loss reason.
    await q.query(
      `insert into public.tender_outcomes (tender_id, workspace_id, winner, winning_price, loss_reason_id)
       select t.id, t.workspace_id, 'Rival ' || (t.n % 40), t.estimated_value * 0.9,
              case when t.status = 'lost' then (select r.id from public.loss_reasons r
                                                where r.workspace_id = t.workspace_id and r.position = 1 + t.n % 6) end
       from (select id, workspace_id, status, estimated_value, row_number() over () as n
             from public.tenders where workspace_id = $1 and status in ('won', 'lost')) t`,
      [workspaceId],
    );
    await q.query(
      `insert into public.tasks (tender_id, workspace_id, user_id, name, status)
       select t.id, t.workspace_id, t.user_id, 'Task ' || n, (enum_range(null::public.task_status))[1 + (n + k) % 5]
       from (select id, workspace_id, user_id, row_number() over () as k from public.tenders where workspace_id = $1) t,
            generate_series(1, 6) as g(n)`,
      [workspaceId],
    );
    // The cost of bidding: 50 time entries a tender (500,000 at 10,000), statement by statement.
    for (const statement of BID_COST_SEED.split(';').filter((sql) => sql.trim())) {
      await q.query(statement, statement.includes('$2') ? [workspaceId, user.id] : [workspaceId]);
    }
    const [{ id: tenderId }] = (
      await q.query<{ id: string }>('select id from public.tenders where workspace_id = $1 limit 1', [
        workspaceId,
      ])
    ).rows as [{ id: string }];
    // The measured tender's paper trail (scripts/bench-paper-trail.ts), one statement at a time.
    const rows = paperTrailRows(size);
    for (const statement of PAPER_TRAIL_SEED.split(';').filter((sql) => sql.trim())) {
      await q.query(
        statement,
        statement.includes('tender_requirements')
          ? [tenderId, workspaceId, rows.requirements]
          : [tenderId, workspaceId, rows.questions],
      );
    }
    await q.exec(
      'analyze public.tenders; analyze public.tasks; analyze public.tender_outcomes; analyze public.time_entries; analyze public.expenses; analyze private.bid_cost_totals;',
    );
    return { email, workspaceId, tenderId };
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(stack: LocalStack, engine: string): Promise<void> {
  const seeded = [];
  for (const size of SIZES) seeded.push({ size, ...(await seed(stack, size)) });

  const { base, close } = await servePreview(stack, 'bench');
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  const results = new Map<string, Record<number, number>>();
  const bytes = new Map<string, Record<number, number>>();
  try {
    for (const { size, email, workspaceId, tenderId } of seeded) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${base}/sign-in`);
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/app\/dashboard$/);
      const sized: Sized = {
        size,
        page,
        base,
        workspaceId,
        tenderId,
        api: stack.url,
        anonKey: stack.anonKey,
      };
      for (const bench of benchPages) {
        await bench.run(sized); // warm-up: caches, lazy chunks
        const samples: BenchResult[] = [];
        for (let run = 0; run < RUNS; run++) {
          const result = await bench.run(sized);
          samples.push(typeof result === 'number' ? { ms: result } : result);
        }
        results.set(bench.name, { ...results.get(bench.name), [size]: median(samples.map((s) => s.ms)) });
        const sent = samples.flatMap((sample) => (sample.bytes === undefined ? [] : [sample.bytes]));
        if (sent.length) bytes.set(bench.name, { ...bytes.get(bench.name), [size]: median(sent) });
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await close();
  }

  console.log(`\n${engine}, median of ${RUNS} runs (after one warm-up), Chromium ${browser.version()}\n`);
  console.log('| measurement | 100 tenders (ms) | 10,000 tenders (ms) | ratio |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const [name, bySize] of results) {
    const small = bySize[SIZES[0]]!;
    const large = bySize[SIZES[1]]!;
    console.log(`| ${name} | ${small.toFixed(0)} | ${large.toFixed(0)} | ${(large / small).toFixed(2)}× |`);
  }

  const kb = (n: number) => (n / 1024).toFixed(1);
  console.log('\n| bytes from the API | 100 tenders (KB) | 10,000 tenders (KB) | ratio |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const [name, bySize] of bytes) {
    const small = bySize[SIZES[0]]!;
    const large = bySize[SIZES[1]]!;
    console.log(`| ${name} | ${kb(small)} | ${kb(large)} | ${(large / small).toFixed(2)}× |`);
  }
  console.log('');
  for (const { screen, baseline } of byteComparisons) {
    const own = bytes.get(screen)?.[SIZES[1]];
    const every = bytes.get(baseline)?.[SIZES[1]];
    if (own === undefined || every === undefined) continue;
    console.log(
      `At ${SIZES[1].toLocaleString('en-US')} tenders, ${screen.split(':')[0]} transfers ${kb(own)} KB; every tender row is ${kb(every)} KB: ${(every / own).toFixed(0)}× fewer bytes.`,
    );
  }
}

await onBenchStack('bench', 'none', measure);
