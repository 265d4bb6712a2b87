// The local stack's HTTP server: CORS, body limits, routing to auth (/auth/v1),
// REST (/rest/v1, after JWT verification), Storage (/storage/v1), Edge Functions
// (/functions/v1, see functions/), Realtime's WebSocket (/realtime/v1, see realtime/), the
// dev mailbox and its Resend endpoint, one log line per request, and startLocalStack() which
// ties it to the database (and the schedule).
import { createServer, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { AuthError, authErrorResponse, createAuthHandler, type AuthHandler } from './auth/index';
import { readStackConfig, type StackConfig } from './config';
import type { LocalDatabase } from './database';
import { describeError } from './errors';
import { headerRecord, isDevToolRequest, listen, readBody, send } from './http';
import { loadJwtKeys } from './jwt';
import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY } from './keys';
import { Mailbox } from './mail';
import { restAuthFor } from './rest/auth';
import { createRestHandler, type RestHandler } from './rest/index';
import { startRealtime, type Realtime } from './realtime/index';
import { openDatabase } from './setup';
import { diskBlobs, memoryBlobs, type BlobStore } from './storage/blobs';
import { entityTooLarge } from './storage/errors';
import {
  buildFunctionEnv,
  createFunctionsRuntime,
  FUNCTION_BODY_LIMIT,
  handleResendBatch,
  handleResendEmail,
  startSchedule,
  type FunctionsRuntime,
  type Schedule,
} from './functions/index';
import { DEFAULT_SCHEDULE_INTERVAL_MS } from './functions/schedule';
import { supabaseDir } from './sql-files';
import {
  createStorageHandler,
  StorageError,
  storageErrorResponse,
  type StorageHandler,
} from './storage/index';
import { seedBuckets } from './storage/seed';
import type { HttpRequest, HttpResponse } from './types';

export interface LocalStackOptions {
  /** 0 picks a free port. Default 54321. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** PGlite data directory, or `memory` for a throwaway database. Default `memory`. Ignored with databaseUrl. */
  db?: string;
  /** Run against this PostgreSQL database (used as is; the caller creates and drops it). */
  databaseUrl?: string;
  /** `demo` (default): all of seed.sql; `none`: only the part above `-- demo account below`. */
  seed?: 'demo' | 'none';
  /** true (default) logs to the console; false is quiet; a function receives each line. */
  log?: boolean | ((line: string) => void);
  /** Where recovery links land. Default http://localhost:5173. */
  siteUrl?: string;
  /** Migrations directory. Default supabase/migrations. */
  migrationsDir?: string;
  /** Seed file. Default supabase/seed.sql (missing: no seed). */
  seedFile?: string;
  /** Sign-in/sign-up attempts per IP and email per window. Default env SUPABASE_LOCAL_AUTH_RATE_LIMIT or 30. */
  authRateLimit?: number;
  /** Rate-limit window. Default 5 minutes. */
  authRateLimitWindowMs?: number;
  /**
   * Sign-ins and sign-ups per IP (any address) per window. Default env SUPABASE_LOCAL_AUTH_IP_RATE_LIMIT,
   * else `[auth.rate_limit] sign_in_sign_ups` or 1,000, raised to authRateLimit when that is higher.
   */
  authIpRateLimit?: number;
  /** Verifications per IP per window. Default env SUPABASE_LOCAL_AUTH_VERIFY_RATE_LIMIT, else `[auth.rate_limit] token_verifications` or 30. */
  authVerifyRateLimit?: number;
  /** Wrong six-digit codes for one address that drop its outstanding codes and links. Default 5. */
  authMaxWrongCodes?: number;
  /** Largest accepted auth or REST request body in bytes. Default 2 MB (Storage uploads have their own limit). */
  bodyLimit?: number;
  /** supabase/config.toml by default: max_rows, the refresh-token reuse interval, Storage limits and buckets. */
  configFile?: string;
  /** Hosted Supabase's `max_rows` cap on REST reads. Default `[api] max_rows` from config.toml; 0 turns it off. */
  maxRows?: number;
  /** Sign-up waits for the emailed confirmation link. Default env SUPABASE_LOCAL_CONFIRM=1, else config.toml. */
  confirmEmail?: boolean;
  /**
   * Sign-ups of the addresses this accepts wait for the link even with confirmEmail off, so one
   * stack serves both modes (e2e: confirmation tests use their own addresses).
   */
  confirmEmailFor?: (email: string) => boolean;
  /** Seconds a rotated refresh token may be reused. Default `[auth] refresh_token_reuse_interval` (10). */
  refreshTokenReuseInterval?: number;
  /** An email change needs the links to both addresses. Default `[auth.email] double_confirm_changes` (true). */
  doubleConfirmEmailChanges?: boolean;
  /** Storage's global upload limit in bytes. Default `[storage] file_size_limit` (50 MiB). */
  storageFileSizeLimit?: number;
  /**
   * bcrypt cost of the password hashes auth makes. Default 10, GoTrue's. Test suites use 4, the
   * lowest, so their sign-ups and sign-ins do not spend most of their CPU on hashing.
   */
  passwordHashCost?: number;
  /**
   * Where object bytes live: a directory, or `memory`. Default `<db>/storage` for a PGlite
   * directory, `memory` otherwise.
   */
  storageDir?: string;
  /**
   * In-memory databases start from a cached snapshot of bootstrap + migrations + seed
   * (node_modules/.cache/local-supabase, keyed by their contents). Default true;
   * env SUPABASE_LOCAL_SNAPSHOT=0 turns it off.
   */
  snapshot?: boolean;
  /** Edge Functions: `<functionsDir>/<name>/index.ts`. Default supabase/functions of the project. */
  functionsDir?: string;
  /** Extra env for the functions, over the stack's own and `<functionsDir>/.env`. */
  functionsEnv?: Record<string, string>;
  /**
   * POST /functions/v1/send-reminders with the service-role key every scheduleIntervalMs, as
   * pg_cron does on hosted Supabase. Default false (`npm run supabase:local` turns it on).
   */
  schedule?: boolean;
  /** Default a minute (runs on the wall clock's multiples of it). */
  scheduleIntervalMs?: number;
}

