import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Everything a contributor needs lives in the repository (a clone has no tracker): no file points at a
// document a clone does not have, every security-check id a test cites is defined in
// docs/security-checks.md, and every relative link in the docs leads to a tracked file.

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Files whose bytes are never text, by extension (the rest are skipped if they hold a NUL byte). */
const BINARY = /\.(pdf|xlsx|docx|pptx|zip|png|jpe?g|gif|webp|ico|woff2?|ttf|otf|gz|br|wasm|tar)$/i;

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);
const trackedSet = new Set(tracked);

/** Every tracked text file's content, read once (the lockfile is generated and skipped). */
const texts = new Map<string, string>();
for (const file of tracked) {
  if (file === 'package-lock.json' || BINARY.test(file)) continue;
  let bytes: Buffer;
  try {
    bytes = readFileSync(posix.join(root, file));
  } catch {
    continue; // deleted in the working tree, not yet in the index
  }
  if (bytes.includes(0)) continue;
  texts.set(file, bytes.toString('utf8'));
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

describe('nothing in the repository refers to a file outside it', () => {
  // Spelled in pieces so this file does not match itself.
  const outside = [
    ['..', 'shared'].join('/'),
    ['', 'work', 'shared'].join('/'),
    ['SPEC', '§'].join(' '),
    ['security', 'tests.md'].join('-'),
    ['local', 'stack', 'contract.md'].join('-'),
    ['ARCHITECTURE', 'md'].join('.'),
    ['MARKET', 'md'].join('.'),
  ];

  it('no file names the shared folder, SPEC sections or the shared design documents', () => {
    const found: string[] = [];
    for (const [file, text] of texts) {
      for (const needle of outside) {
        for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
          found.push(`${file}:${lineOf(text, at)}: ${needle}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});

describe('security-check ids', () => {
  const ID = String.raw`[A-F]\d{1,2}`;
  /** Ids joined the way the files list them: `B3, B4`, `E3 and E4`, `A1–A9`, `A3/B4`. */
  const LIST = String.raw`${ID}(?:\s*(?:,|/|–|and|to)\s*${ID})*`;
  /**
   * A file cites an id when a quoted test description starts with it (`'B9: …'`,
   * `'A3/B4: …'`), when a comment line starts with it (`-- B1: anon`, `// D4 (…): …`), or
   * when it follows the name of the checks file (`docs/security-checks.md E3 and E4`).
   */
  const CITES = [
    new RegExp(String.raw`['"\`](${ID}(?:/${ID})*):\s`, 'g'),
    new RegExp(String.raw`(?:^|\s)(?://|--|\*)\s+(${LIST})(?:\s+\([^)\n]*\))?:\s`, 'gm'),
    new RegExp(String.raw`docs/security-checks\.md[ \t]+\(?(${LIST})\b`, 'g'),
  ];
  const CHECKS = 'docs/security-checks.md';

  /** An id is defined by a heading or list item of the checks file that starts with it. */
  const defined = new Set<string>();
  for (const match of (texts.get(CHECKS) ?? '').matchAll(
    new RegExp(String.raw`^\s*(?:#{2,6}\s+|[-*]\s+\*\*)(${ID})\b`, 'gm'),
  )) {
    defined.add(match[1]!);
  }

  it('docs/security-checks.md defines the ids', () => {
    expect(texts.has(CHECKS)).toBe(true);
    expect(defined.size).toBeGreaterThan(0);
  });

  it('every id a file cites is defined in docs/security-checks.md', () => {
    const unresolved: string[] = [];
    let cited = 0;
    for (const [file, text] of texts) {
      if (file === CHECKS) continue;
      for (const pattern of CITES) {
        for (const match of text.matchAll(pattern)) {
          for (const id of match[1]!.match(new RegExp(ID, 'g'))!) {
            cited++;
            if (!defined.has(id)) unresolved.push(`${file}:${lineOf(text, match.index)}: ${id}`);
          }
        }
      }
    }
    expect(unresolved).toEqual([]);
    expect(cited).toBeGreaterThan(0); // the patterns still find the tests' citations
  });
});

describe('relative links in the docs', () => {
  const docs = [...texts.keys()].filter(
    (file) =>
      file === 'README.md' || /^docs\/[^/]+\.md$/.test(file) || /^packages\/[^/]+\/README\.md$/.test(file),
  );
  const LINK = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|^\s*\[[^\]]+\]:\s*(\S+)/gm;
  const isTrackedDir = (dir: string) => tracked.some((file) => file.startsWith(`${dir}/`));

  it('covers the README, docs/ and the package READMEs', () => {
    expect(docs).toContain('README.md');
    expect(docs.some((file) => file.startsWith('docs/'))).toBe(true);
  });

  it('every relative link resolves to a tracked file', () => {
    const broken: string[] = [];
    for (const file of docs) {
      const text = texts.get(file)!;
      for (const match of text.matchAll(LINK)) {
        const target = match[1] ?? match[2]!;
        if (/^([a-z][a-z0-9+.-]*:|#)/i.test(target)) continue; // a URL, mail or an anchor here
        const path = decodeURI(target.split(/[#?]/)[0]!);
        const resolved = posix.normalize(posix.join(posix.dirname(file), path)).replace(/\/$/, '');
        if (resolved.startsWith('..') || !(trackedSet.has(resolved) || isTrackedDir(resolved))) {
          broken.push(`${file}:${lineOf(text, match.index)}: ${target}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('every file the docs name in code (`src/lib/errors.ts`, `save-tender.ts`) exists', () => {
    // Files the build writes into dist/, and the one a reader saves from docs/performance.md.
    const notInGit = new Set([
      '404.html',
      'spa.html',
      'vercel.json',
      '_worker.js',
      '_routes.json',
      'explain.sql',
    ]);
    const FILE = /`([\w@./-]+\.(?:ts|tsx|mjs|js|sql|md|json|toml|css|html))`/g;
    const missing: string[] = [];
    for (const file of docs) {
      const text = texts.get(file)!;
      for (const match of text.matchAll(FILE)) {
        const name = match[1]!;
        if (notInGit.has(name)) continue;
        if (!tracked.some((path) => path === name || path.endsWith(`/${name}`))) {
          missing.push(`${file}:${lineOf(text, match.index)}: ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
