// The first data requests of an /app screen leave with the document: the SPA shell's
// script (src/app/early-requests/shell-script.js) sends them before any module runs and
// leaves them here; the app's fetch takes each response instead of sending the same request
// again. A response is taken only by the request it answers, byte for byte (method, URL,
// body and headers, the access token included), once, on the address the shell loaded at,
// within ADOPT_WITHIN_MS: another session, workspace, screen or filter is asked for afresh.

/** A request the shell's script sent, as it sent it, and its response on the way. */
export interface EarlyRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  response: Promise<Response>;
}

/** What the shell's script hands over (on `window`, under EARLY_REQUESTS_GLOBAL). */
export interface EarlyRequests {
  /** location.pathname + location.search when they were sent. */
  address: string;
  /** performance.now() when they were sent. */
  at: number;
  requests: EarlyRequest[];
}

export const EARLY_REQUESTS_GLOBAL = '__tenderflowEarlyRequests';

/** After this, a response the app has not taken is left alone: its request is sent again. */
export const ADOPT_WITHIN_MS = 30_000;

/** supabase-js names itself (and its runtime) in this header: the shell's script does not. */
const IGNORED_HEADERS = new Set(['x-client-info']);

/** What makes two requests the same: method, URL, body and every header but the client's name. */
export function requestKey(method: string, url: string, headers: HeadersInit | undefined, body?: unknown) {
  const named = [...new Headers(headers)].filter(([name]) => !IGNORED_HEADERS.has(name));
  return JSON.stringify([method.toUpperCase(), url, named, typeof body === 'string' ? body : '']);
}

type Handover = Record<typeof EARLY_REQUESTS_GLOBAL, EarlyRequests | undefined>;
const handover = () => (typeof window === 'undefined' ? undefined : (window as unknown as Handover));

/** The response the shell's script already asked for, if this request is one of its; taken once. */
export function takeEarlyResponse(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> | undefined {
  const holder = handover();
  const early = holder?.[EARLY_REQUESTS_GLOBAL];
  if (!holder || !early) return undefined;
  const address = window.location.pathname + window.location.search;
  if (address !== early.address || performance.now() - early.at > ADOPT_WITHIN_MS) {
    holder[EARLY_REQUESTS_GLOBAL] = undefined;
    return undefined;
  }
  if (typeof input !== 'string') return undefined;
  const key = requestKey(init?.method ?? 'GET', input, init?.headers, init?.body);
  const index = early.requests.findIndex(
    (request) => requestKey(request.method, request.url, request.headers, request.body) === key,
  );
  if (index < 0) return undefined;
  const [taken] = early.requests.splice(index, 1);
  return abortable(taken!.response, init?.signal);
}

/** The response, or the abort of the request that adopted it (the early request itself runs on). */
function abortable(response: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return response;
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('The request was aborted.', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject);
  });
}

/** The app's fetch (lib/supabase.ts): an early response when there is one, the network otherwise. */
export const earlyAwareFetch: typeof fetch = (input, init) =>
  takeEarlyResponse(input, init) ?? globalThis.fetch(input, init);
