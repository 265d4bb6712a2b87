// `npm run bench:reminders`: does the reminder job keep up as the product grows?
//
// On PostgreSQL 15 (a throwaway server from packages/local-supabase's pg-server), for 100 and
// then 1,000 workspaces — each with an admin, a manager and a user, 50 open tenders and 6
// tasks a tender, generated with set-based SQL — one run of the send-reminders Edge Function
// end to end through the local stack: POST /functions/v1/send-reminders as of 08:05 UTC on
// the benchmark's day, which decides and records every reminder in SQL, then page by page
// (500 messages) claims, renders, sends them in batches of 100 through the stack's
// Resend-shaped dev endpoint (POST /emails/batch) into the dev mailbox, and records them as
// sent. Prints both runs, the ratio, and the phases summed over the pages (Server-Timing).
// Each size runs the job BENCH_JOB_RUNS times (3), from an empty ledger each time, and reports
// the median run. Target: the 1,000-workspace run under 10 s, growing about linearly (ratio
// near 10).
//
// Then the calendar feed of a user with 500 events (200 open tenders' two deadlines and 100
// own tasks): GET /functions/v1/calendar-feed?token=… on 127.0.0.1, the median of
// BENCH_RUNS requests after a warm-up (target: under 100 ms), and a 304 for comparison.
import { startLocalStack, type LocalStack } from '@tenderflow/local-supabase';
import { createDatabase, startPostgres } from '@tenderflow/local-supabase/pg-server';

const RUNS = Math.min(Math.max(Number(process.env.BENCH_RUNS ?? 15) || 15, 3), 100);
/** Runs of the job per size, each from an empty ledger: the median is reported (this machine is noisy). */
const JOB_RUNS = Math.min(Math.max(Number(process.env.BENCH_JOB_RUNS ?? 3) || 3, 1), 9);
const SIZES = (process.env.BENCH_SIZES ?? '100,1000').split(',').map(Number);
/** The benchmark's day: the run happens at 08:05 UTC on it (profiles without a zone count as UTC). */
const DAY = '2030-01-15';
const RUN_AT = `${DAY}T08:05:00Z`;
const PASSWORD = 'bench-password-1';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Workspaces seeded per transaction (each tender insert takes an advisory lock until commit). */
const CHUNK = 100;

/**
 * `workspaces` firms: an admin who signs up (the sign-up trigger makes the workspace), a
 * manager and a user added as members; 50 open tenders each with the submission deadline
 * from 2 days overdue to 8 weeks ahead and the inquiry deadline 10 days before it, and 6
 * tasks each, due every 2 days before the submission and spread over the three members
 * (the even ones already completed once their day passed).
 */
async function seed(stack: LocalStack, workspaces: number): Promise<void> {
  await stack.db.transaction((q) =>
    q.exec(`
    insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                            raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
    select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
           'admin-' || i || '@bench.example', '', now(), '{"provider":"email"}',
           jsonb_build_object('full_name', 'Admin ' || i, 'company', 'Firm ' || i), now(), now()
    from generate_series(1, ${workspaces}) as s(i);

    create schema bench;
    create table bench.firm as
    select w.id as workspace_id, m.user_id as admin_id, substring(u.email from 'admin-(\\d+)@')::int as n
    from public.workspaces w
    join public.workspace_members m on m.workspace_id = w.id and m.role = 'admin'
    join auth.users u on u.id = m.user_id and u.email like 'admin-%@bench.example';

    -- Members join a firm without a workspace of their own (as an invitation's sign-up does):
    -- the sign-up trigger is left out for them, their profile and membership written here.
    set local session_replication_role = replica;
    create table bench.member as
    select f.workspace_id, gen_random_uuid() as user_id, r.role,
           r.role::text || '-' || f.n || '@bench.example' as email, initcap(r.role::text) || ' ' || f.n as name
    from bench.firm f cross join (values ('manager'::public.workspace_role), ('user'::public.workspace_role)) r (role);
    insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                            raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
    select '00000000-0000-0000-0000-000000000000', m.user_id, 'authenticated', 'authenticated', m.email, '',
           now(), '{"provider":"email"}', jsonb_build_object('full_name', m.name), now(), now()
    from bench.member m;
    insert into public.user_profiles (id, name, email, current_workspace_id)
    select m.user_id, m.name, m.email, m.workspace_id from bench.member m;
    insert into public.workspace_members (workspace_id, user_id, role)
    select m.workspace_id, m.user_id, m.role from bench.member m;`),
  );
  for (let from = 1; from <= workspaces; from += CHUNK) {
    await stack.db.transaction((q) =>
      q.exec(`
      insert into public.tenders (workspace_id, user_id, reference_number, client, title, status,
                                  inquiry_submission_date, tender_submission_date)
      select f.workspace_id, f.admin_id, 'B-' || f.n || '-' || j, 'Client ' || (j % 17), 'Works ' || f.n || '-' || j,
             (array['under-review', 'in-development']::public.tender_status[])[1 + j % 2],
             date '${DAY}' + (j * 7 + f.n) % 60 - 2 - 10, date '${DAY}' + (j * 7 + f.n) % 60 - 2
      from bench.firm f cross join generate_series(1, 50) as g(j)
      where f.n between ${from} and ${from + CHUNK - 1};

      insert into public.tasks (tender_id, workspace_id, user_id, assignee_id, name, status, due_date)
      select t.id, t.workspace_id, f.admin_id,
             case k % 3 when 0 then f.admin_id
                        else (select m.user_id from bench.member m
                              where m.workspace_id = t.workspace_id
                                and m.role = (case k % 3 when 1 then 'manager' else 'user' end)::public.workspace_role)
             end,
             'Task ' || k,
             (case when k % 2 = 0 and t.tender_submission_date - 2 * k < date '${DAY}' then 'completed'
                   else 'not-started' end)::public.task_status,
             t.tender_submission_date - 2 * k
      from public.tenders t join bench.firm f on f.workspace_id = t.workspace_id
      cross join generate_series(1, 6) as g(k)
      where f.n between ${from} and ${from + CHUNK - 1};`),
    );
  }
  await stack.db.transaction((q) => q.exec('analyze'));
}

