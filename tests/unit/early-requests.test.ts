// The SPA shell's early requests (src/app/early-requests/) and their adoption by the app
// (src/lib/early-requests.ts): the table recorded from the screens' prefetch lists is, filled
// in by the shell's script for any user, workspace, address, time zone and day, exactly what
// the screens' query functions send for them (the drift test); the script sends nothing for a
// signed-out visitor, with an expiring token or offline; the app takes each early response
// once, and asks again when the session, the workspace or the address changed.
import { randomUUID } from 'node:crypto';
import { runInThisContext } from 'node:vm';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { appScreens, screenParams, type AppScreen } from '@/app/app-screens';
import {
  inTimeZone,
  recordEarlyRequestTable,
  sentBy,
  storageWithSession,
  type EarlyRequestTable,
  type Sent,
} from '@/app/early-requests/record';
import shellScript from '@/app/early-requests/shell-script.js?raw';
import { shellQueries, type AnyQuery, type ScreenQueries } from '@/app/routes/app/prefetch';
import * as dashboard from '@/app/routes/app/prefetch/dashboard';
import * as myWork from '@/app/routes/app/prefetch/my-work';
import * as reports from '@/app/routes/app/prefetch/reports';
import * as tender from '@/app/routes/app/prefetch/tender';
import * as tenders from '@/app/routes/app/prefetch/tenders';
import { EARLY_REQUESTS_GLOBAL, requestKey, type EarlyRequests } from '@/lib/early-requests';
import { REMEMBERED_WORKSPACE_KEY } from '@/lib/remembered-workspace';
import { resetSupabaseClient } from '@/lib/supabase';

const screenQueries: Record<string, ScreenQueries> = {
  dashboard: dashboard.queries,
  'my-work': myWork.queries,
  reports: reports.queries,
  tender: tender.queries,
  tenders: tenders.queries,
};

const ORIGIN = 'http://127.0.0.1:4173';
const HOUR = 3600;

let table: EarlyRequestTable;
beforeAll(async () => {
  // supabase-js's realtime client wants a WebSocket class at creation; Node 20 has none.
  globalThis.WebSocket ??= (await import('ws')).WebSocket as unknown as typeof WebSocket;
  table = await recordEarlyRequestTable();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetSupabaseClient();
});

/** A session as supabase-js stores it, valid for `seconds`. */
const storedSession = (userId: string, token: string, seconds = HOUR) => ({
  access_token: token,
  refresh_token: 'refresh',
  expires_at: Math.floor(Date.now() / 1000) + seconds,
  user: { id: userId },
});

/** localStorage as the browser has it: the items are the object's own keys. */
function browserStorage(items: Record<string, string>): Storage {
  const methods = {
    getItem(this: Record<string, string>, key: string) {
      return Object.hasOwn(this, key) ? this[key]! : null;
    },
    setItem(this: Record<string, string>, key: string, value: string) {
      this[key] = value;
    },
    removeItem(this: Record<string, string>, key: string) {
      delete this[key];
    },
  };
  return Object.assign(Object.create(methods), items) as Storage;
}

interface Visit {
  path: string;
  search?: string;
  session?: ReturnType<typeof storedSession>;
  remembered?: { userId: string; workspaceId: string };
  online?: boolean;
}

