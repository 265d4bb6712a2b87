// `npm run bench:live-stack`: the local stack's Realtime fan-out. 50 members of one workspace
// each subscribe on a socket of their own (unmodified supabase-js in this process); one of
// them inserts tenders; for each change, the delay from the insert request to its arrival at
// the 1st and at the 50th subscriber, and the ratio 50th / 1st. Both ways the app may listen:
//   postgres_changes   on tenders, filtered on the workspace (each change checked against
//                      each subscriber's RLS)
//   broadcast          a row trigger calling realtime.broadcast_changes into the workspace's
//                      private topic, joined under RLS on realtime.messages
// On PGlite and, when its binaries exist, PostgreSQL 15. The stack runs in this process too,
// so the subscribers' own work counts against it, as it would not in 50 browsers.
//
//   BENCH_SUBSCRIBERS=50 BENCH_CHANGES=30 BENCH_ENGINE=pglite|postgres npm run bench:live-stack
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { startLocalStack, type LocalStack } from '@tenderflow/local-supabase';
import { createDatabase, startPostgres, type PostgresServer } from '@tenderflow/local-supabase/pg-server';

export type LiveMode = 'postgres_changes' | 'broadcast';

export interface FanOut {
  mode: LiveMode;
  subscribers: number;
  changes: number;
  /** Median delay (ms) from the insert request to the first and to the last subscriber. */
  first: number;
  last: number;
  /** Median of each change's last / first. */
  ratio: number;
  p95Last: number;
  /** Median time the insert request itself took (the change is committed when it answers). */
  insert: number;
}

const median = (xs: number[]) => quantile(xs, 0.5);
function quantile(xs: number[], q: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

// What a project's migration would add to broadcast tender changes (bench-only here).
const BROADCAST_SQL = `
  create or replace function public.bench_broadcast_tender() returns trigger
  language plpgsql security definer set search_path = '' as $$
  begin
    perform realtime.broadcast_changes('workspace:' || coalesce(new.workspace_id, old.workspace_id),
      tg_op, tg_op, tg_table_name, tg_table_schema, new, old);
    return null;
  end $$;
  drop trigger if exists bench_broadcast_tender on public.tenders;
  create trigger bench_broadcast_tender after insert or update or delete on public.tenders
    for each row execute function public.bench_broadcast_tender();
  drop policy if exists bench_workspace_topics on realtime.messages;
  create policy bench_workspace_topics on realtime.messages for select to authenticated
    using (realtime.topic() like 'workspace:%'
      and split_part(realtime.topic(), ':', 2) in (select w::text from private.member_workspace_ids() w));`;

const newClient = (stack: LocalStack): SupabaseClient =>
  createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });

/** `count` users, the first one's workspace shared with all of them (as members). */
export async function workspaceMembers(
  stack: LocalStack,
  count: number,
): Promise<{ clients: SupabaseClient[]; userId: string; workspace: string }> {
  const clients = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const client = newClient(stack);
      const { data, error } = await client.auth.signUp({
        email: `live-${i}-${process.pid}@example.com`,
        password: `live-password-${i}`,
      });
      if (error || !data.user) throw error ?? new Error('sign-up returned no user');
      return { client, id: data.user.id };
    }),
  );
  const { data } = await clients[0]!.client.from('user_profiles').select('current_workspace_id').single();
  const workspace = data!.current_workspace_id as string;
  const others = JSON.stringify(clients.slice(1).map((c) => c.id));
  await stack.db.transaction((q) =>
    q.query(
      `insert into public.workspace_members (workspace_id, user_id, role)
       select $1::uuid, value::uuid, 'user' from jsonb_array_elements_text($2::jsonb)`,
      [workspace, others],
    ),
  );
  return { clients: clients.map((c) => c.client), userId: clients[0]!.id, workspace };
}

