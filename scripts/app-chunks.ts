// The signed-in app's chunks (docs/architecture.md, "The public site"). Left to itself,
// the bundler makes a chunk of every set of modules shared by the same routes: an /app
// screen loaded 56 files, most under 2 KB, through HTTP/1.1's six connections at 150 ms
// each, and a return visit asked the service worker for every one of them. These groups
// gather what every /app screen loads anyway into a few chunks, and never move a module
// the public pages load (their budgets and the rule that they load no supabase-js hold).
import type { Plugin, Rolldown } from 'vite';

type Graph = Pick<Rolldown.PluginContext, 'getModuleInfo'>;

/** The modules the roots import statically, transitively, stopping at those in `without`. */
function closure(graph: Graph, roots: string[], without: Set<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id) || without.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const ROUTES = {
  entry: /[\\/]src[\\/]main\.tsx$/,
  publicPages: /[\\/]src[\\/]app[\\/]routes[\\/]marketing[\\/][^\\/]+\.tsx$/,
  authPages: /[\\/]src[\\/]app[\\/]routes[\\/]auth[\\/][^\\/]+\.tsx$/,
  sessionRoot: /[\\/]src[\\/]app[\\/]routes[\\/]session-root\.tsx$/,
  shell: /[\\/]src[\\/]app[\\/]routes[\\/]app[\\/](layout\.tsx|prefetch\.ts)$/,
  prefetch: /[\\/]src[\\/]app[\\/]routes[\\/]app[\\/]prefetch\.ts$/,
  screenPrefetch: /[\\/]src[\\/]app[\\/]routes[\\/]app[\\/]prefetch[\\/][^\\/]+\.ts$/,
};
const ROUTE_MODULE = /[\\/]src[\\/]app[\\/]routes[\\/]/;

/** The plugin that reads the module graph, and the groups (for `output.codeSplitting`) it fills. */
export function appChunks(): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  const sets = {
    session: new Set<string>(),
    signedIn: new Set<string>(),
    data: new Set<string>(),
    shell: new Set<string>(),
  };
  let screensCommon = new Set<string>();
  const plugin: Plugin = {
    name: 'app-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (pattern: RegExp) => ids.filter((id) => pattern.test(id));
      const entry = closure(this, find(ROUTES.entry));
      const publicPages = closure(this, [...entry, ...find(ROUTES.publicPages)]);
      const authPages = closure(this, find(ROUTES.authPages));
      const sessionRoot = find(ROUTES.sessionRoot);
      const shellRoots = find(ROUTES.shell);
      // supabase-js, React Query, the session: what the auth pages and the app both need.
      const session = closure(this, sessionRoot, publicPages);
      const layout = closure(this, shellRoots, new Set([...publicPages, ...session]));
      // Route modules keep chunks of their own: the build manifest (and so the HTML's
      // preload lists) names a route by its module.
      for (const root of [...sessionRoot, ...shellRoots]) {
        session.delete(root);
        layout.delete(root);
      }
      sets.session = session;
      // The layout's modules the sign-in and sign-up pages use too, and the rest.
      // What the screens' first queries need (routes/app/prefetch.ts), apart from the view:
      // the SPA shell preloads it with the screen (its inline script, src/app/early-requests/shell-script.js).
      sets.data = closure(this, find(ROUTES.prefetch), new Set([...publicPages, ...session]));
      for (const root of find(ROUTES.prefetch)) sets.data.delete(root);
      sets.signedIn = new Set([...layout].filter((id) => authPages.has(id) && !sets.data.has(id)));
      sets.shell = new Set([...layout].filter((id) => !authPages.has(id) && !sets.data.has(id)));

      // Our own modules that several screens share, when nothing they import is a library
      // no screen would otherwise load (a form's zod stays with the forms).
      const everyScreenLoads = new Set([...entry, ...session, ...layout]);
      // …nor one a screen's first queries need: they stay small and apart from the view's.
      const screenData = closure(this, find(ROUTES.screenPrefetch));
      const grouped = new Set([...publicPages, ...authPages, ...session, ...layout, ...screenData]);
      const light = (id: string) =>
        [...closure(this, [id], everyScreenLoads)].every((dep) => !dep.includes('node_modules'));
      screensCommon = new Set(
        ids.filter(
          (id) => /[\\/]src[\\/]/.test(id) && !ROUTE_MODULE.test(id) && !grouped.has(id) && light(id),
        ),
      );
    },
  };
  const groups: Rolldown.CodeSplittingGroup[] = [
    { name: 'session', test: (id) => sets.session.has(id), priority: 2 },
    { name: 'signed-in', test: (id) => sets.signedIn.has(id), priority: 2 },
    { name: 'app-data', test: (id) => sets.data.has(id), priority: 3 },
    { name: 'app-shell', test: (id) => sets.shell.has(id), priority: 1 },
    // Shared by three screens or more: fewer requests for a few KB the screen may not use. A
    // larger module (the tender column spec) stays with the screens that import it.
    {
      name: 'app-common',
      test: (id) => screensCommon.has(id),
      minShareCount: 3,
      maxModuleSize: 6 * 1024,
    },
  ];
  return { plugin, groups };
}