export interface LocalStack {
  /** http://127.0.0.1:<port> — what VITE_SUPABASE_URL points at. */
  url: string;
  port: number;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  engine: LocalDatabase['engine'];
  /** The database (superuser access), for tests and tools. */
  db: LocalDatabase;
  mailbox: Mailbox;
  /** Object bytes (Storage), for tests. */
  blobs: BlobStore;
  /** The env the stack's Edge Functions see (Deno.env). */
  functionsEnv: Record<string, string>;
  /** True when the database was created by this start (the seed ran). */
  fresh: boolean;
  /** Migration files applied by this start. */
  appliedMigrations: string[];
  /** Closes the server, then the database. Safe to call twice. */
  stop(): Promise<void>;
}

export const DEFAULT_PORT = 54321;
export const DEFAULT_SITE_URL = 'http://localhost:5173';
const DEFAULT_BODY_LIMIT = 2 * 1024 * 1024;
const DEFAULT_ALLOWED_HEADERS =
  'authorization, apikey, content-type, x-client-info, accept-profile, content-profile, prefer, range, x-supabase-api-version';

type Service = 'auth' | 'rest' | 'storage' | 'functions' | 'other';
const PREFIXES: Record<Exclude<Service, 'other'>, string> = {
  auth: '/auth/v1',
  rest: '/rest/v1',
  storage: '/storage/v1',
  functions: '/functions/v1',
};
const DEV_MAIL = '/__dev/mail';
const DEV_RESEND = '/__dev/resend/emails';

const serviceOf = (path: string): Service =>
  (Object.entries(PREFIXES).find(([, p]) => path === p || path.startsWith(`${p}/`))?.[0] as Service) ??
  'other';

/** The error body each service uses. */
function errorFor(service: Service, status: number, code: string, message: string): HttpResponse {
  if (service === 'auth') return authErrorResponse(new AuthError(status, code, message));
  if (service === 'storage') return storageErrorResponse(new StorageError(status, code, message));
  return { status, body: { code, details: null, hint: null, message } };
}

