// The production dependencies (what ships to the browser) and their licences, read from
// package-lock.json: no network, and exactly what `npm ci` installs. `npm run licenses`
// prints a summary and a table of the direct ones (`-- --all` lists transitive packages too).
import { readFileSync } from 'node:fs';

interface LockedPackage {
  version: string;
  license?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

export interface ProductionPackage {
  name: string;
  version: string;
  license: string;
  /** Listed in package.json's dependencies (not only pulled in by one). */
  direct: boolean;
}

/** Where Node resolves `name` from the package at `from`: its own node_modules, then each one above. */
function resolvePath(
  packages: Record<string, LockedPackage>,
  from: string,
  name: string,
): string | undefined {
  for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/node_modules/')))) {
    const path = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[path]) return path;
    if (!dir) return undefined;
  }
}

/**
 * What ships to the browser: the root's `dependencies` and everything they pull in, read from
 * package-lock.json (no network, exactly what `npm ci` installs). The lockfile's own `dev`
 * flags are not enough: the workspace packages (the local stack) are development tools, yet
 * npm counts their dependencies as production.
 */
export function productionPackages(root = '.'): ProductionPackage[] {
  const { packages } = JSON.parse(readFileSync(`${root}/package-lock.json`, 'utf8')) as {
    packages: Record<string, LockedPackage>;
  };
  const direct = new Set(Object.keys(packages['']!.dependencies ?? {}));
  const found = new Map<string, LockedPackage>();
  const queue = [...direct].map((name) => resolvePath(packages, '', name));
  for (let path = queue.pop(); path !== undefined || queue.length; path = queue.pop()) {
    if (!path || found.has(path)) continue;
    const entry = packages[path]!;
    found.set(path, entry);
    const names = Object.keys({ ...entry.dependencies, ...entry.optionalDependencies });
    queue.push(...names.map((name) => resolvePath(packages, path, name)));
  }
  return [...found]
    .map(([path, entry]) => {
      const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
      return { name, version: entry.version, license: entry.license ?? 'UNKNOWN', direct: direct.has(name) };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const all = productionPackages();
  const counts = new Map<string, number>();
  for (const { license } of all) counts.set(license, (counts.get(license) ?? 0) + 1);
  const summary = [...counts].sort((a, b) => b[1] - a[1]).map(([license, count]) => `${license} ${count}`);
  console.log(
    `${all.length} production packages, ${all.filter((p) => p.direct).length} of them direct: ${summary.join(', ')}\n`,
  );
  const listed = process.argv.includes('--all') ? all : all.filter((p) => p.direct);
  console.log('| package | version | licence |\n| --- | --- | --- |');
  for (const { name, version, license } of listed) console.log(`| ${name} | ${version} | ${license} |`);
}
