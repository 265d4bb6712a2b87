// `vite preview` as the static host: the headers and redirects come from the build's own
// `_headers` and `_redirects` (never recomputed from the environment at preview time), a
// path without a file falls back the way the host falls back, an unknown page gets the
// prerendered 404.html with status 404, and a same-origin build's API paths go to the
// Supabase project its `_redirects` names, as the hosts' rewrites send them. Scripts and
// styles go out in Brotli to a browser that takes it, as the three hosts send them (Vite's
// own preview sends gzip, a seventh larger).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
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

const BROTLI_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** Sends a built asset (hashed, never changing) Brotli-compressed, once compressed. */
function sendBrotli(res: ServerResponse, path: string, head: boolean, cache: Map<string, Buffer>): void {
  let body = cache.get(path);
  if (!body) cache.set(path, (body = brotliCompressSync(readFileSync(path))));
  res.writeHead(200, {
    'Content-Type': BROTLI_TYPES[extname(path)]!,
    'Content-Encoding': 'br',
    'Content-Length': body.length,
    Vary: 'Accept-Encoding',
  });
  res.end(head ? undefined : body);
}

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
      const brotli = new Map<string, Buffer>();

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
        const get = req.method === 'GET' || req.method === 'HEAD';
        const asset = join(outDir, pathname);
        if (
          get &&
          pathname.startsWith('/assets/') &&
          Object.hasOwn(BROTLI_TYPES, extname(pathname)) &&
          asset.startsWith(outDir + sep) &&
          /\bbr\b/.test(String(req.headers['accept-encoding'] ?? '')) &&
          isFile(asset)
        ) {
          return sendBrotli(res, asset, req.method === 'HEAD', brotli);
        }
        if (!get || hasFile(outDir, pathname)) return next();

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
