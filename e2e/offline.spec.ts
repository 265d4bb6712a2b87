import type { Page } from '@playwright/test';
import { apiUser, insertTenders } from './api-helpers';
import { createAccount, openSignedIn, signOut } from './auth-helpers';
import { expect, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });

// Readable offline: the service worker serves the app's code, the query cache persisted in
// IndexedDB (src/lib/query-persistence.ts) its data; changes are refused, and a sign-out
// leaves nothing of the user on the browser (docs/architecture.md § Offline).

const OFFLINE_BANNER = /^Offline — showing what was loaded at \d\d:\d\d$/;
const OFFLINE_MESSAGE = 'You are offline. Changes cannot be saved until you are back online.';

/** The users whose query cache is persisted on this browser (keys of the IndexedDB store). */
const persistedUsers = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('tenderflow-query-cache');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('clients')) return resolve([]);
          const keys = db.transaction('clients').objectStore('clients').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => reject(keys.error);
        };
      }),
  );

/**
 * Loads a screen until the service worker controls the page and the cache holds its data:
 * the worker installed by the first load controls the next one.
 */
async function loadForOffline(page: Page, path: string, content: () => Promise<void>) {
  await page.goto(path);
  await content();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await content();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect.poll(() => persistedUsers(page)).toHaveLength(1);
}

test('offline, the tender list and a tender are shown as last loaded, and a save is refused keeping the input', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  allowConsoleErrors('ERR_INTERNET_DISCONNECTED', 'Failed to fetch', 'TypeError');
  const account = await createAccount('offline');
  const [tender] = await insertTenders(await apiUser(account), [
    { reference_number: 'OFF-1', title: 'Harbour lighting', client: 'Port authority' },
  ]);
  await openSignedIn(page, account);
  await loadForOffline(page, '/app/tenders', () =>
    expect(page.getByRole('link', { name: 'Harbour lighting' })).toBeVisible(),
  );
  await page.goto(`/app/tenders/edit/${tender!.id}`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Harbour lighting');
  // The persisted copy lags the cache by a second at most.
  await page.waitForTimeout(1500);

  await context.setOffline(true);
  await page.goto('/app/tenders');
  await expect(page.getByRole('link', { name: 'Harbour lighting' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveText(OFFLINE_BANNER);
  // Offline, the SPA shell sends nothing early: the screen is the persisted copy's.
  expect(await page.evaluate(() => '__tenderflowEarlyRequests' in window)).toBe(false);

  await page.goto(`/app/tenders/edit/${tender!.id}`);
  const title = page.getByLabel('Title', { exact: true });
  await expect(title).toHaveValue('Harbour lighting');
  await title.fill('Harbour lighting, phase 2');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(OFFLINE_MESSAGE)).toBeVisible();
  await expect(title).toHaveValue('Harbour lighting, phase 2');
});

test('online, a reload shows what the server has now, whether the shell asked for it early or the screen did', async ({
  page,
}) => {
  const account = await createAccount('persisted');
  const user = await apiUser(account);
  const [tender] = await insertTenders(user, [
    { reference_number: 'PER-1', title: 'Harbour lighting', client: 'Port authority' },
  ]);
  // Two lists in the persisted cache: the plain one (sent early on a page load) and a
  // searched one (a query string: the screen asks for it itself).
  await openSignedIn(page, account, '/app/tenders?q=Harbour');
  await expect(page.getByRole('link', { name: 'Harbour lighting' })).toBeVisible();
  await page.goto('/app/tenders');
  await expect(page.getByRole('link', { name: 'Harbour lighting' })).toBeVisible();
  await expect.poll(() => persistedUsers(page)).toHaveLength(1);
  await page.waitForTimeout(1500);

  await user.rest(`tenders?id=eq.${tender!.id}`, {
    method: 'PATCH',
    body: { title: 'Harbour lighting, phase 2' },
  });
  for (const path of ['/app/tenders', '/app/tenders?q=Harbour']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Harbour lighting, phase 2' }), path).toBeVisible();
    await expect(page.getByRole('link', { name: 'Harbour lighting', exact: true }), path).toHaveCount(0);
  }
});

test('a sign-out deletes the persisted cache: the next user sees nothing of the previous one, online or offline', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  allowConsoleErrors('ERR_INTERNET_DISCONNECTED', 'Failed to fetch', 'TypeError');
  const first = await createAccount('offline-first');
  await insertTenders(await apiUser(first), [
    { reference_number: 'PRIV-1', title: 'Private tender of the first user', client: 'Client A' },
  ]);
  await openSignedIn(page, first);
  await loadForOffline(page, '/app/tenders', () =>
    expect(page.getByRole('link', { name: 'Private tender of the first user' })).toBeVisible(),
  );

  await signOut(page);
  await expect.poll(() => persistedUsers(page)).toEqual([]);

  await openSignedIn(page, await createAccount('offline-second'), '/app/tenders');
  await expect(page.getByText('No tenders found')).toBeVisible();
  await expect.poll(() => persistedUsers(page)).toHaveLength(1);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tenders', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await expect(page.getByText('Private tender of the first user')).toHaveCount(0);
});

test('offline, a tender shows what was loaded, its bid bond included, and a tab never opened says it is not available offline', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  allowConsoleErrors('ERR_INTERNET_DISCONNECTED', 'Failed to fetch', 'TypeError');
  const account = await createAccount('offline-tabs');
  const user = await apiUser(account);
  const [tender] = await user.rest<{ id: string; workspace_id: string }[]>('tenders', {
    method: 'POST',
    prefer: 'return=representation,missing=default',
    body: [{ reference_number: 'OFF-2', title: 'Quay wall repair', client: 'Harbour board', bid_bond: true }],
  });
  await user.rest('bid_bonds', {
    method: 'POST',
    prefer: 'return=minimal',
    body: [
      {
        tender_id: tender!.id,
        workspace_id: tender!.workspace_id,
        amount: 5000,
        currency: 'GBP',
        issuer: 'Harbour Bank',
      },
    ],
  });
  await openSignedIn(page, account);
  await loadForOffline(page, `/app/tenders/${tender!.id}`, () =>
    expect(page.getByRole('main').getByText('Harbour Bank')).toBeVisible(),
  );
  await page.waitForTimeout(1500);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Quay wall repair', level: 1 })).toBeVisible();
  // The refresh fails offline; the bond loaded before stays on the card.
  await expect(page.getByRole('main').getByText('Harbour Bank')).toBeVisible();
  await expect(page.getByText('Failed to load the bid bond')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Clarifications' }).click();
  await expect(page.getByRole('tabpanel').getByText('Not available offline')).toBeVisible({ timeout: 3000 });
  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByText('No clarification questions yet.')).toBeVisible();
});
