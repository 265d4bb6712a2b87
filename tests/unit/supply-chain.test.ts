import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productionPackages } from '../../scripts/licenses';

// Issue 14: the registry's audit endpoint is out of reach from CI, so the lockfile is kept
// honest instead: what package.json asks for is pinned, locked with an integrity hash,
// and comes from the npm registry, and CI installs exactly that with `npm ci`.

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
const pkg = JSON.parse(read('package.json')) as Record<
  'dependencies' | 'devDependencies',
  Record<string, string>
>;
const lock = JSON.parse(read('package-lock.json')) as {
  lockfileVersion: number;
  packages: Record<string, { version?: string; resolved?: string; integrity?: string; link?: boolean }>;
};

const EXACT_VERSION = /^\d+\.\d+\.\d+(-[\w.]+)?$/;
const PERMISSIVE = ['MIT', 'ISC', 'Apache-2.0', '0BSD', 'BSD-2-Clause', 'BSD-3-Clause'];

describe('the lockfile', () => {
  it('is lockfile version 3 and in step with package.json', () => {
    expect(lock.lockfileVersion).toBe(3);
    const root = lock.packages[''] as unknown as typeof pkg;
    expect(root.dependencies).toEqual(pkg.dependencies);
    expect(root.devDependencies).toEqual(pkg.devDependencies);
  });

  it('pins every dependency to an exact registry version: no range, no git, http or file source', () => {
    for (const [name, spec] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
      expect(spec, name).toMatch(EXACT_VERSION);
    }
  });

  it('locks every package with a sha512 integrity hash, from the npm registry only', () => {
    const entries = Object.entries(lock.packages).filter(([path]) => path !== '');
    expect(entries.length).toBeGreaterThan(100);
    for (const [path, entry] of entries) {
      expect(entry.link, path).toBeUndefined();
      expect(entry.version, path).toMatch(EXACT_VERSION);
      expect(entry.integrity, path).toMatch(/^sha512-/);
      if (entry.resolved) expect(entry.resolved, path).toMatch(/^https:\/\/registry\.npmjs\.org\//);
    }
  });

  it('is what CI installs, with npm ci', () => {
    const ci = read('.ci/run');
    expect(ci).toMatch(/^npm ci\b/m);
    expect(ci).not.toMatch(/\bnpm (install|i)\b/);
  });
});

describe('production dependencies', () => {
  it('all carry a permissive licence (the README lists them: npm run licenses)', () => {
    const packages = productionPackages(new URL('../..', import.meta.url).pathname);
    expect(packages.filter((entry) => entry.direct)).toHaveLength(Object.keys(pkg.dependencies).length);
    for (const { name, license } of packages) expect(PERMISSIVE, `${name}: ${license}`).toContain(license);
  });
});
