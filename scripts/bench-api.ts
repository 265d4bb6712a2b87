// `npm run bench:api`: throughput and latency of the local stack's REST and Storage
// layers through unmodified supabase-js, on embedded PGlite and (when binaries exist)
// PostgreSQL. Storage scenarios upload and download 1 MB files in a bench-only bucket.
//
// For each engine: start the stack in-process with the demo seed (demo@example.com,
// ~40 tenders), sign in, then for a fixed time per scenario run CONCURRENCY workers
// back to back and report requests/second and p50/p95 latency as a markdown table.
// Traffic goes only to 127.0.0.1.
//
//   BENCH_SECONDS=5 BENCH_CONCURRENCY=8 npm run bench:api
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startLocalStack, DEMO_EMAIL, DEMO_PASSWORD, type LocalStack } from '@tenderflow/local-supabase';
import { startPostgres } from '@tenderflow/local-supabase/pg-server';

const SECONDS = Math.min(Math.max(Number(process.env.BENCH_SECONDS ?? 5) || 5, 1), 60);
const CONCURRENCY = Math.min(Math.max(Number(process.env.BENCH_CONCURRENCY ?? 8) || 8, 1), 64);
/** Hard cap per scenario, so a very fast engine cannot run away. */
const MAX_REQUESTS = 50_000;

interface Result {
  engine: string;
  scenario: string;
  bytes: number;
  requests: number;
  errors: number;
  seconds: number;
  p50: number;
  p95: number;
}

type Scenario = {
  name: string;
  run: (client: SupabaseClient, worker: number, i: number) => PromiseLike<{ error: unknown }>;
  /** Bytes moved per request (Storage), for MB/s. */
  bytes?: number;
};

const MB = 1024 * 1024;
const FILE = new Uint8Array(MB).map((_, i) => i % 251);

// A bench-only bucket the demo user may use (the superuser makes it, as a migration would).
const BENCH_BUCKET_SQL = `
insert into storage.buckets (id, name) values ('bench', 'bench') on conflict do nothing;
create policy "bench: all" on storage.objects for all to authenticated
  using (bucket_id = 'bench') with check (bucket_id = 'bench');`;

const scenarios: Scenario[] = [
  {
    name: "list: from('tenders').select('*').order('created_at', desc)",
    run: (c) => c.from('tenders').select('*').order('created_at', { ascending: false }),
  },
  {
    name: "insert: from('tenders').insert({...})",
    run: (c, w, i) =>
      c.from('tenders').insert({
        reference_number: `BENCH-${w}-${i}`,
        client: 'Bench client',
        title: `Bench tender ${w}-${i}`,
      }),
  },
  {
    // One object per worker, replaced each time (upsert), so memory stays bounded.
    name: "upload 1 MB: storage.from('bench').upload(path, blob, { upsert: true })",
    run: (c, w) =>
      c.storage.from('bench').upload(`upload/${w}.bin`, new Blob([FILE], { type: 'application/pdf' }), {
        upsert: true,
      }),
    bytes: MB,
  },
  {
    name: "download 1 MB: storage.from('bench').download(path)",
    run: async (c) => {
      const { data, error } = await c.storage.from('bench').download('download.bin');
      if (!error && data?.size !== MB) return { error: new Error(`downloaded ${data?.size} bytes`) };
      return { error };
    },
    bytes: MB,
  },
];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx]!;
}

async function signIn(stack: LocalStack): Promise<SupabaseClient> {
  const client = createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  const { error } = await client.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  if (error) throw new Error(`Cannot sign in as ${DEMO_EMAIL}: ${error.message}`);
  const { count, error: countError } = await client
    .from('tenders')
    .select('*', { count: 'exact', head: true });
  if (countError) throw new Error(`Cannot list tenders: ${countError.message}`);
  console.error(`  signed in as ${DEMO_EMAIL} (${count} tenders)`);
  return client;
}

async function measure(engine: string, client: SupabaseClient, scenario: Scenario): Promise<Result> {
  // warm-up (schema cache, plan caches)
  for (let i = 0; i < 5; i++) await scenario.run(client, -1, i);
  const latencies: number[] = [];
  let errors = 0;
  let issued = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      for (let i = 0; performance.now() < deadline && issued < MAX_REQUESTS; i++) {
        issued++;
        const t0 = performance.now();
        const { error } = await scenario.run(client, worker, i);
        latencies.push(performance.now() - t0);
        if (error) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    engine,
    scenario: scenario.name,
    bytes: scenario.bytes ?? 0,
    requests: latencies.length,
    errors,
    seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  };
}

async function benchEngine(engine: string, start: () => Promise<LocalStack>): Promise<Result[]> {
  console.error(`${engine}: starting the local stack…`);
  const stack = await start();
  try {
    await stack.db.transaction((q) => q.exec(BENCH_BUCKET_SQL));
    const client = await signIn(stack);
    const seeded = await client.storage
      .from('bench')
      .upload('download.bin', new Blob([FILE]), { upsert: true });
    if (seeded.error) throw new Error(`Cannot upload the download fixture: ${seeded.error.message}`);
    const results: Result[] = [];
    for (const scenario of scenarios) {
      console.error(`  ${scenario.name}: ${SECONDS}s at concurrency ${CONCURRENCY}`);
      results.push(await measure(engine, client, scenario));
    }
    return results;
  } finally {
    await stack.stop();
  }
}

async function main(): Promise<void> {
  const results: Result[] = [];
  results.push(
    ...(await benchEngine('PGlite (memory)', () =>
      startLocalStack({ port: 0, db: 'memory', seed: 'demo', log: false }),
    )),
  );

  const pg = await startPostgres();
  if (!pg) {
    console.error('PostgreSQL: skipped (no PostgreSQL binaries found; set PG_BIN_DIR to enable).');
  } else {
    try {
      const version = await (async () => {
        const { default: pgLib } = await import('pg');
        const c = new pgLib.Client({ connectionString: pg.url });
        await c.connect();
        try {
          const r = await c.query<{ v: string }>(`select current_setting('server_version') as v`);
          return r.rows[0]?.v ?? '';
        } finally {
          await c.end();
        }
      })();
      results.push(
        ...(await benchEngine(`PostgreSQL ${version}`.trim(), () =>
          startLocalStack({ port: 0, databaseUrl: pg.url, seed: 'demo', log: false }),
        )),
      );
    } finally {
      await pg.stop();
    }
  }

  const fmt = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '–');
  console.log('');
  console.log(
    `REST and Storage through supabase-js, ${SECONDS}s per scenario, concurrency ${CONCURRENCY}, Node ${process.versions.node}`,
  );
  console.log('');
  console.log('| engine | scenario | requests | errors | req/s | MB/s | p50 ms | p95 ms |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    const rate = r.requests / r.seconds;
    const mbps = r.bytes ? fmt((rate * r.bytes) / MB) : '–';
    console.log(
      `| ${r.engine} | ${r.scenario} | ${r.requests} | ${r.errors} | ${fmt(rate, 0)} | ${mbps} | ${fmt(r.p50)} | ${fmt(r.p95)} |`,
    );
  }
  if (results.some((r) => r.errors > 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
