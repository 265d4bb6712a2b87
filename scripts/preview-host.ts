// `vite preview` as the static host: the headers and redirects come from the build's own
// `_headers` and `_redirects` (never recomputed from the environment at preview time), a
// path without a file falls back the way the host falls back, an unknown page gets the
// prerendered 404.html with status 404, and a same-origin build's API paths go to the
// Supabase project its `_redirects` names, as the hosts' rewrites send them.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  isProxy,
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

/** Sends the request on to `target` as it came, and its answer back as it comes. */
function forward(req: IncomingMessage, res: ServerResponse, target: URL): void {
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
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
        const proxy = redirectRules.find((rule) => isProxy(rule) && pathMatches(rule.from, pathname));
        if (proxy) {
          const rest = url.pathname.slice(proxy.from.length - 1);
          return forward(req, res, new URL(proxy.to.replace(':splat', rest) + url.search));
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
