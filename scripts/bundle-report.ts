// What the landing page downloads before it can paint: the entry script, its
// modulepreloads and every chunk they import statically (followed transitively),
// read straight from the built index.html, so no build manifest is needed.
//
//   npx vite build && npx tsx scripts/bundle-report.ts [distDir] [--budget=100]
//
// Exits 1 when that JavaScript contains supabase-js or TanStack Query code (the public
// site must never download them), or, with --enforce-budget, when it exceeds the budget.
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const dist = args.find((arg) => !arg.startsWith('--')) ?? 'dist';
const budgetKb = Number(args.find((arg) => arg.startsWith('--budget='))?.split('=')[1] ?? 100);
const enforceBudget = args.includes('--enforce-budget');

/** Code that only the signed-in area may load; each pattern is a string that survives minification. */
const forbidden: { name: string; pattern: RegExp }[] = [
  { name: 'supabase-js', pattern: /supabase-js|GoTrueClient|PostgrestClient|RealtimeClient/ },
  { name: '@tanstack/react-query', pattern: /@tanstack|No QueryClient set|QueryClientProvider/ },
];

const indexHtml = join(dist, 'index.html');
if (!existsSync(indexHtml)) {
  console.error(`No ${indexHtml}: run \`npx vite build\` first.`);
  process.exit(2);
}
const html = readFileSync(indexHtml, 'utf8');
const entries = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((match) => match[1]);

// Static imports only: `import"./x.js"`, `import{a}from"./x.js"`, `export*from"./x.js"`; never `import("./x.js")`.
const staticImport = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{},\s]*?\s*from\s*)?["']([^"']+\.js)["']/g;

const seen = new Map<string, string>();
const queue = entries.map((src) => posix.normalize(src));
while (queue.length) {
  const url = queue.shift()!;
  if (seen.has(url)) continue;
  const code = readFileSync(join(dist, url), 'utf8');
  seen.set(url, code);
  for (const [, specifier] of code.matchAll(staticImport)) {
    queue.push(posix.join(posix.dirname(url), specifier));
  }
}

const rows = [...seen].map(([url, code]) => ({
  url,
  raw: Buffer.byteLength(code),
  gzip: gzipSync(code, { level: 9 }).length,
  code,
}));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('Landing page JavaScript (entry + static imports):');
for (const row of rows)
  console.log(`  ${row.url.padEnd(48)} ${kb(row.raw).padStart(10)} raw ${kb(row.gzip).padStart(9)} gzip`);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const totalRaw = rows.reduce((sum, row) => sum + row.raw, 0);
console.log(`  ${'total'.padEnd(48)} ${kb(totalRaw).padStart(10)} raw ${kb(total).padStart(9)} gzip`);

const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((match) => match[1]);
for (const href of css) {
  const code = readFileSync(join(dist, href));
  console.log(`CSS ${href}: ${kb(code.length)} raw, ${kb(gzipSync(code, { level: 9 }).length)} gzip`);
}

let failed = false;
for (const { name, pattern } of forbidden) {
  const offenders = rows.filter((row) => pattern.test(row.code)).map((row) => row.url);
  if (offenders.length) {
    failed = true;
    console.error(`FAIL: ${name} code in the landing JavaScript: ${offenders.join(', ')}`);
  } else {
    console.log(`ok: no ${name} code in the landing JavaScript`);
  }
}
const overBudget = total > budgetKb * 1024;
console.log(`${overBudget ? 'OVER' : 'ok'}: ${kb(total)} gzip against a budget of ${budgetKb} KB`);
if (failed || (overBudget && enforceBudget)) process.exit(1);
