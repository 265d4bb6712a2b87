// A temporary folder for one test file (removed after its tests): PGlite data directories,
// seed files and migration folders.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

export function scratchFolder(prefix: string) {
  let root = '';
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), prefix));
  });
  // Retried: a PGlite directory can still be settling its last files when the suite ends
  // (ENOTEMPTY once in CI, on the failing-migration folder).
  afterAll(() => rmSync(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }));
  const path = (name: string) => join(root, name);
  return {
    path,
    /** A folder `name` holding these migration files. */
    migrations(name: string, files: Record<string, string>): string {
      const dir = path(name);
      mkdirSync(dir, { recursive: true });
      for (const [file, sql] of Object.entries(files)) writeFileSync(join(dir, file), sql);
      return dir;
    },
  };
}
