import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productionPackages } from '../../scripts/licenses';

// The registry's audit endpoint is out of reach from CI, so the lockfile is kept
// honest instead: what package.json asks for is pinned, locked with an integrity hash,
// and comes from the npm registry, and CI installs exactly that with `npm ci`.

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
type Manifest = Record<'dependencies' | 'devDependencies', Record<string, string>> & {
  workspaces?: string[];
};
const pkg = JSON.parse(read('package.json')) as Manifest;
/** The npm workspaces (the local stack's package): their manifests, by folder. */
const workspaces = ['packages/local-supabase'];
const workspaceManifests = workspaces.map(
  (dir) => [dir, JSON.parse(read(`${dir}/package.json`)) as Manifest] as const,
);
const lock = JSON.parse(read('package-lock.json')) as {
  lockfileVersion: number;
  packages: Record<
    string,
    {
      version?: string;
      resolved?: string;
      integrity?: string;
      link?: boolean;
      optionalDependencies?: Record<string, string>;
    }
  >;
};

// A semver pre-release may hold hyphens (Babel has 7.21.0-placeholder-for-preset-env.2).
const EXACT_VERSION = /^\d+\.\d+\.\d+(-[\w.-]+)?$/;
// BlueOak-1.0.0: graceful-fs, under read-excel-file's Node entry (never in the browser build).
const PERMISSIVE = ['MIT', 'ISC', 'Apache-2.0', '0BSD', 'BSD-2-Clause', 'BSD-3-Clause', 'BlueOak-1.0.0'];

describe('the lockfile', () => {
  it('is lockfile version 3 and in step with package.json', () => {
    expect(lock.lockfileVersion).toBe(3);
    const root = lock.packages[''] as unknown as typeof pkg;
    expect(root.dependencies).toEqual(pkg.dependencies);
    expect(root.devDependencies).toEqual(pkg.devDependencies);
    expect(pkg.workspaces).toEqual(['packages/*']);
    for (const [dir, manifest] of workspaceManifests) {
      const locked = lock.packages[dir] as unknown as Manifest;
      expect(locked.dependencies, dir).toEqual(manifest.dependencies);
      expect(locked.devDependencies, dir).toEqual(manifest.devDependencies);
    }
  });

  it('pins every dependency to an exact registry version: no range, no git, http or file source', () => {
    for (const manifest of [pkg, ...workspaceManifests.map(([, m]) => m)]) {
      for (const [name, spec] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
        expect(spec, name).toMatch(EXACT_VERSION);
      }
    }
  });

  it('locks every package with a sha512 integrity hash, from the npm registry only (workspaces are linked)', () => {
    const linked = (path: string) =>
      workspaces.includes(path) || workspaces.includes(String(lock.packages[path]?.resolved));
    const entries = Object.entries(lock.packages).filter(([path]) => path !== '' && !linked(path));
    expect(entries.length).toBeGreaterThan(100);
    expect(lock.packages['node_modules/@tenderflow/local-supabase']).toEqual({
      resolved: 'packages/local-supabase',
      link: true,
    });
    for (const [path, entry] of entries) {
      expect(entry.link, path).toBeUndefined();
      expect(entry.version, path).toMatch(EXACT_VERSION);
      expect(entry.integrity, path).toMatch(/^sha512-/);
      if (entry.resolved) expect(entry.resolved, path).toMatch(/^https:\/\/registry\.npmjs\.org\//);
    }
  });

  it('lists every optional platform binding, or npm ci refuses it as out of sync', () => {
    const locked = new Set(Object.keys(lock.packages).map((path) => path.replace(/^.*node_modules\//, '')));
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {}))
        expect(locked, `${path} → ${name}`).toContain(name);
    }
  });

  it('is what CI installs, with npm ci', () => {
    const ci = read('.ci/run');
    expect(ci).toMatch(/^npm ci\b/m);
    expect(ci).not.toMatch(/\bnpm (install|i)\b/);
  });
});

/**
 * Licences given other than as one SPDX name, each read: mammoth's (the .docx reader) duck says
 * 'BSD' and its LICENSE file is the 2-clause text.
 */
const EXAMINED: Record<string, string> = { 'duck: BSD': 'BSD-2-Clause' };

/** An SPDX name or expression: any of an OR's choices, every part of an AND (jszip: MIT OR GPL; pako: MIT AND Zlib). */
function permissive(license: string): boolean {
  const bare = license.replace(/^\((.*)\)$/, '$1');
  if (bare.includes(' OR ')) return bare.split(' OR ').some(permissive);
  if (bare.includes(' AND ')) return bare.split(' AND ').every(permissive);
  return [...PERMISSIVE, 'Zlib'].includes(bare);
}

describe('production dependencies', () => {
  it('all carry a permissive licence (npm run licenses lists them)', () => {
    const packages = productionPackages(new URL('../..', import.meta.url).pathname);
    expect(packages.filter((entry) => entry.direct)).toHaveLength(Object.keys(pkg.dependencies).length);
    for (const { name, license } of packages)
      expect(permissive(EXAMINED[`${name}: ${license}`] ?? license), `${name}: ${license}`).toBe(true);
  });
});