/** Measures one way of listening, the first member making the changes. */
export async function measureFanOut(
  members: { clients: SupabaseClient[]; userId: string; workspace: string },
  mode: LiveMode,
  changes: number,
): Promise<FanOut> {
  const { clients, userId, workspace } = members;
  let arrivals: number[] = [];
  let expected = '';
  let allArrived = () => undefined as void;
  const channels = await Promise.all(
    clients.map(
      (client, i) =>
        new Promise<ReturnType<SupabaseClient['channel']>>((resolve, reject) => {
          const onArrival = (title: unknown) => {
            if (title !== expected) return;
            arrivals.push(performance.now());
            if (arrivals.length === clients.length) allArrived();
          };
          const channel =
            mode === 'postgres_changes'
              ? client.channel(`bench-${i}`).on(
                  'postgres_changes',
                  {
                    event: 'INSERT',
                    schema: 'public',
                    table: 'tenders',
                    filter: `workspace_id=eq.${workspace}`,
                  },
                  (p) => onArrival(p.new.title),
                )
              : client
                  .channel(`workspace:${workspace}`, { config: { private: true } })
                  .on('broadcast', { event: 'INSERT' }, (p) =>
                    onArrival((p.payload as { record: { title: string } }).record.title),
                  );
          channel.subscribe((status, error) =>
            status === 'SUBSCRIBED'
              ? resolve(channel)
              : status !== 'CLOSED' && reject(error ?? new Error(status)),
          );
        }),
    ),
  );
  const firsts: number[] = [];
  const lasts: number[] = [];
  const ratios: number[] = [];
  const inserts: number[] = [];
  for (let n = 0; n < changes; n++) {
    arrivals = [];
    expected = `${mode} ${n}`;
    const all = new Promise<void>((resolve, reject) => {
      const deadline = setTimeout(
        () => reject(new Error(`${expected}: ${arrivals.length} of ${clients.length} arrived in 30 s`)),
        30_000,
      );
      allArrived = () => {
        clearTimeout(deadline);
        resolve();
      };
    });
    const start = performance.now();
    const { error } = await clients[0]!.from('tenders').insert({
      reference_number: `LIVE-${mode}-${n}`,
      client: 'Bench',
      title: expected,
      workspace_id: workspace,
      user_id: userId,
    });
    if (error) throw new Error(error.message);
    inserts.push(performance.now() - start);
    await all;
    const first = Math.min(...arrivals) - start;
    const last = Math.max(...arrivals) - start;
    firsts.push(first);
    lasts.push(last);
    ratios.push(last / first);
  }
  await Promise.all(channels.map((channel, i) => clients[i]!.removeChannel(channel)));
  return {
    mode,
    subscribers: clients.length,
    changes,
    first: median(firsts),
    last: median(lasts),
    ratio: median(ratios),
    p95Last: quantile(lasts, 0.95),
    insert: median(inserts),
  };
}

async function onEngine(
  engine: 'pglite' | 'postgres',
  server: PostgresServer | null,
  subscribers: number,
  changes: number,
) {
  const databaseUrl =
    engine === 'postgres' && server ? await createDatabase(server.url, `live_${process.pid}`) : undefined;
  const stack = await startLocalStack({
    port: 0,
    log: false,
    seed: 'none',
    passwordHashCost: 4,
    authRateLimit: 10_000,
    ...(databaseUrl ? { databaseUrl } : { db: 'memory' }),
  });
  try {
    const members = await workspaceMembers(stack, subscribers);
    // Each way with only its own machinery in place.
    await stack.db.transaction((q) => q.exec('alter publication supabase_realtime add table public.tenders'));
    const results = [await measureFanOut(members, 'postgres_changes', changes)];
    await stack.db.transaction((q) =>
      q.exec(`alter publication supabase_realtime drop table public.tenders; ${BROADCAST_SQL}`),
    );
    results.push(await measureFanOut(members, 'broadcast', changes));
    await Promise.all(members.clients.map((c) => c.removeAllChannels()));
    return results;
  } finally {
    await stack.stop();
  }
}

async function main(): Promise<void> {
  const subscribers = Math.min(Math.max(Number(process.env.BENCH_SUBSCRIBERS ?? 50) || 50, 2), 200);
  const changes = Math.min(Math.max(Number(process.env.BENCH_CHANGES ?? 30) || 30, 1), 500);
  const wanted = process.env.BENCH_ENGINE;
  const server = wanted === 'pglite' ? null : await startPostgres();
  if (wanted === 'postgres' && !server)
    throw new Error('BENCH_ENGINE=postgres but PostgreSQL binaries were not found');
  const engines = [
    ...(wanted === 'postgres' ? [] : (['pglite'] as const)),
    ...(server ? (['postgres'] as const) : []),
  ];
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(
    `${subscribers} subscribers, ${changes} changes each way; ${cpus().length} cores; load average before: ${load()}\n`,
  );
  console.log(
    '| engine | listening by | insert answered (median ms) | 1st (median ms) | last (median ms) | last p95 (ms) | last / 1st (median) |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  try {
    for (const engine of engines) {
      for (const r of await onEngine(engine, server, subscribers, changes)) {
        console.log(
          `| ${engine === 'pglite' ? 'PGlite' : 'PostgreSQL 15'} | ${r.mode} | ${r.insert.toFixed(1)} | ${r.first.toFixed(1)} | ${r.last.toFixed(1)} | ${r.p95Last.toFixed(1)} | ${r.ratio.toFixed(2)}× |`,
        );
      }
    }
  } finally {
    await server?.stop();
  }
  console.log(`\nload average after: ${load()}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