/** Opens the SPA shell at `path`: its script runs against this page; returns what it sent. */
function openShell({ path, search = '', session, remembered, online = true }: Visit) {
  const items: Record<string, string> = {};
  if (session) items['sb-127-auth-token'] = JSON.stringify(session);
  if (remembered) items[REMEMBERED_WORKSPACE_KEY] = JSON.stringify(remembered);
  const location = { origin: ORIGIN, pathname: path, search, href: `${ORIGIN}${path}${search}` };
  const page: Record<string, unknown> = { location };
  const sent: Sent[] = [];
  const fetch: Mock<typeof globalThis.fetch> = vi.fn(async (input, init) => {
    const headers = new Headers(init?.headers);
    sent.push({ method: init?.method ?? 'GET', url: String(input), headers, body: init?.body as string });
    return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('window', page);
  vi.stubGlobal('location', location);
  vi.stubGlobal('localStorage', browserStorage(items));
  vi.stubGlobal('navigator', { onLine: online });
  vi.stubGlobal('fetch', fetch);
  (runInThisContext(`(${shellScript})`) as (table: EarlyRequestTable) => void)(table);
  return { sent, fetch, location, handover: () => page[EARLY_REQUESTS_GLOBAL] as EarlyRequests | undefined };
}

const keys = (requests: Sent[]) =>
  requests.map(({ method, url, headers, body }) => requestKey(method, url, headers, body));

/** An address at `screen` (its params filled in) and the params. */
function addressOf(screen: AppScreen) {
  const params = Object.fromEntries(screenParams(screen).map((name) => [name, randomUUID()]));
  if (screen.path === '*') return { path: '/app/no-such-screen', params };
  const path = `/app${screen.path ? `/${screen.path}` : ''}`.replace(/:(\w+)/g, (_, name) => params[name]!);
  return { path, params };
}

describe('the early requests table', () => {
  it('filled in for any user, workspace, address, time zone and day, is what the screens send', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-02-03T20:30:00Z') });
    await inTimeZone('Asia/Kolkata', async () => {
      const userId = randomUUID();
      const workspaceId = randomUUID();
      for (const screen of appScreens) {
        const { path, params } = addressOf(screen);
        const { sent } = openShell({
          path,
          session: storedSession(userId, 'recording'),
          remembered: { userId, workspaceId },
        });
        const own = screenQueries[screen.module]?.(workspaceId, { params, url: new URL(path, ORIGIN) }) ?? [];
        const expected = await sentBy(userId, [...shellQueries(userId, workspaceId), ...own]);
        expect(keys(sent), path).toEqual(keys(expected));
      }
    });
  });

  it('asks for every screen with a prefetch module, the workspaces first', () => {
    const withRequests = table.screens.filter(([, , requests]) => requests.length > 0);
    expect(withRequests).toHaveLength(Object.keys(screenQueries).length + 1); // /app and /app/dashboard
    expect(table.common[0]).toMatchObject({ method: 'POST', path: 'rest/v1/rpc/user_workspaces' });
  });
});

describe("the shell's script", () => {
  const userId = randomUUID();
  const remembered = { userId, workspaceId: randomUUID() };

  it('sends nothing for a signed-out visitor', () => {
    const { fetch, handover } = openShell({ path: '/app/dashboard', remembered });
    expect(fetch).not.toHaveBeenCalled();
    expect(handover()).toBeUndefined();
  });

  it('sends nothing with a token that expires within the minute (supabase-js refreshes it first)', () => {
    const { fetch } = openShell({
      path: '/app/dashboard',
      session: storedSession(userId, 't', 45),
      remembered,
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends nothing offline, nor outside /app', () => {
    const session = storedSession(userId, 't');
    expect(
      openShell({ path: '/app/dashboard', session, remembered, online: false }).fetch,
    ).not.toHaveBeenCalled();
    expect(openShell({ path: '/forgot-password', session, remembered }).fetch).not.toHaveBeenCalled();
  });

  it("without the user's remembered workspace, asks for the workspaces and the profile only", () => {
    const session = storedSession(userId, 't');
    for (const other of [undefined, { userId: randomUUID(), workspaceId: randomUUID() }]) {
      const { sent } = openShell({ path: '/app/dashboard', session, remembered: other });
      expect(sent.map((request) => new URL(request.url).pathname)).toEqual([
        '/rest/v1/rpc/user_workspaces',
        '/rest/v1/user_profiles',
      ]);
    }
  });

  it("leaves an address's filters to the app: with a query string, only the shell's requests", () => {
    const { sent } = openShell({
      path: '/app/reports',
      search: '?period=12m',
      session: storedSession(userId, 't'),
      remembered,
    });
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual([
      '/rest/v1/rpc/user_workspaces',
      '/rest/v1/user_profiles',
      '/rest/v1/tenders',
    ]);
  });
});

describe('the app', () => {
  const userId = randomUUID();
  const workspaceId = randomUUID();
  const dashboardFirst = (workspace: string): AnyQuery[] => [
    ...shellQueries(userId, workspace),
    ...dashboard.queries(workspace, { params: {}, url: new URL('/app/dashboard', ORIGIN) }),
  ];

  /** The app's own client (earlyAwareFetch), signed in with `token`, runs `queries` once each. */
  async function appAsks(token: string, queries: AnyQuery[]) {
    resetSupabaseClient({ storage: storageWithSession(userId, token) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    for (const options of queries) await client.fetchQuery(options).catch(() => undefined);
  }

  const open = () =>
    openShell({
      path: '/app/dashboard',
      session: storedSession(userId, 'token-1'),
      remembered: { userId, workspaceId },
    });

  it('takes each early response once instead of asking again', async () => {
    const { fetch, handover } = open();
    expect(fetch).toHaveBeenCalledTimes(5);
    await appAsks('token-1', dashboardFirst(workspaceId));
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(handover()?.requests).toEqual([]);
    // A second ask (a refresh) goes to the network.
    await appAsks('token-1', dashboardFirst(workspaceId).slice(0, 1));
    expect(fetch).toHaveBeenCalledTimes(6);
  });

  it('asks again under another session', async () => {
    const { fetch } = open();
    await appAsks('token-2', dashboardFirst(workspaceId));
    expect(fetch).toHaveBeenCalledTimes(10);
  });

  it("asks again for another workspace (a wrong guess): only the workspace's queries", async () => {
    const { sent } = open();
    await appAsks('token-1', dashboardFirst(randomUUID()));
    const again = sent.slice(5).map((request) => new URL(request.url).pathname);
    expect(again).toEqual(['/rest/v1/tenders', '/rest/v1/rpc/dashboard_summary', '/rest/v1/tenders']);
  });

  it('asks again once the address has changed, or after 30 s', async () => {
    const moved = open();
    moved.location.pathname = '/app/reports';
    await appAsks('token-1', dashboardFirst(workspaceId));
    expect(moved.fetch).toHaveBeenCalledTimes(10);
    expect(moved.handover()).toBeUndefined();

    const late = open();
    late.handover()!.at -= 30_001;
    await appAsks('token-1', dashboardFirst(workspaceId));
    expect(late.fetch).toHaveBeenCalledTimes(10);
  });
});
