// Live screens with two browsers: Lena and Lou, members of one workspace, each in their own
// browser context on the same tender; Oscar, of another workspace, on his own tender. What
// one member does (a move, a rename, a new tender) shows on the other's screen without a
// reload, and a comment mentioning Lou reaches his thread and his bell; Oscar receives
// nothing of it. `liveTeam()` sets the three up.
import type { Browser, Page } from '@playwright/test';
import { apiUser, type ApiUser } from './api-helpers';
import { createAccount, openSignedIn } from './auth-helpers';
import { expect, expectNoAxeViolations, pickUpCard, test } from './fixtures';

const column = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name} \\d+`) });

interface Member {
  page: Page;
  api: ApiUser;
  name: string;
}

/** A tender with one task of the user's current workspace; returns the tender's id. */
async function tenderWithTask(user: ApiUser, reference: string, task: string) {
  const [tender] = await user.rest<{ id: string; workspace_id: string }[]>('tenders', {
    method: 'POST',
    prefer: 'return=representation,missing=default',
    body: [{ reference_number: reference, title: `Tender ${reference}`, client: 'Harbour Board' }],
  });
  await user.rest('tasks', {
    method: 'POST',
    prefer: 'missing=default',
    body: [{ tender_id: tender!.id, name: task }],
  });
  return tender!;
}

/** Opens a page of its own browser context (its own storage: another person), signed in. */
async function signedInPage(browser: Browser, account: { email: string; password: string }, path: string) {
  const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
  const page = await context.newPage();
  await openSignedIn(page, account, path);
  return page;
}

/** Marks the document: the mark is gone if the page reloads. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { live: boolean }).live = true));
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { live?: boolean }).live === true);

/** Lena (admin) and Lou (user) of one workspace on its tender, Oscar of another on his. */
async function liveTeam(page: Page, browser: Browser) {
  const lenaAccount = await createAccount('live-lena', { firstName: 'Lena', lastName: 'Admin' });
  const louAccount = await createAccount('live-lou', { firstName: 'Lou', lastName: 'Member' });
  const oscarAccount = await createAccount('live-oscar', { firstName: 'Oscar', lastName: 'Outsider' });
  const [lenaApi, louApi, oscarApi] = await Promise.all([lenaAccount, louAccount, oscarAccount].map(apiUser));
  const tender = await tenderWithTask(lenaApi, 'LIVE-1', 'Check bond wording');
  const own = await tenderWithTask(oscarApi, 'OWN-1', 'Oscar own task');
  const token = await lenaApi.rest<string>('rpc/create_invitation', {
    method: 'POST',
    body: { p_workspace_id: tender.workspace_id, p_email: louAccount.email, p_name: 'Lou Member' },
  });
  await louApi.rest('rpc/accept_invitation', { method: 'POST', body: { p_token: token } });
  await louApi.rest(`user_profiles?id=eq.${louApi.userId}`, {
    method: 'PATCH',
    body: { current_workspace_id: tender.workspace_id },
  });

  const path = `/app/tenders/${tender.id}`;
  await openSignedIn(page, lenaAccount, path);
  const louPage = await signedInPage(browser, louAccount, path);
  const oscarPage = await signedInPage(browser, oscarAccount, `/app/tenders/${own.id}`);
  // Whatever reaches Oscar's browser over its Realtime socket.
  const oscarFrames: string[] = [];
  oscarPage.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => oscarFrames.push(payload.toString())),
  );
  for (const each of [page, louPage, oscarPage]) await markDocument(each);
  const lena: Member = { page, api: lenaApi, name: 'Lena Admin' };
  const lou: Member = { page: louPage, api: louApi, name: 'Lou Member' };
  const oscar: Member = { page: oscarPage, api: oscarApi, name: 'Oscar Outsider' };
  return { lena, lou, oscar, oscarFrames, tender };
}

test('a move and a rename on one member’s board show on the other’s at once; another workspace receives nothing', async ({
  page,
  browser,
}) => {
  test.slow();
  const { lena, lou, oscar, oscarFrames } = await liveTeam(page, browser);
  await expect(column(lou.page, 'Not Started')).toContainText('Check bond wording');
  await expect(column(oscar.page, 'Not Started')).toContainText('Oscar own task');

  // Each sees the other on the tender; Oscar, on his own, sees nobody.
  await expect(lena.page.getByRole('group', { name: 'Viewing now: Lou Member' })).toBeVisible();
  await expect(lou.page.getByRole('group', { name: 'Viewing now: Lena Admin' })).toBeVisible();
  await expect(oscar.page.getByRole('group', { name: /Viewing now/ })).toHaveCount(0);

  // Lena moves the card by keyboard and renames it; Lou's board follows without a reload.
  await lena.page.getByRole('button', { name: 'Move Check bond wording' }).focus();
  await pickUpCard(lena.page, 'Check bond wording');
  await lena.page.keyboard.press('ArrowRight');
  await lena.page.keyboard.press('Space');
  await expect(column(lena.page, 'In Progress')).toContainText('Check bond wording');
  await expect(column(lou.page, 'In Progress')).toContainText('Check bond wording');
  await expect(column(lou.page, 'Not Started')).not.toContainText('Check bond wording');

  await lena.page.getByRole('button', { name: 'Rename Check bond wording' }).click();
  await lena.page.getByLabel('New name for Check bond wording').fill('Check bond wording with bank');
  await lena.page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(column(lou.page, 'In Progress')).toContainText('Check bond wording with bank');
  expect(await stillSameDocument(lou.page), 'Lou’s page did not reload').toBe(true);

  // Oscar's board is as it was, and nothing of Lena's workspace reached his browser.
  await expect(column(oscar.page, 'Not Started')).toContainText('Oscar own task');
  await expect(oscar.page.getByText('Check bond wording')).toHaveCount(0);
  expect(oscarFrames.length, 'Oscar’s socket is open').toBeGreaterThan(0);
  expect(oscarFrames.filter((frame) => frame.includes('Check bond wording'))).toEqual([]);
  expect(await stillSameDocument(oscar.page)).toBe(true);

  // Lou leaves: Lena no longer sees Lou viewing.
  // (In the app, so the page keeps its joined channel: a fresh load would join it anew.)
  await lou.page.getByRole('link', { name: 'Back to Tenders' }).click();
  await expect(lena.page.getByRole('group', { name: /Viewing now/ })).toHaveCount(0);

  // A tender Lena adds joins Lou's list of tenders, without a reload.
  await expect(lou.page.getByRole('row', { name: /Tender LIVE-1/ })).toBeVisible();
  await tenderWithTask(lena.api, 'LIVE-2', 'Price the works');
  await expect(lou.page.getByRole('row', { name: /Tender LIVE-2/ })).toBeVisible();
  expect(await stillSameDocument(lou.page)).toBe(true);
  await lou.page.context().close();
  await oscar.page.context().close();
});

test('a comment with a mention shows in the other member’s thread and bell at once; another workspace receives nothing', async ({
  page,
  browser,
}) => {
  test.slow();
  const { lena, lou, oscar, oscarFrames, tender } = await liveTeam(page, browser);
  await lou.page.getByRole('tab', { name: 'Comments' }).click();
  const louThread = lou.page.getByRole('tabpanel', { name: 'Comments' });
  await expect(louThread.getByText('No comments yet.')).toBeVisible();
  const bell = lou.page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).not.toHaveAccessibleName(/mention/);

  await lena.page.getByRole('tab', { name: 'Comments' }).click();
  const box = lena.page
    .getByRole('tabpanel', { name: 'Comments' })
    .getByRole('textbox', { name: 'Add a comment' });
  await box.fill('Bank wording attached ');
  await box.pressSequentially('@lo');
  await expect(lena.page.getByRole('listbox', { name: 'Members to mention' }).getByRole('option')).toHaveText(
    [/Lou Member/],
  );
  await box.press('Enter');
  await box.pressSequentially('please review');
  await lena.page.getByRole('button', { name: 'Post comment' }).click();

  // Lou's thread and bell follow without a reload.
  await expect(louThread.getByRole('listitem')).toContainText(
    'Bank wording attached @Lou Member please review',
  );
  await expect(bell).toHaveAccessibleName('Notifications, 1 new mention or reply');
  await bell.click();
  await expect(lou.page.getByRole('menuitem', { name: /Lena Admin mentioned you/ })).toContainText(
    `Tender ${'LIVE-1'}`,
  );
  expect(await stillSameDocument(lou.page), 'Lou’s page did not reload').toBe(true);

  // Nothing of it reached Oscar.
  expect(oscarFrames.filter((frame) => frame.includes('Bank wording') || frame.includes(tender.id))).toEqual(
    [],
  );
  expect(await stillSameDocument(oscar.page)).toBe(true);
  await lou.page.context().close();
  await oscar.page.context().close();
});

test('the tender page with who is viewing it has no axe violations, light and dark, at 1280 and 375 px', async ({
  page,
  browser,
}) => {
  test.slow();
  const { lena, lou, oscar } = await liveTeam(page, browser);
  await oscar.page.context().close();
  await expect(lou.page.getByRole('group', { name: 'Viewing now: Lena Admin' })).toBeVisible();
  await expectNoAxeViolations(lou.page, 'the tender page with presence', { widths: [1280, 375] });
  await expect(lena.page.getByRole('group', { name: 'Viewing now: Lou Member' })).toBeVisible();
  await lou.page.context().close();
});