/** `http://localhost:5173/` → `http://localhost:5173`, the form browsers send in Origin. */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

function devToolRefused(siteOrigin: string): HttpResponse {
  return errorFor(
    'other',
    403,
    'forbidden',
    `The dev mailbox answers only the site URL (${siteOrigin}) and tools on this machine`,
  );
}

function logger(option: LocalStackOptions['log']): (line: string) => void {
  if (typeof option === 'function') return option;
  return option === false ? () => undefined : (line) => console.log(line);
}

function rateLimitFromEnv(): number | undefined {
  const raw = process.env.SUPABASE_LOCAL_AUTH_RATE_LIMIT;
  const n = raw ? Number(raw) : NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const log = logger(options.log);
  const host = options.host ?? '127.0.0.1';
  // The dev mailbox answers the app at the site URL (and no-Origin tools), not any web page.
  const config: StackConfig = readStackConfig(options.configFile);
  const siteUrl = options.siteUrl ?? config.auth.siteUrl ?? DEFAULT_SITE_URL;
  const siteOrigin = originOf(siteUrl);
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  // The JWT secret, and the signing keys of `[auth] signing_keys_path` when there are any.
  const jwtKeys = loadJwtKeys(JWT_SECRET, config.auth.signingKeysPath);
  const storageLimit = options.storageFileSizeLimit ?? config.storageFileSizeLimit;
  const mailbox = new Mailbox(options.log === false ? () => undefined : log);
  // Set once the database is open; requests that arrive earlier wait on `ready`.
  let handlers:
    | { auth: AuthHandler; rest: RestHandler; storage: StorageHandler; functions: FunctionsRuntime }
    | undefined = undefined;
  let resolveReady!: () => void;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));
  let inFlight = 0;
  let drained: (() => void) | undefined;

  async function route(req: IncomingMessage, url: URL, service: Service): Promise<HttpResponse> {
    const method = req.method ?? 'GET';
    // Storage takes the path as sent: URL parsing would resolve `..` segments away, and
    // Storage must refuse such names rather than quietly store another one.
    const path = service === 'storage' ? (req.url ?? '/').split('?')[0]! : url.pathname;
    if (service === 'other' && path === DEV_MAIL) {
      if (!isDevToolRequest(req, siteOrigin, host)) return devToolRefused(siteOrigin);
      if (method === 'GET')
        return { status: 200, body: mailbox.list(url.searchParams.get('to') ?? undefined) };
      if (method === 'DELETE') {
        mailbox.clear();
        return { status: 204 };
      }
    }
    if (service === 'other' && (path === DEV_RESEND || path === `${DEV_RESEND}/batch`)) {
      if (!isDevToolRequest(req, siteOrigin, host)) return devToolRefused(siteOrigin);
      const bytes = await readBody(req, bodyLimit);
      if (bytes === 'too-large') return errorFor('other', 413, 'request_too_large', 'The mail is too large');
      await ready;
      const body = bytes.toString('utf8');
      const apiKey = handlers?.functions.env.get('RESEND_API_KEY') ?? '';
      const request = { method, headers: headerRecord(req), body };
      return path === DEV_RESEND
        ? handleResendEmail(request, mailbox, apiKey)
        : handleResendBatch(request, mailbox, apiKey);
    }
    if (service === 'other') {
      return errorFor('other', 404, 'not_found', `No route for ${method} ${path} in the local stack`);
    }
    if (service === 'functions') {
      const bytes = await readBody(req, FUNCTION_BODY_LIMIT);
      if (bytes === 'too-large') return { status: 413, body: { msg: 'Request body too large' } };
      await ready;
      if (!handlers) return { status: 503, body: { msg: 'The local stack failed to start' } };
      return handlers.functions.handle({
        method,
        path: path.slice(PREFIXES.functions.length) || '/',
        search: url.search,
        headers: headerRecord(req),
        bytes,
        ip: req.socket.remoteAddress ?? '127.0.0.1',
      });
    }

    // Uploads are binary and may be as large as Storage's limit (plus multipart framing).
    const limit = service === 'storage' ? storageLimit + 1024 * 1024 : bodyLimit;
    const bytes = await readBody(req, limit);
    if (bytes === 'too-large') {
      if (service === 'storage') return storageErrorResponse(entityTooLarge());
      return service === 'auth'
        ? errorFor('auth', 413, 'request_too_large', `Request body is larger than ${bodyLimit} bytes`)
        : errorFor('rest', 413, 'PGRST413', `Payload Too Large: the body is larger than ${bodyLimit} bytes`);
    }
    await ready;
    if (!handlers) return errorFor(service, 503, 'service_unavailable', 'The local stack failed to start');
    const headers = headerRecord(req);
    const body = service === 'storage' ? '' : bytes.toString('utf8');
    const request: HttpRequest = {
      method,
      path: path.slice(PREFIXES[service].length) || '/',
      query: url.searchParams,
      headers,
      body,
    };
    if (service === 'storage') return handlers.storage({ ...request, bytes });
    if (service === 'auth') {
      return handlers.auth({ ...request, ip: req.socket.remoteAddress ?? 'unknown' });
    }
    const verified = restAuthFor(headers, jwtKeys);
    if ('response' in verified) return verified.response;
    if (['POST', 'PATCH', 'PUT'].includes(method) && body.trim()) {
      const type = headers['content-type'] ?? '';
      if (!type || /json/i.test(type)) {
        try {
          JSON.parse(body);
        } catch {
          return errorFor('rest', 400, 'PGRST102', 'Empty or invalid json');
        }
      }
    }
    return handlers.rest(request, verified.auth);
  }

  const server = createServer((req, res) => {
    const started = performance.now();
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://localhost');
    const service = serviceOf(url.pathname);
    const devTool = service === 'other' && (url.pathname === DEV_MAIL || url.pathname === DEV_RESEND);
    inFlight++;
    const finish = (response: HttpResponse) => {
      try {
        if (!res.headersSent && !res.destroyed) send(req, res, response, devTool ? siteOrigin : undefined);
      } catch (error) {
        log(`[error] writing the response to ${method} ${url.pathname}: ${describeError(error)}`);
        res.destroy();
      }
      log(`${method} ${url.pathname} ${response.status} ${Math.round(performance.now() - started)}ms`);
      inFlight--;
      if (inFlight === 0) drained?.();
    };
    if (method === 'OPTIONS') {
      if (devTool && !isDevToolRequest(req, siteOrigin, host)) {
        finish(devToolRefused(siteOrigin));
        return;
      }
      finish({
        status: 204,
        headers: {
          'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
          'access-control-allow-headers':
            req.headers['access-control-request-headers'] || DEFAULT_ALLOWED_HEADERS,
          'access-control-max-age': '86400',
        },
      });
      return;
    }
    route(req, url, service).then(finish, (error: unknown) => {
      console.error(`[error] ${method} ${url.pathname}:`, error);
      finish(
        service === 'auth'
          ? errorFor(
              'auth',
              500,
              'unexpected_failure',
              'Unexpected failure, please check the local stack log',
            )
          : errorFor(service, 500, 'XX000', 'Internal server error: see the local stack log'),
      );
    });
  });
  // Idle keep-alive sockets outlive the clients' own idle timeout (undici's follows the
  // Keep-Alive hint, browsers keep theirs longer): with Node's 5 s default a client could send
  // a request on a socket the server was closing at that moment, and get ECONNRESET.
  server.keepAliveTimeout = 65_000;
  let realtime: Realtime | undefined;
  server.on('upgrade', (req, socket, head) => {
    void ready.then(() => (realtime ? realtime.handleUpgrade(req, socket, head) : socket.destroy()));
  });
  server.on('clientError', (error, socket) => {
    if (!socket.writable) return;
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    log(`[error] malformed request: ${describeError(error)}`);
  });

  const port = await listen(server, options.port ?? DEFAULT_PORT, host);
  const url = `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host}:${port}`;

  const closeServer = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
      if (inFlight === 0) server.closeAllConnections();
      else {
        drained = () => server.closeAllConnections();
        setTimeout(() => server.closeAllConnections(), 3000).unref();
      }
    });

  let opened: Awaited<ReturnType<typeof openDatabase>>;
  try {
    opened = await openDatabase({
      db: options.db ?? 'memory',
      databaseUrl: options.databaseUrl,
      migrationsDir: options.migrationsDir,
      seed: options.seed,
      seedFile: options.seedFile,
      snapshot: options.snapshot,
      log,
    });
  } catch (error) {
    resolveReady();
    await closeServer();
    throw error;
  }
  const { db } = opened;
  const storageDir =
    options.storageDir ??
    (!options.databaseUrl && options.db && options.db !== 'memory' ? join(options.db, 'storage') : 'memory');
  const blobs = storageDir === 'memory' ? memoryBlobs() : diskBlobs(storageDir);
  // Set-up that fails once the database is open closes it and the server again.
  const failStart = async (error: unknown): Promise<never> => {
    resolveReady();
    await closeServer();
    await db.close();
    throw error;
  };
  if (opened.fresh) {
    await seedBuckets(db, blobs, config.buckets, {
      objects: (options.seed ?? 'demo') === 'demo',
      log,
    }).catch(failStart);
  }
  const maxRows = options.maxRows ?? config.maxRows ?? 0;
  const functionsDir = options.functionsDir ?? join(supabaseDir, 'functions');
  const functionsEnv = buildFunctionEnv({
    url,
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
    siteUrl,
    databaseUrl: options.databaseUrl,
    functionsDir,
    extra: options.functionsEnv,
    log,
  });
  const rest = await createRestHandler(db, {
    maxRows: maxRows > 0 ? maxRows : null,
    schemas: config.apiSchemas,
    extraSearchPath: config.extraSearchPath,
    log,
  }).catch(failStart);
  handlers = {
    functions: createFunctionsRuntime({
      dir: functionsDir,
      verifyJwt: config.functionsVerifyJwt,
      env: functionsEnv,
      jwtSecret: jwtKeys,
      baseUrl: () => url,
      log,
    }),
    rest,
    storage: createStorageHandler({ db, blobs, jwtSecret: jwtKeys, fileSizeLimit: storageLimit }),
    auth: createAuthHandler({
      db,
      mailbox,
      jwtKeys,
      config: config.auth,
      apiUrl: () => url,
      siteUrl,
      rateLimit: {
        max: options.authRateLimit ?? rateLimitFromEnv() ?? 30,
        windowMs: options.authRateLimitWindowMs ?? 5 * 60_000,
      },
      confirmEmail: options.confirmEmail ?? config.enableConfirmations,
      confirmEmailFor: options.confirmEmailFor,
      refreshTokenReuseInterval: options.refreshTokenReuseInterval ?? config.refreshTokenReuseInterval,
      doubleConfirmChanges: options.doubleConfirmEmailChanges ?? config.doubleConfirmChanges,
      passwordHashCost: options.passwordHashCost,
      ipRateLimit: options.authIpRateLimit,
      verifyRateLimit: options.authVerifyRateLimit,
      maxWrongCodes: options.authMaxWrongCodes,
      rateLimitConfig: config.authRateLimits,
      log,
    }),
  };
  try {
    realtime = await startRealtime({ db, jwtSecret: JWT_SECRET, log });
  } catch (error) {
    resolveReady();
    await closeServer();
    await db.close();
    throw error;
  }
  resolveReady();
  const runtime = handlers.functions;
  const schedule: Schedule | undefined = options.schedule
    ? startSchedule({
        intervalMs: options.scheduleIntervalMs ?? DEFAULT_SCHEDULE_INTERVAL_MS,
        url,
        serviceRoleKey: SERVICE_ROLE_KEY,
        exists: (name) => runtime.exists(name),
        log,
      })
    : undefined;

  let stopping: Promise<void> | undefined;
  return {
    url,
    port,
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
    jwtSecret: JWT_SECRET,
    engine: db.engine,
    db,
    mailbox,
    blobs,
    functionsEnv: Object.fromEntries(functionsEnv),
    fresh: opened.fresh,
    appliedMigrations: opened.applied,
    stop: () =>
      (stopping ??= (async () => {
        schedule?.stop();
        await realtime?.close();
        await closeServer();
        await db.close();
      })()),
  };
}
