// Hostile text stored through the API renders as inert text on every screen and in the
// CSV and ICS exports (docs/security-checks.md E1).
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { apiUser, localDate, type ApiUser } from './api-helpers';
import { createAccount, openSignedIn, signOut } from './auth-helpers';
import { expect, test } from './fixtures';

const IMG = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert(1)</script>';
const SVG = '"><svg onload=alert(1)>';
const JS_URL = 'javascript:alert(1)';
/** One unbroken word: the worst case for layout. Columns cap it (title 300, names 200). */
const LONG = 'W'.repeat(10_000);
const FORMULA = '=HYPERLINK("https://example.com","x")';
const HOSTILE = [IMG, SCRIPT, SVG, JS_URL];

/** What a successful injection would leave in the page. */
const INJECTED = 'img[src="x"], svg[onload], script:text("alert(1)"), [href^="javascript:"]';

async function downloaded(download: Download): Promise<string> {
  return readFile((await download.path())!, 'utf8');
}

/** The owner's workspace, profile, tenders and tasks, every text field hostile. */
async function seedHostileWorkspace(user: ApiUser, inviteeEmail: string) {
  const [profile] = await user.rest<{ current_workspace_id: string }[]>(
    `user_profiles?id=eq.${user.userId}&select=current_workspace_id`,
  );
  const workspaceId = profile!.current_workspace_id;
  await user.rest(`workspaces?id=eq.${workspaceId}`, { method: 'PATCH', body: { name: SCRIPT } });
  await user.rest(`user_profiles?id=eq.${user.userId}`, {
    method: 'PATCH',
    // (A photo must be a file in the user's own avatars folder: the database refuses a javascript: URL.)
    body: { name: IMG, company: SVG, role: JS_URL },
  });
  const tenders = [
    { title: IMG, client: SVG, reference: 'XSS-1' },
    { title: SCRIPT, client: FORMULA, reference: SCRIPT },
    { title: SVG, client: JS_URL, reference: SVG },
    { title: JS_URL, client: IMG, reference: JS_URL },
    { title: LONG.slice(0, 300), client: LONG.slice(0, 200), reference: LONG.slice(0, 100) },
  ];
  const ids: string[] = [];
  for (const [index, tender] of tenders.entries()) {
    const created = await user.rest<string | { id: string }>('rpc/save_tender', {
      method: 'POST',
      body: {
        p_tender: {
          reference_number: tender.reference,
          client: tender.client,
          title: tender.title,
          description: index === 4 ? LONG : `${SCRIPT}\n${IMG}`,
          inquiry_submission_date: localDate(1),
          tender_submission_date: localDate(3 + index),
        },
      },
    });
    ids.push(typeof created === 'string' ? created : created.id);
  }
  await user.rest('tasks', {
    method: 'POST',
    body: [...HOSTILE, LONG.slice(0, 200)].map((name) => ({ tender_id: ids[0], name })),
    prefer: 'return=minimal,missing=default',
  });
  const token = await user.rest<string>('rpc/create_invitation', {
    method: 'POST',
    body: { p_workspace_id: workspaceId, p_email: inviteeEmail, p_name: SVG },
  });
  return { ids, token };
}

/** Nothing injected, no dialog, and the page fits its width. */
async function expectInert(page: Page, dialogs: string[], where: string) {
  await expect(page.locator(INJECTED), where).toHaveCount(0);
  expect(dialogs, where).toEqual([]);
  const fits = await page.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
  );
  expect(fits, `${where}: no horizontal scroll`).toBe(true);
}

/** Visits the screen at 1280 and at 375 px; each time the texts show as text and nothing is injected. */
async function visit(page: Page, dialogs: string[], path: string, texts: string[]) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/Loading.*\.\.\./)).toHaveCount(0, { timeout: 15_000 });
    for (const text of texts) {
      await expect(page.getByText(text).first(), `${path} at ${width} px shows ${text}`).toBeAttached();
    }
    await expectInert(page, dialogs, `${path} at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('hostile text renders as inert text on every screen and in the CSV and ICS exports', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const owner = await createAccount('xss-owner');
  const invitee = await createAccount('xss-invitee');
  const { ids, token } = await seedHostileWorkspace(await apiUser(owner), invitee.email);

  // The invitation page shows the inviter's and the workspace's names.
  await openSignedIn(page, invitee);
  await visit(page, dialogs, `/invite/${token}`, [IMG, SCRIPT]);
  await page.goto('/app/dashboard');
  await signOut(page);

  await openSignedIn(page, owner);
  const title = LONG.slice(0, 300);
  await visit(page, dialogs, '/app/dashboard', [IMG, SCRIPT, JS_URL]);
  await visit(page, dialogs, '/app/tenders', [IMG, SCRIPT, SVG, JS_URL, title]);
  await visit(page, dialogs, `/app/tenders/${ids[0]}`, [IMG, SVG, SCRIPT, JS_URL, LONG.slice(0, 200)]);
  await visit(page, dialogs, `/app/tenders/${ids[0]}?view=list`, [SCRIPT, SVG, JS_URL, LONG.slice(0, 200)]);
  await visit(page, dialogs, `/app/tenders/${ids[4]}`, [title, LONG]);
  await visit(page, dialogs, `/app/tenders/edit/${ids[1]}`, []);
  await expect(page.getByLabel('Title')).toHaveValue(SCRIPT);
  await visit(page, dialogs, '/app/reports?period=all', [IMG, SCRIPT]);
  await visit(page, dialogs, '/app/notifications', [IMG, SCRIPT, SVG, JS_URL, title]);
  await visit(page, dialogs, '/app/users', [IMG, SVG]);
  await visit(page, dialogs, '/app/profile', [IMG, SVG, JS_URL, SCRIPT]);
  await visit(page, dialogs, '/app/settings?tab=profile', []);
  await expect(page.getByLabel('Full name')).toHaveValue(IMG);

  // The bell's menu lists the same deadlines.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('menu').getByText(IMG).first()).toBeVisible();
  await expectInert(page, dialogs, 'the bell menu');
  await page.keyboard.press('Escape');

  // CSV: formula cells start with ', quotes are doubled; the text stays data.
  await page.goto('/app/tenders');
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = await downloaded(csvDownload);
  expect(csv).toContain(`"'${FORMULA.replace(/"/g, '""')}"`);
  expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
  expect(csv).toContain(`"""><svg onload=alert(1)>"`);
  expect(csv).toContain(`,${IMG},`);
  expect(csv).toContain(LONG);

  // ICS: text values escaped, so no hostile line can start a property of its own.
  await page.goto(`/app/tenders/${ids[1]}`);
  const [icsDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar' }).click(),
  ]);
  const calendar = (await downloaded(icsDownload)).replace(/\r\n /g, '');
  expect(calendar).toContain(`SUMMARY:Submission deadline: ${SCRIPT}`);
  expect(calendar).toContain(`Reference ${SCRIPT} · ${FORMULA.replace(/,/g, '\\,')}`);
  expect(calendar.match(/^BEGIN:VEVENT$/gm)).toHaveLength(2);
  expect(dialogs).toEqual([]);
});
