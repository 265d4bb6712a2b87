// `npm run bench:live`: how soon a teammate's change shows on screen. Two members of one
// workspace, each in a browser context of their own (headless Chromium), open the same tender
// of the production build; the first renames a task through the board (Rename, type, Save)
// 50 times; each time, the delay from their click on Save to the new name in the second
// member's DOM (a MutationObserver in that page stamps it). Both stamps are Date.now() of
// pages on this machine.
//
// The same 50 changes are timed, from the same click, at two Node subscribers signed in as
// the second member (unmodified supabase-js): one on the workspace's private topic, as the app
// listens (Broadcast from the database), one by postgres_changes on tasks filtered on the
// workspace (each change checked against the subscriber's RLS) — for this run only, tasks are
// added to the supabase_realtime publication. So both ways are measured on the same changes.
//
// On PGlite and on PostgreSQL 15 (when its binaries exist); BENCH_ENGINE=pglite|postgres for
// one. BENCH_CHANGES (default 50) changes per engine.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { cpus, loadavg } from 'node:os';
import WebSocket from 'ws';
import { chromium, type Browser, type Page } from '@playwright/test';
import type { LocalStack } from '@tenderflow/local-supabase';
import { onBenchStack, servePreview } from './bench-stack.ts';
import { chromiumArgs, chromiumExecutable } from './browser.ts';

const CHANGES = Math.min(Math.max(Number(process.env.BENCH_CHANGES ?? 50) || 50, 5), 500);
const PASSWORD = 'bench-live-password';

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

interface Member {
  email: string;
  id: string;
  session: { access_token: string; expires_in: number; expires_at?: number };
}

