// The production dependencies (what ships to the browser) and their licences, read from
// package-lock.json: no network, and exactly what `npm ci` installs. `npm run licenses`
// prints the README's summary and table (`-- --all` lists transitive packages too).
import { readFileSync } from 'node:fs';

interface LockedPackage {
  version: string;
  license?: string;
  dev?: boolean;
  devOptional?: boolean;
}

export interface ProductionPackage {
  name: string;
  version: string;
  license: string;
  /** Listed in package.json's dependencies (not only pulled in by one). */
  direct: boolean;
}

/** Every package `npm ci --omit=dev` installs, with its licence as the lockfile records it. */
export function productionPackages(root = '.'): ProductionPackage[] {
  const { packages } = JSON.parse(readFileSync(`${root}/package-lock.json`, 'utf8')) as {
    packages: Record<string, LockedPackage>;
  };
  const manifest = packages[''] as unknown as { dependencies?: Record<string, string> };
  const direct = new Set(Object.keys(manifest.dependencies ?? {}));
  return Object.entries(packages)
    .filter(([path, entry]) => path !== '' && !entry.dev && !entry.devOptional)
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
