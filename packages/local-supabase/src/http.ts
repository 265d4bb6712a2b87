// Node HTTP plumbing for the local stack's server: reading bodies (as bytes, with a
// limit), CORS headers, writing responses, and listening with readable errors.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describeError, LocalStackError } from './errors';
import type { HttpResponse } from './types';

const EXPOSED_HEADERS = 'Content-Range, X-Supabase-Api-Version, Content-Location, Preference-Applied';
/**
 * Past its limit a body is still read to its end (and dropped) so that the client, which is
 * still sending, gets the 413 instead of a reset connection; only a body beyond this much is
 * cut off.
 */
const DRAIN_LIMIT = 256 * 1024 * 1024;

/** The request body, or 'too-large' (read to its end but not kept) when over the limit. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > Math.max(limit, DRAIN_LIMIT)) {
      req.destroy();
      return 'too-large';
    }
    if (size <= limit) chunks.push(buffer);
  }
  return size > limit ? 'too-large' : Buffer.concat(chunks);
}

export function headerRecord(req: IncomingMessage): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/**
 * CORS for a response. The Supabase APIs grant every origin, credentials included (supabase-js
 * runs in the app's pages, wherever they are served from); `onlyOrigin` limits the grant to
 * that one origin (the dev mailbox: the site URL), and any other gets no CORS headers at all.
 */
function corsHeaders(req: IncomingMessage, onlyOrigin?: string): Record<string, string> {
  const origin = req.headers.origin;
  if (onlyOrigin !== undefined && origin !== onlyOrigin) return { vary: 'Origin' };
  return {
    'access-control-allow-origin': origin || '*',
    ...(origin ? { 'access-control-allow-credentials': 'true' } : {}),
    'access-control-expose-headers': EXPOSED_HEADERS,
    vary: 'Origin',
  };
}

export function send(
  req: IncomingMessage,
  res: ServerResponse,
  response: HttpResponse,
  /** Grant CORS to this origin only (see corsHeaders). */
  onlyOrigin?: string,
): void {
  const headers: Record<string, string> = { ...corsHeaders(req, onlyOrigin) };
  for (const [name, value] of Object.entries(response.headers ?? {})) headers[name.toLowerCase()] = value;
  let payload: string | Buffer | undefined;
  if (response.body !== undefined && response.status !== 204 && response.status !== 304) {
    if (typeof response.body === 'string' || Buffer.isBuffer(response.body)) {
      payload = response.body;
    } else {
      payload = JSON.stringify(response.body);
      headers['content-type'] ??= 'application/json; charset=utf-8';
    }
  }
  if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
  res.writeHead(response.status, headers);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/** localhost, *.localhost, 127.0.0.0/8 and [::1]: names no DNS answer can point elsewhere. */
const LOOPBACK_HOSTNAME = /^(?:localhost|(?:[a-z0-9-]+\.)+localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Whether a request may use a developer-only endpoint (the dev mailbox): sent by no web page
 * (no Origin: tests, curl) or by a page of `siteOrigin`, and addressed to a loopback name or
 * the address the stack listens on. The Host check stops DNS rebinding: a page whose own
 * name was re-pointed at 127.0.0.1 is same-origin to itself, sends no Origin on a GET, but
 * names its own host.
 */
export function isDevToolRequest(req: IncomingMessage, siteOrigin: string, listenHost: string): boolean {
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== siteOrigin) return false;
  const host = req.headers.host;
  if (host === undefined) return true;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  const listening = listenHost.includes(':') ? `[${listenHost}]` : listenHost;
  const wildcard = listenHost === '0.0.0.0' || listenHost === '::';
  return LOOPBACK_HOSTNAME.test(hostname) || (!wildcard && hostname === listening.toLowerCase());
}

export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') {
        reject(
          new LocalStackError(
            `Port ${port} on ${host} is already in use: stop whatever runs there (another local stack?) or set SUPABASE_LOCAL_PORT.`,
          ),
        );
      } else if (error.code === 'EACCES') {
        reject(
          new LocalStackError(
            `No permission to listen on port ${port}: pick another with SUPABASE_LOCAL_PORT.`,
          ),
        );
      } else {
        reject(new LocalStackError(`Cannot listen on ${host}:${port}: ${describeError(error)}`));
      }
    };
    const onListening = () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}
