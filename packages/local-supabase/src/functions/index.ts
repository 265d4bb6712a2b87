// Edge Functions at /functions/v1/<name>, as the Supabase CLI's edge runtime serves them:
// `<functionsDir>/<name>/index.ts` (folders starting with `_` or `.` are shared code, not
// functions), verify_jwt per function (config.toml, default on), the request path without
// `/functions/v1` (`/<name>/…`), the stack's env, and a changed index.ts picked up on the next
// request (re-imported under a new URL). CORS preflights never reach a function: the server
// answers them as Supabase's gateway does.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { verifyJwt, type JwtSecret } from '../jwt';
import type { HttpResponse } from '../types';
import { importFunction, withFunctionEnv, type FunctionEnv, type Served } from './deno';

export { buildFunctionEnv } from './env';
export { handleResendBatch, handleResendEmail } from './resend';
export { startSchedule, type Schedule } from './schedule';

/** The largest request body a function gets (the edge runtime streams; this stack buffers). */
export const FUNCTION_BODY_LIMIT = 20 * 1024 * 1024;

export interface FunctionRequest {
  method: string;
  /** The path after /functions/v1, e.g. `/send-reminders/x`. */
  path: string;
  /** `?a=1` or ''. */
  search: string;
  headers: Record<string, string | undefined>;
  bytes: Buffer;
  ip: string;
}

export interface FunctionsRuntime {
  handle(request: FunctionRequest): Promise<HttpResponse>;
  /** Whether `<functionsDir>/<name>/index.ts` exists. */
  exists(name: string): boolean;
  readonly env: FunctionEnv;
}

export interface FunctionsOptions {
  dir: string;
  /** `[functions.<name>] verify_jwt` from config.toml (missing: true). */
  verifyJwt: Record<string, boolean>;
  env: FunctionEnv;
  jwtSecret: JwtSecret;
  /** The stack's URL (the host a function's request URL names). */
  baseUrl: () => string;
  log: (line: string) => void;
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);
/** Hop-by-hop and framing headers: the Request gets the body, not how it travelled. */
const DROPPED_HEADERS = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

const text = (status: number, body: string): HttpResponse => ({
  status,
  headers: { 'content-type': 'text/plain' },
  body,
});
const json = (status: number, body: unknown): HttpResponse => ({
  status,
  headers: { 'content-type': 'application/json' },
  body,
});

/** The CLI's check (templates/main.ts): a Bearer token signed with the project's JWT secret. */
function jwtRefusal(headers: Record<string, string | undefined>, secret: JwtSecret): HttpResponse | null {
  const authorization = headers.authorization;
  if (!authorization) return json(401, { msg: 'Error: Missing authorization header' });
  const [scheme, token] = authorization.split(' ');
  if (scheme !== 'Bearer') return json(401, { msg: "Error: Auth header is not 'Bearer {token}'" });
  const verified = verifyJwt(token ?? '', secret);
  if (!verified.ok || !API_ROLES.has(String(verified.payload.role))) return json(401, { msg: 'Invalid JWT' });
  return null;
}

async function toHttpResponse(response: Response): Promise<HttpResponse> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  return { status: response.status, headers, body };
}

export function createFunctionsRuntime(options: FunctionsOptions): FunctionsRuntime {
  const { dir, env, log } = options;
  /** Each stack imports its own copy of a function (its module state stays its own). */
  const stackKey = Math.random().toString(36).slice(2, 10);
  const loaded = new Map<string, { version: number; served: Promise<Served> }>();

  const entryOf = (name: string): { file: string; version: number } | null => {
    if (!NAME.test(name)) return null;
    const file = join(dir, name, 'index.ts');
    try {
      const stat = statSync(file);
      // A whole number: Vite reads a dot in the query as the module's extension.
      return stat.isFile() ? { file, version: Math.round(stat.mtimeMs * 1000) } : null;
    } catch {
      return null;
    }
  };

  function load(name: string, file: string, version: number): Promise<Served> {
    const cached = loaded.get(name);
    if (cached?.version === version) return cached.served;
    const url = `${pathToFileURL(file).href}?stack=${stackKey}&v=${version}`;
    const served = importFunction(url, env);
    loaded.set(name, { version, served });
    served.catch(() => {
      if (loaded.get(name)?.served === served) loaded.delete(name);
    });
    if (cached) log(`[functions] ${name}: index.ts changed, reloaded`);
    return served;
  }

  async function run(name: string, served: Served, request: Request, ip: string): Promise<HttpResponse> {
    const info = {
      remoteAddr: { transport: 'tcp' as const, hostname: ip, port: 0 },
      completed: Promise.resolve(),
    };
    try {
      const response = await withFunctionEnv(env, () => served.handler(request, info));
      if (!(response instanceof Response)) throw new TypeError('the handler did not return a Response');
      return await toHttpResponse(response);
    } catch (error) {
      log(
        `[functions] ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      if (served.onError) {
        try {
          return await toHttpResponse(await withFunctionEnv(env, () => served.onError!(error)));
        } catch (again) {
          log(`[functions] ${name}: onError failed too: ${String(again)}`);
        }
      }
      return text(500, 'Internal Server Error');
    }
  }

  return {
    env,
    exists: (name) => entryOf(name) !== null,
    async handle(req) {
      const name = req.path.split('/')[1] ?? '';
      const entry = entryOf(name);
      if (!entry) return text(404, 'Function not found');
      if (req.method !== 'OPTIONS' && (options.verifyJwt[name] ?? true)) {
        const refusal = jwtRefusal(req.headers, options.jwtSecret);
        if (refusal) return refusal;
      }
      let served: Served;
      try {
        served = await load(name, entry.file, entry.version);
      } catch (error) {
        log(
          `[functions] ${name} failed to boot: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        return json(503, { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' });
      }
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) {
        if (value !== undefined && !DROPPED_HEADERS.has(key)) headers.set(key, value);
      }
      const hasBody = !['GET', 'HEAD'].includes(req.method) && req.bytes.length > 0;
      const request = new Request(`${options.baseUrl()}${req.path}${req.search}`, {
        method: req.method,
        headers,
        body: hasBody ? new Uint8Array(req.bytes) : undefined,
      });
      return run(name, served, request, req.ip);
    },
  };
}
