// `vite preview` as the static host: the headers and redirects come from the build's own
// `_headers` and `_redirects` (never recomputed from the environment at preview time), a
// path without a file falls back the way the host falls back, and an unknown page gets
// the prerendered 404.html with status 404.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  NOT_FOUND_FILE,
  parseHeadersFile,
  parseRedirectsFile,
  pathMatches,
  REVALIDATE,
} from './static-host.ts';

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** A file serves this path: itself, `<path>.html`, or `<path>/index.html`. */
function hasFile(outDir: string, pathname: string): boolean {
  const path = join(outDir, pathname);
  return pathname.endsWith('/') ? isFile(join(path, 'index.html')) : isFile(path) || isFile(`${path}.html`);
}

export function staticHostPreview(): Plugin {
  return {
    name: 'static-host-preview',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const read = (name: string) =>
        isFile(join(outDir, name)) ? readFileSync(join(outDir, name), 'utf8') : '';
      const headerRules = parseHeadersFile(read('_headers'));
      const redirectRules = parseRedirectsFile(read('_redirects'));

      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://preview');
        let pathname: string;
        try {
          pathname = decodeURIComponent(url.pathname);
        } catch {
          return next();
        }
        for (const rule of headerRules) {
          if (!pathMatches(rule.path, pathname)) continue;
          for (const [name, value] of Object.entries(rule.headers)) res.setHeader(name, value);
        }
        if ((req.method !== 'GET' && req.method !== 'HEAD') || hasFile(outDir, pathname)) return next();

        const redirect = redirectRules.find((rule) => pathMatches(rule.from, pathname));
        if (redirect?.status === 301) {
          res.writeHead(301, { Location: `${redirect.to}${url.search}` });
          return res.end();
        }
        if (redirect) {
          req.url = redirect.to;
          return next();
        }
        const page = !/\.[a-z0-9]+$/i.test(pathname);
        const notFound = join(outDir, NOT_FOUND_FILE);
        if (!page || !isFile(notFound)) return next();
        res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': REVALIDATE });
        res.end(req.method === 'HEAD' ? undefined : readFileSync(notFound));
      });
    },
  };
}