/** A user whose feed holds 500 events: 200 open tenders (two deadlines each) and 100 own tasks. */
async function seedFeedUser(stack: LocalStack): Promise<string> {
  const signup = await fetch(`${stack.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'feed@bench.example', password: PASSWORD, data: { full_name: 'Feed' } }),
  });
  if (!signup.ok) throw new Error(`sign-up failed: ${await signup.text()}`);
  const { access_token: accessToken, user } = (await signup.json()) as {
    access_token: string;
    user: { id: string };
  };
  await stack.db.transaction((q) =>
    q.exec(`
    insert into public.tenders (workspace_id, user_id, reference_number, client, title,
                                inquiry_submission_date, tender_submission_date)
    select m.workspace_id, m.user_id, 'FEED-' || j, 'Client', 'Feed tender ' || j,
           date '${DAY}' + j, date '${DAY}' + j + 10
    from public.workspace_members m cross join generate_series(1, 200) as g(j)
    where m.user_id = '${user.id}';
    insert into public.tasks (tender_id, workspace_id, user_id, name, due_date)
    select t.id, t.workspace_id, t.user_id, 'Feed task', t.tender_submission_date - 2
    from public.tenders t where t.user_id = '${user.id}' and t.reference_number like 'FEED-%'
    order by t.reference_number limit 100;
    analyze public.tenders; analyze public.tasks;`),
  );
  const feed = await fetch(`${stack.url}/rest/v1/rpc/calendar_feed`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      Authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
      Accept: 'application/vnd.pgrst.object+json',
    },
    body: '{}',
  });
  if (!feed.ok) throw new Error(`calendar_feed failed: ${await feed.text()}`);
  return ((await feed.json()) as { token: string }).token;
}

/** Back to before the first run: no reminder decided or sent (the ledger's tables empty, as after the seed). */
async function forgetReminders(stack: LocalStack): Promise<void> {
  await stack.db.transaction((q) =>
    q.exec(
      'truncate private.reminder_log, private.reminder_messages cascade; analyze private.reminder_log, private.reminder_messages;',
    ),
  );
}

interface RunResult {
  /** Every run's seconds, when this is their median. */
  all?: number[];
  workspaces: number;
  seconds: number;
  sent: number;
  failed: number;
  timing: string;
}

async function runOnce(stack: LocalStack, workspaces: number): Promise<RunResult> {
  const started = performance.now();
  const response = await fetch(`${stack.url}/functions/v1/send-reminders`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${stack.serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ now: RUN_AT }),
  });
  const seconds = (performance.now() - started) / 1000;
  const body = (await response.json()) as { sent?: number; failed?: number; error?: string };
  if (!response.ok) {
    throw new Error(
      `send-reminders answered ${response.status} after ${seconds.toFixed(1)} s: ${JSON.stringify(body)}`,
    );
  }
  return {
    workspaces,
    seconds,
    sent: body.sent ?? 0,
    failed: body.failed ?? 0,
    timing: response.headers.get('server-timing') ?? '',
  };
}

async function measureFeed(stack: LocalStack, token: string) {
  const url = `${stack.url}/functions/v1/calendar-feed?token=${encodeURIComponent(token)}`;
  const first = await fetch(url);
  const text = await first.text();
  if (first.status !== 200) throw new Error(`calendar-feed answered ${first.status}`);
  const events = text.split('BEGIN:VEVENT').length - 1;
  const etag = first.headers.get('etag')!;
  const time = async (headers: Record<string, string>, status: number) => {
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      samples.push(performance.now() - started);
      if (response.status !== status) throw new Error(`calendar-feed answered ${response.status}`);
    }
    return median(samples);
  };
  return {
    events,
    bytes: text.length,
    full: await time({}, 200),
    notModified: await time({ 'If-None-Match': etag }, 304),
  };
}

async function main(): Promise<void> {
  const server = await startPostgres();
  if (!server)
    throw new Error('bench:reminders needs PostgreSQL 15 binaries (apt-get install postgresql-15)');
  const results: RunResult[] = [];
  let feed: Awaited<ReturnType<typeof measureFeed>> | undefined;
  try {
    for (const size of SIZES) {
      const databaseUrl = await createDatabase(server.url, `bench_reminders_${size}_${process.pid}`);
      const stack = await startLocalStack({
        port: 0,
        databaseUrl,
        seed: 'none',
        log: false,
        passwordHashCost: 4,
      });
      try {
        const seeding = performance.now();
        await seed(stack, size);
        console.error(
          `  ${size} workspaces seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
        );
        const runs: RunResult[] = [];
        for (let run = 1; run <= JOB_RUNS; run++) {
          if (run > 1) await forgetReminders(stack);
          const result = await runOnce(stack, size);
          runs.push(result);
          console.error(
            `  ${size} workspaces, run ${run}: ${result.seconds.toFixed(2)} s (${result.timing})`,
          );
        }
        const sorted = [...runs].sort((a, b) => a.seconds - b.seconds);
        results.push({ ...sorted[Math.floor(sorted.length / 2)]!, all: runs.map((r) => r.seconds) });
        if (size === SIZES[SIZES.length - 1]) feed = await measureFeed(stack, await seedFeedUser(stack));
      } finally {
        await stack.stop();
      }
    }
  } finally {
    await server.stop();
  }

  const small = results[0]!;
  const large = results[results.length - 1]!;
  console.log(
    `\nPostgreSQL 15, one run of send-reminders as of ${RUN_AT} (decide + record, render, send to the dev mailbox, finish); the median of ${JOB_RUNS} runs, each from an empty ledger\n`,
  );
  console.log(
    '| workspaces | tenders | tasks | emails sent | failed | run (s) | every run (s) | phases (ms) |',
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const r of results) {
    console.log(
      `| ${r.workspaces.toLocaleString('en-US')} | ${(r.workspaces * 50).toLocaleString('en-US')} | ${(r.workspaces * 300).toLocaleString('en-US')} | ${r.sent} | ${r.failed} | ${r.seconds.toFixed(2)} | ${(r.all ?? [r.seconds]).map((x) => x.toFixed(2)).join(', ')} | ${r.timing.replace(/;dur=/g, ' ')} |`,
    );
  }
  const size = (n: number) => n.toLocaleString('en-US');
  console.log(
    `\nratio ${size(large.workspaces)} / ${size(small.workspaces)} workspaces: ${(large.seconds / small.seconds).toFixed(2)}× for ${large.workspaces / small.workspaces}× the data`,
  );
  console.log(`${size(large.workspaces)} workspaces under 10 s: ${large.seconds < 10 ? 'yes' : 'NO'}`);
  if (feed) {
    console.log(
      `\ncalendar feed of a user with ${feed.events} events (${(feed.bytes / 1024).toFixed(0)} KB), median of ${RUNS} requests on 127.0.0.1:` +
        `\n  200: ${feed.full.toFixed(1)} ms · 304 (If-None-Match): ${feed.notModified.toFixed(1)} ms · under 100 ms: ${feed.full < 100 ? 'yes' : 'NO'}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
