import type { Page, Request } from '@playwright/test';
import { apiUser, insertTenders, type ApiUser } from './api-helpers';
import { createAccount, openSignedIn } from './auth-helpers';
import { expect, test } from './fixtures';

// An /app screen's first data requests leave with the document, from the SPA shell's inline
// script, and the app adopts them (src/app/early-requests/, src/lib/early-requests.ts); the
// suite's build calls the API on its own origin (the host forwards it), the direct build the
// API's origin (docs/deploying.md).

const HANDOVER = '__tenderflowEarlyRequests';
const TENDER = { reference_number: 'EARLY-1', title: 'Harbour lighting', client: 'Port authority' };

/** The API requests the page makes from now on. */
function apiRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (/\/(auth|rest|storage|functions)\/v1\//.test(request.url())) seen.push(request);
  });
  return seen;
}

/** The early requests the shell left and the app has not taken (undefined: the shell sent none). */
const leftOver = (page: Page) =>
  page.evaluate(
    (name) =>
      (window as unknown as Record<string, { requests: unknown[] } | undefined>)[name]?.requests.length,
    HANDOVER,
  );

const workspaceOf = async (user: ApiUser) =>
  (await user.rest<{ workspace_id: string }[]>('workspace_members?select=workspace_id'))[0]!.workspace_id;

/** Opens the dashboard signed in, then loads it again as a document: the workspace is now remembered. */
async function dashboardAgain(page: Page, prefix: string) {
  const account = await createAccount(prefix);
  const user = await apiUser(account);
  await insertTenders(user, [TENDER]);
  await openSignedIn(page, account);
  const requests = apiRequests(page);
  await page.reload();
  await expect(page.getByRole('link', { name: TENDER.title })).toBeVisible();
  return { user, requests };
}

const summaries = (requests: Request[]) =>
  requests.filter((request) => request.url().includes('rpc/dashboard_summary'));

/**
 * Every early request was taken by the app, the summary asked for once, by the shell's script
 * (supabase-js would have named itself in X-Client-Info), and every API request went to `api`.
 */
async function expectAdopted(page: Page, requests: Request[], api: string) {
  expect(await leftOver(page)).toBe(0);
  const [summary, ...again] = summaries(requests);
  expect(again).toEqual([]);
  expect(await summary!.headerValue('x-client-info')).toBeNull();
  for (const request of requests) expect(request.url().startsWith(`${api}/`), request.url()).toBe(true);
}

test("a screen's first requests leave with the document, on the app's own origin, and are not asked again", async ({
  page,
  baseURL,
}) => {
  const { requests } = await dashboardAgain(page, 'early');
  await expectAdopted(page, requests, baseURL!);
  expect(requests.filter((request) => request.method() === 'OPTIONS')).toEqual([]);
});

test('nothing is sent early for a signed-out visitor', async ({ page }) => {
  const requests = apiRequests(page);
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/sign-in/);
  expect(await leftOver(page)).toBeUndefined();
  expect(requests.filter((request) => request.url().includes('/rest/v1/'))).toEqual([]);
});

test('a wrong guess of the workspace (the user was removed from it) recovers without an error', async ({
  page,
}) => {
  const other = await workspaceOf(await apiUser(await createAccount('early-other')));
  const { user } = await dashboardAgain(page, 'early-guess');
  const own = await workspaceOf(user);
  await page.evaluate(
    ([userId, workspaceId]) =>
      localStorage.setItem('tenderflow:current-workspace', JSON.stringify({ userId, workspaceId })),
    [user.userId, other],
  );
  const requests = apiRequests(page);
  await page.reload();
  await expect(page.getByRole('link', { name: TENDER.title })).toBeVisible();
  await expect(page.getByText(/failed|error/i)).toHaveCount(0);
  // The guess went out with the document; the screen then asked for the user's workspace.
  const remembered = () =>
    page.evaluate(
      () => JSON.parse(localStorage.getItem('tenderflow:current-workspace') ?? 'null') as unknown,
    );
  await expect.poll(remembered).toEqual({ userId: user.userId, workspaceId: own });
  const sentFor = summaries(requests).map(
    (request) => (request.postDataJSON() as { p_workspace_id: string }).p_workspace_id,
  );
  expect(sentFor).toEqual([other, own]);
});

test.describe('the direct cross-origin API URL', () => {
  test.use({ baseURL: process.env.E2E_DIRECT_BASE_URL });

  test('keeps working: early requests to the API origin, adopted, and a CSP that names it', async ({
    page,
    request,
  }) => {
    const api = process.env.E2E_SUPABASE_URL!;
    const { requests } = await dashboardAgain(page, 'early-direct');
    await expectAdopted(page, requests, api);
    const csp = (await request.get('/app/dashboard')).headers()['content-security-policy'];
    expect(csp).toContain(`connect-src 'self' ${api}`);
  });
});
