// The `Deno` global an Edge Function sees, in Node: `Deno.serve(handler)` /
// `Deno.serve(options, handler)` hands the handler to the stack that is importing the
// function, and `Deno.env` reads the env of the stack whose request (or import) is running
// (AsyncLocalStorage), so several stacks in one process each see their own.
import { AsyncLocalStorage } from 'node:async_hooks';
import { registerSpecifierHook } from './specifiers';
import WebSocket from 'ws';

export interface ServeHandlerInfo {
  remoteAddr: { transport: 'tcp'; hostname: string; port: number };
  completed: Promise<void>;
}

export type ServeHandler = (request: Request, info: ServeHandlerInfo) => Response | Promise<Response>;

export interface ServeOptions {
  handler?: ServeHandler;
  /** Answers a thrown error instead of the default 500 (as in Deno). */
  onError?: (error: unknown) => Response | Promise<Response>;
  /** Ignored: the stack serves the function on its own port. */
  port?: number;
  hostname?: string;
  onListen?: (addr: unknown) => void;
  signal?: AbortSignal;
}

export interface HttpServerStub {
  readonly finished: Promise<void>;
  readonly addr: { transport: 'tcp'; hostname: string; port: number };
  shutdown(): Promise<void>;
  ref(): void;
  unref(): void;
}

export interface DenoEnv {
  get(key: string): string | undefined;
  has(key: string): boolean;
  toObject(): Record<string, string>;
  set(key: string, value: string): void;
  delete(key: string): void;
}

export interface DenoNamespace {
  serve(handler: ServeHandler): HttpServerStub;
  serve(options: ServeOptions, handler: ServeHandler): HttpServerStub;
  serve(options: ServeOptions & { handler: ServeHandler }): HttpServerStub;
  env: DenoEnv;
}

/** What a function's import registered through Deno.serve. */
export interface Served {
  handler: ServeHandler;
  onError?: ServeOptions['onError'];
}

/** One stack's function env (mutable, as Deno.env.set is). */
export type FunctionEnv = Map<string, string>;

const requestEnv = new AsyncLocalStorage<FunctionEnv>();
/** The import in progress (imports run one at a time), so Deno.serve knows whose it is. */
let loading: { env: FunctionEnv; served?: Served } | undefined;
let queue: Promise<unknown> = Promise.resolve();

const currentEnv = (): FunctionEnv | undefined => requestEnv.getStore() ?? loading?.env;

const env: DenoEnv = {
  get: (key) => currentEnv()?.get(key),
  has: (key) => currentEnv()?.has(key) ?? false,
  toObject: () => Object.fromEntries(currentEnv() ?? []),
  set: (key, value) => void currentEnv()?.set(key, String(value)),
  delete: (key) => void currentEnv()?.delete(key),
};

function serve(first: ServeHandler | ServeOptions, second?: ServeHandler): HttpServerStub {
  const options = typeof first === 'function' ? {} : (first ?? {});
  const handler = typeof first === 'function' ? first : (second ?? options.handler);
  if (typeof handler !== 'function') throw new TypeError('Deno.serve needs a handler function');
  if (!loading) {
    throw new Error(
      'Deno.serve was called outside the import of an Edge Function: call it at the top level of index.ts',
    );
  }
  if (loading.served) throw new Error('Deno.serve was called twice by one Edge Function');
  loading.served = { handler, onError: options.onError };
  return {
    finished: new Promise<void>(() => undefined),
    addr: { transport: 'tcp', hostname: '127.0.0.1', port: options.port ?? 8000 },
    shutdown: async () => undefined,
    ref: () => undefined,
    unref: () => undefined,
  };
}

const shim: DenoNamespace = { serve: serve as DenoNamespace['serve'], env };

function installShim(): void {
  const global = globalThis as { Deno?: unknown; WebSocket?: unknown };
  // Deno has a global WebSocket (supabase-js's realtime client needs one); Node 20 has none.
  global.WebSocket ??= WebSocket;
  if (global.Deno === undefined) {
    Object.defineProperty(globalThis, 'Deno', { value: shim, configurable: true, writable: true });
  } else if (global.Deno !== shim) {
    throw new Error('globalThis.Deno exists and is not the local stack’s shim');
  }
}

/**
 * Imports a function's module (a file URL, made unique per stack and version by the caller)
 * with `env` as its Deno.env, and returns what it passed to Deno.serve. Imports run one at a
 * time: Deno.serve, called during the import, belongs to the one in progress.
 */
export function importFunction(url: string, functionEnv: FunctionEnv): Promise<Served> {
  const run = async (): Promise<Served> => {
    installShim();
    registerSpecifierHook();
    const slot: { env: FunctionEnv; served?: Served } = { env: functionEnv };
    loading = slot;
    try {
      await requestEnv.run(functionEnv, () => import(/* @vite-ignore */ url));
    } finally {
      loading = undefined;
    }
    if (!slot.served) throw new Error('index.ts did not call Deno.serve(handler)');
    return slot.served;
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

/** Runs `fn` (a request to a function) with `functionEnv` as Deno.env, through every await. */
export const withFunctionEnv = <T>(functionEnv: FunctionEnv, fn: () => T): T =>
  requestEnv.run(functionEnv, fn);
