// `npm run bench:library`: does the answer library's search stay fast as the library grows?
//
// Starts the local stack (PostgreSQL 15 when its binaries exist, else PGlite; or
// BENCH_ENGINE=pglite|postgres), seeds two workspaces of 100 and 10,000 entries
// (scripts/bench-library-seed.ts: titles, ~1 KB answers, tags, categories, one entry in four
// used in won, lost and open tenders), signs in as each workspace's member with unmodified
// supabase-js and times `search_answers` as the library screen calls it (current entries,
// a page of 25): two words, a prefix while typing, a misspelling, and the 'Most won' sort.
// Each figure is the median of BENCH_RUNS calls (default 15) after BENCH_WARMUPS (default 3).
// Prints both sizes side by side with the ratio; the target is every 10,000 figure within
// 1.5× of its 100 figure. A search of 100 entries may fill less than a page (21 rows where
// 10,000 entries give 25), and each row costs its highlighting and its bytes, so each search
// is also timed at 10,000 entries asking for as many rows as the 100-entry one returned: the
// same page from a library 100 times larger.
import { loadavg } from 'node:os';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { LocalStack } from '@tenderflow/local-supabase';
import { BENCH_PASSWORD, seedLibrary } from './bench-library-seed.ts';
import { onBenchStack } from './bench-stack.ts';

const RUNS = Math.min(Math.max(Number(process.env.BENCH_RUNS ?? 15) || 15, 1), 101);
const WARMUPS = Math.min(Math.max(Number(process.env.BENCH_WARMUPS ?? 3) || 3, 0), 20);
const SIZES = [100, 10_000] as const;

interface Measure {
  name: string;
  query: string;
  sort: 'relevance' | 'updated' | 'wins';
}

const MEASURES: Measure[] = [
  { name: "two words ('waste plan')", query: 'waste plan', sort: 'relevance' },
  { name: "a prefix while typing ('scaff')", query: 'scaff', sort: 'relevance' },
  { name: "a misspelling ('insurnce')", query: 'insurnce', sort: 'relevance' },
  { name: "'Most won', no words", query: '', sort: 'wins' },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Figure {
  ms: number;
  rows: number;
  total: number;
}

/** A signed-in member's search of one workspace, as the library screen calls it. */
async function searcher(stack: LocalStack, seeded: { email: string; workspaceId: string }) {
  const client = createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  const { error } = await client.auth.signInWithPassword({ email: seeded.email, password: BENCH_PASSWORD });
  if (error) throw new Error(`Cannot sign in as ${seeded.email}: ${error.message}`);
  // As the library screen asks (src/features/library/api/queries.ts): current entries, 25.
  return async (measure: Measure, limit = 25) => {
    const started = performance.now();
    const { data, error: callError } = await client.rpc('search_answers', {
      p_workspace_id: seeded.workspaceId,
      p_query: measure.query,
      p_statuses: ['draft', 'approved'],
      p_sort: measure.sort,
      p_limit: limit,
    });
    const ms = performance.now() - started;
    if (callError) throw new Error(`${measure.name}: ${callError.message}`);
    return { ms, rows: data.length, total: Number(data[0]?.total ?? 0) };
  };
}

async function measure(stack: LocalStack, engine: string): Promise<void> {
  const seeded = [];
  for (const size of SIZES) seeded.push({ size, ...(await seedLibrary(stack, size)) });
  const small = await searcher(stack, seeded[0]!);
  const large = await searcher(stack, seeded[1]!);
  const load = [loadavg()[0]!];
  const rows: string[] = [];
  for (const search of MEASURES) {
    // Both sizes call by call, so that the machine's drift during the run weighs on both alike;
    // and the large library again for as many rows as the small one returned (the same page).
    const samples: Figure[][] = [[], [], []];
    for (let i = 0; i < WARMUPS + RUNS; i++) {
      const a = await small(search);
      const b = await large(search);
      const c = await large(search, Math.max(a.rows, 1));
      if (i >= WARMUPS) [a, b, c].forEach((figure, n) => samples[n]!.push(figure));
    }
    const [a, b, c] = samples.map((figures) => ({
      ...figures.at(-1)!,
      ms: median(figures.map((f) => f.ms)),
    }));
    rows.push(
      `| ${search.name} | ${a!.ms.toFixed(1)} | ${b!.ms.toFixed(1)} | ${(b!.ms / a!.ms).toFixed(2)}× | ${a!.rows} · ${a!.total} | ${b!.rows} · ${b!.total} | ${c!.ms.toFixed(1)} | ${(c!.ms / a!.ms).toFixed(2)}× |`,
    );
    load.push(loadavg()[0]!);
  }
  const day = new Date().toISOString().slice(0, 10);
  console.log(
    `\n${engine}, ${day}, supabase-js RPC as a signed-in member, median of ${RUNS} calls after ${WARMUPS} warm-ups, ` +
      `load average ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}\n`,
  );
  console.log(
    '| search | 100 entries (ms) | 10,000 entries (ms) | ratio | rows · total at 100 | at 10,000 | 10,000, same rows as 100 (ms) | ratio |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.log(row);
}

await onBenchStack('bench_library', 'none', measure);