async function signUp(stack: LocalStack, name: string): Promise<Member> {
  const email = `${name}-${process.pid}@example.com`;
  const reply = await fetch(`${stack.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, data: { full_name: name } }),
  });
  if (!reply.ok) throw new Error(`sign-up: ${await reply.text()}`);
  const token = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const session = (await token.json()) as Member['session'] & { user: { id: string } };
  session.expires_at ??= Math.floor(Date.now() / 1000) + session.expires_in;
  return { email, id: session.user.id, session };
}

/** Ann's workspace with Bo as a member (current), a tender and its task 'Live 0'. */
async function arrange(stack: LocalStack) {
  const [ann, bo] = [await signUp(stack, 'Ann'), await signUp(stack, 'Bo')];
  const { workspace, tender } = await stack.db.transaction(async (q) => {
    const { rows } = await q.query<{ id: string }>(
      'select current_workspace_id as id from public.user_profiles where id = $1',
      [ann.id],
    );
    const id = rows[0]!.id;
    await q.query(
      `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'user')`,
      [id, bo.id],
    );
    await q.query('update public.user_profiles set current_workspace_id = $1 where id = $2', [id, bo.id]);
    const made = await q.query<{ id: string }>(
      `insert into public.tenders (workspace_id, user_id, reference_number, client, title)
       values ($1, $2, 'LIVE-B', 'Bench', 'Live bench') returning id`,
      [id, ann.id],
    );
    const tenderId = made.rows[0]!.id;
    await q.query(
      `insert into public.tasks (tender_id, workspace_id, user_id, name) values ($1, $2, $3, 'Live 0')`,
      [tenderId, id, ann.id],
    );
    return { workspace: id, tender: tenderId };
  });
  await stack.db.transaction((q) => q.exec('alter publication supabase_realtime add table public.tasks'));
  return { ann, bo, workspace, tender };
}

// Runs in the second member's page before its scripts: stamps when each awaited text appears.
const WATCH = `(() => {
  const seen = {};
  window.__seen = seen;
  new MutationObserver(() => {
    const wanted = window.__wanted;
    if (wanted && !(wanted in seen) && document.body && document.body.innerText.includes(wanted)) seen[wanted] = Date.now();
  }).observe(document, { childList: true, subtree: true, characterData: true });
})()`;

async function openAs(browser: Browser, base: string, stack: LocalStack, member: Member, path: string) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
  });
  const key = `sb-${new URL(stack.url).hostname.split('.')[0]}-auth-token`;
  await context.addInitScript(
    ([name, value]) => {
      if (!localStorage.getItem(name)) localStorage.setItem(name, value);
    },
    [key, JSON.stringify(member.session)] as const,
  );
  await context.addInitScript({ content: WATCH });
  // The click on Save, stamped in the page.
  await context.addInitScript({
    content: `document.addEventListener('click', (e) => { if (e.target.closest && e.target.closest('button')?.textContent?.trim() === 'Save') window.__saved = Date.now(); }, true);`,
  });
  const page = await context.newPage();
  await page.goto(`${base}${path}`);
  return page;
}

/** Node subscribers as the second member: arrival times of each task name, by way of listening. */
async function subscribers(stack: LocalStack, member: Member, workspace: string) {
  const client: SupabaseClient = createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  const { error } = await client.auth.signInWithPassword({ email: member.email, password: PASSWORD });
  if (error) throw error;
  const arrivals = { broadcast: new Map<string, number>(), postgres_changes: new Map<string, number>() };
  const joined = (channel: ReturnType<SupabaseClient['channel']>) =>
    new Promise<void>((resolve, reject) =>
      channel.subscribe((status, error) =>
        status === 'SUBSCRIBED' ? resolve() : status !== 'CLOSED' && reject(error ?? new Error(status)),
      ),
    );
  await joined(
    client
      .channel(`workspace:${workspace}`, { config: { private: true } })
      .on('broadcast', { event: 'tasks' }, ({ payload }) => {
        const name = (payload as { record?: { name?: string } }).record?.name;
        if (name) arrivals.broadcast.set(name, Date.now());
      }),
  );
  await joined(
    client
      .channel('bench-postgres-changes')
      .on(
        'postgres_changes',
        { event: 'UPDATE', schema: 'public', table: 'tasks', filter: `workspace_id=eq.${workspace}` },
        ({ new: row }) => arrivals.postgres_changes.set((row as { name: string }).name, Date.now()),
      ),
  );
  return { arrivals, stop: () => client.removeAllChannels() };
}

async function rename(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: `Rename ${from}`, exact: true }).click();
  await page.getByLabel(`New name for ${from}`).fill(to);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

async function measure(stack: LocalStack, engine: string): Promise<void> {
  const { ann, bo, workspace, tender } = await arrange(stack);
  const { base, close } = await servePreview(stack, 'bench-live');
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  const loads = [loadavg()[0]!];
  try {
    const path = `/app/tenders/${tender}`;
    const [first, second] = [
      await openAs(browser, base, stack, ann, path),
      await openAs(browser, base, stack, bo, path),
    ];
    for (const page of [first, second])
      await page.getByRole('button', { name: 'Rename Live 0', exact: true }).waitFor({ timeout: 60_000 });
    // Both pages have joined the workspace's channel (presence shows each to the other).
    await second.getByRole('group', { name: /^Viewing now/ }).waitFor({ timeout: 30_000 });
    const nodes = await subscribers(stack, bo, workspace);
    const screen: number[] = [];
    const broadcast: number[] = [];
    const postgresChanges: number[] = [];
    for (let n = 1; n <= CHANGES; n++) {
      const name = `Live ${n}`;
      await second.evaluate(
        (wanted) => ((window as unknown as { __wanted: string }).__wanted = wanted),
        name,
      );
      await rename(first, `Live ${n - 1}`, name);
      await second.waitForFunction(
        (wanted) => wanted in (window as unknown as { __seen: object }).__seen,
        name,
        {
          timeout: 30_000,
        },
      );
      const saved = await first.evaluate(() => (window as unknown as { __saved: number }).__saved);
      const seen = await second.evaluate(
        (wanted) => (window as unknown as { __seen: Record<string, number> }).__seen[wanted]!,
        name,
      );
      screen.push(seen - saved);
      // The Node subscribers have had the whole screen delay to receive it; a moment more if not.
      for (
        let wait = 0;
        wait < 100 && !(nodes.arrivals.broadcast.has(name) && nodes.arrivals.postgres_changes.has(name));
        wait++
      )
        await new Promise((resolve) => setTimeout(resolve, 20));
      broadcast.push((nodes.arrivals.broadcast.get(name) ?? NaN) - saved);
      postgresChanges.push((nodes.arrivals.postgres_changes.get(name) ?? NaN) - saved);
      loads.push(loadavg()[0]!);
      // The first page's board has the new name before the next rename.
      await first.getByRole('button', { name: `Rename ${name}`, exact: true }).waitFor();
    }
    await nodes.stop();
    const row = (what: string, xs: number[]) => {
      const got = xs.filter(Number.isFinite);
      return `| ${engine} | ${what} | ${got.length} | ${quantile(got, 0.5).toFixed(0)} | ${quantile(got, 0.95).toFixed(0)} | ${Math.max(...got).toFixed(0)} |`;
    };
    console.log(
      `\n${engine}, Chromium ${browser.version()}, ${CHANGES} renames; ${cpus().length} cores; load average (1 min) during: ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}`,
    );
    console.log('| engine | from the click on Save to | arrived | median (ms) | p95 (ms) | max (ms) |');
    console.log('| --- | --- | ---: | ---: | ---: | ---: |');
    console.log(row('the new name on the second member’s screen (the app: broadcast)', screen));
    console.log(row('a Node subscriber on the workspace’s private topic (broadcast)', broadcast));
    console.log(row('a Node subscriber by postgres_changes (RLS checked per change)', postgresChanges));
  } finally {
    await browser.close();
    await close();
  }
}

async function main(): Promise<void> {
  const wanted = process.env.BENCH_ENGINE;
  console.log(`bench:live, load average before: ${load()}`);
  for (const engine of wanted ? [wanted] : ['pglite', 'postgres']) {
    process.env.BENCH_ENGINE = engine;
    try {
      await onBenchStack('bench_live', 'none', measure);
    } catch (error) {
      if (!wanted && engine === 'postgres' && /binaries were not found/.test(String(error)))
        console.log('PostgreSQL 15: binaries not found, skipped');
      else throw error;
    }
  }
  console.log(`\nload average after: ${load()}`);
}

await main();
