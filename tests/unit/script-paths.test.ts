// The scripts a contributor runs start files by path: after a file moves, `npm run dev` or a
// `npm run` script must not be left pointing at the old place (as the dev script once was).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe('the files the scripts start exist', () => {
  it('scripts/dev.mjs: every source file it joins from the root', () => {
    const joined = [...read('scripts/dev.mjs').matchAll(/join\(root, ((?:'[^']+'(?:, )?)+)\)/g)]
      .map((match) => [...match[1]!.matchAll(/'([^']+)'/g)].map((part) => part[1]!).join('/'))
      .filter((path) => /\.(?:[cm]?[jt]s)$/.test(path));
    expect(joined).toContain('packages/local-supabase/src/main.ts');
    expect(joined.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it('package.json: every file a script runs with tsx or node', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    const files = Object.values(scripts).flatMap((command) =>
      [...command.matchAll(/\b(?:tsx|node) ([\w./-]+\.(?:[cm]?[jt]s))/g)].map((match) => match[1]!),
    );
    expect(files.length).toBeGreaterThan(5);
    expect(files.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });
});
