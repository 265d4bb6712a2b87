import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { apiUser, insertTenders, localDate, type TenderSeed } from './api-helpers';
import { formatShortDate } from '../src/lib/dates';
import { createAccount, failedResource, openSignedIn } from './auth-helpers';
import { axeViolations, expect, pickUpCard, test } from './fixtures';

/** The newest toast with this text (Sonner lists the newest first; an earlier one may linger). */
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

const column = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name} \\d+`) });

async function downloaded(download: Download): Promise<string> {
  return readFile((await download.path())!, 'utf8');
}

/** A tender made through the same RPC the New Tender form uses (so it has its default tasks). */
async function createTenderViaApi(account: { email: string; password: string }, title = 'Harbour dredging') {
  const user = await apiUser(account);
  const tender = await user.rest<{ id: string }>('rpc/save_tender', {
    method: 'POST',
    body: {
      p_tender: {
        reference_number: 'RFP-E2E-1',
        client: 'Port Authority',
        title,
        inquiry_submission_date: localDate(10),
        tender_submission_date: localDate(20),
      },
    },
  });
  return { user, id: tender.id };
}

test('create a tender, see its default tasks, edit it, change its status, add it to a calendar, delete it', async ({
  page,
}) => {
  test.slow();
  await openSignedIn(page, await createAccount('tender'));
  await page.getByRole('link', { name: /All Tenders/ }).click();
  await expect(page.getByText('No tenders found')).toBeVisible();
  await page.getByRole('link', { name: 'Create a tender' }).click();
  await expect(page.getByRole('heading', { name: 'New Tender', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Create Tender' }).click();
  await expect(page.getByText('Reference Number is required')).toBeVisible();
  // The submission date is required; the inquiry date is optional.
  await expect(page.getByText('Please select the tender submission date')).toHaveCount(1);

  await page.getByLabel('Reference Number').fill('RFP-2026-900');
  await page.getByLabel('Client').fill('Harbour Board');
  await page.getByLabel('Title').fill('Quay crane maintenance');
  await page.getByLabel('Description').fill('First line\nSecond line');
  await page.getByLabel('Last Date for Inquiry Submission').fill(localDate(12));
  await page.getByLabel('Last Date for Tender Submission').fill(localDate(5));
  await page.getByRole('button', { name: 'Create Tender' }).click();
  await expect(page.getByText('The inquiry date must be on or before the submission date')).toBeVisible();
  await page.getByLabel('Last Date for Inquiry Submission').fill(localDate(2));
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Limited Tender', exact: true }).click();
  await page.getByRole('switch', { name: 'Bid Bond Required' }).click();
  await page.getByRole('button', { name: 'Create Tender' }).click();

  await expect(toast(page, 'Tender created successfully!')).toBeVisible();
  // The new tender opens; the list has it too.
  await expect(page.getByRole('heading', { name: 'Quay crane maintenance', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /All Tenders/ }).click();
  const row = page.getByRole('row', { name: /Quay crane maintenance/ });
  await expect(row).toContainText('RFP-2026-900');
  await expect(row).toContainText('Under Review');
  await expect(row).toContainText('Due in 5 days');
  await expect(page.getByRole('link', { name: /All Tenders/ })).toContainText('1');

  await row.getByRole('link', { name: 'Open Quay crane maintenance' }).click();
  await expect(page.getByRole('heading', { name: 'Quay crane maintenance', level: 1 })).toBeVisible();
  await expect(page.getByText('First line\nSecond line')).toBeVisible();
  await expect(page.getByText('Limited Tender', { exact: true })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^Yes$/ })).toBeVisible();
  await expect(column(page, 'Not Started')).toContainText('Review tender documents');
  await expect(column(page, 'Not Started').getByRole('listitem')).toHaveCount(8);

  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Tender' });
  await expect(dialog.getByLabel('Title')).toHaveValue('Quay crane maintenance');
  await dialog.getByLabel('Title').fill('Quay crane maintenance and repair');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Tender updated successfully')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Quay crane maintenance and repair', level: 1 }),
  ).toBeVisible();

  await page.getByRole('combobox', { name: 'Change status' }).click();
  await page.getByRole('option', { name: 'In Development' }).click();
  // No bid decision yet: the dialog asks first (a manager may skip; the skip is recorded).
  await page.getByRole('alertdialog').getByRole('button', { name: 'Skip decision' }).click();
  await expect(toast(page, 'Tender status updated to In Development')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Change status' })).toHaveText('In Development');

  const [ics] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar' }).click(),
  ]);
  expect(ics.suggestedFilename()).toBe('rfp-2026-900-deadlines.ics');
  const calendar = await downloaded(ics);
  expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
  expect(calendar).toContain(`DTSTART;VALUE=DATE:${localDate(2).replace(/-/g, '')}`);
  expect(calendar).toContain(`DTSTART;VALUE=DATE:${localDate(5).replace(/-/g, '')}`);
  expect(calendar).toContain('SUMMARY:Submission deadline: Quay crane maintenance and repair');
  expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(2);

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this tender?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'Tender deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/tenders$/);
  await expect(page.getByText('No tenders found')).toBeVisible();
});

test("a tender's header and task board render first; the cards below follow without holding them up", async ({
  page,
}) => {
  const account = await createAccount('tender-first');
  const { id } = await createTenderViaApi(account);
  // The cards and the other tabs are a chunk of their own (routes/app/tender/sections.tsx):
  // held back here until the header and the board are on screen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/sections-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const asked = page.waitForRequest(/\/assets\/sections-[\w-]+\.js$/);
  await openSignedIn(page, account, `/app/tenders/${id}`);
  await asked;
  await expect(page.getByRole('heading', { name: 'Harbour dredging', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await expect(page.locator('section[data-column]')).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Prepare technical proposal', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Details', level: 2, exact: true })).toHaveCount(0);

  release();
  for (const name of ['Details', 'Additional Information', 'Documents'])
    await expect(page.getByRole('heading', { name, level: 2, exact: true })).toBeVisible();
});

test('a failed create keeps everything typed and says so', async ({ page, allowConsoleErrors }) => {
  await openSignedIn(page, await createAccount('failcreate'), '/app/tenders/new');
  await page.getByLabel('Reference Number').fill('RFP-KEEP');
  await page.getByLabel('Client').fill('Keep Ltd');
  await page.getByLabel('Title').fill('Kept title');
  await page.getByLabel('Last Date for Inquiry Submission').fill(localDate(1));
  await page.getByLabel('Last Date for Tender Submission').fill(localDate(3));
  await page.route('**/rest/v1/rpc/save_tender', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"code":"XX000","message":"boom"}',
    }),
  );
  allowConsoleErrors(failedResource(500, 'Internal Server Error'), 'boom');
  await page.getByRole('button', { name: 'Create Tender' }).click();
  await expect(toast(page, 'Failed to create tender. Please try again.')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Kept title');
  await expect(page.getByLabel('Last Date for Tender Submission')).toHaveValue(localDate(3));
  await page.unroute('**/rest/v1/rpc/save_tender');
  await page.getByRole('button', { name: 'Create Tender' }).click();
  await expect(toast(page, 'Tender created successfully!')).toBeVisible();
});

test('tasks: add, rename, move by keyboard and by drag, delete, in both views', async ({ page }) => {
  test.slow();
  const account = await createAccount('tasks');
  const { id } = await createTenderViaApi(account);
  await openSignedIn(page, account, `/app/tenders/${id}`);

  await page.getByRole('button', { name: 'Add task to In Progress' }).click();
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
  await page.getByLabel('New task in In Progress').fill('  Site visit  ');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Task added successfully')).toBeVisible();
  await expect(column(page, 'In Progress')).toContainText('Site visit');

  await page.getByRole('button', { name: 'Rename Site visit' }).click();
  await page.getByLabel('New name for Site visit').fill('Site visit and photos');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Task renamed successfully')).toBeVisible();

  // Keyboard: pick up with Space, one column right, drop with Space; a screen reader hears each step.
  await page.getByRole('button', { name: 'Move Site visit and photos' }).focus();
  await pickUpCard(page, 'Site visit and photos');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Task Site visit and photos is over Completed.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(toast(page, 'Task status updated to Completed')).toBeVisible();
  await expect(page.getByText('Task Site visit and photos was dropped in Completed.')).toBeAttached();
  await expect(column(page, 'Completed')).toContainText('Site visit and photos');

  // Mouse: drag a card by its handle onto another column.
  const handle = page.getByRole('button', { name: 'Move Attend site visit' });
  const target = column(page, 'In Progress');
  // In mid-screen, so the board's auto-scroll (near the viewport's edges) leaves the page still.
  await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
  // Columns of a row are equally tall: move level with the handle into the next column, and
  // drop only once the board reports the card over it (measured again: slow machines lag).
  await expect(async () => {
    const to = (await target.boundingBox())!;
    await page.mouse.move(to.x + to.width / 2, from.y + from.height / 2, { steps: 10 });
    await expect(page.getByText('Task Attend site visit is over In Progress.')).toBeAttached({
      timeout: 1_000,
    });
  }).toPass();
  await page.mouse.up();
  await expect(toast(page, 'Task status updated to In Progress')).toBeVisible();
  await expect(target).toContainText('Attend site visit');
  await page.reload();
  await expect(column(page, 'In Progress')).toContainText('Attend site visit');

  await page.getByRole('button', { name: 'Delete Site visit and photos' }).click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure you want to delete this task?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'Task deleted successfully')).toBeVisible();
  await expect(page.getByText('Site visit and photos')).toHaveCount(0);

  await page.getByRole('tab', { name: 'List View' }).click();
  await expect(page).toHaveURL(/view=list/);
  await page.getByRole('button', { name: 'Add New Task' }).click();
  await expect(toast(page, 'Task added successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Add New Task' }).click();
  await expect(page.getByText('New Task 2', { exact: true })).toBeVisible();
  await expect(page.getByText('New Task', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Completed/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Rename New Task 2' }).click();
  await page.getByLabel('New name for New Task 2').fill('Bid bond from the bank');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Task renamed successfully')).toBeVisible();
  await expect(page.getByText('Bid bond from the bank')).toBeVisible();

  await page.getByRole('combobox', { name: 'Status of Bid bond from the bank' }).click();
  await page.getByRole('option', { name: 'In Progress' }).click();
  await expect(toast(page, 'Task status updated to In Progress')).toBeVisible();

  await page.getByRole('button', { name: 'Delete New Task' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Task deleted successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'List View' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('New Task', { exact: true })).toHaveCount(0);
});

test('the list searches, filters, sorts and pages in the URL, comes back as left, and exports every matching row as CSV', async ({
  page,
}) => {
  test.slow();
  const account = await createAccount('list');
  const user = await apiUser(account);
  const rows: TenderSeed[] = Array.from({ length: 28 }, (_, i) => ({
    reference_number: `REF-${String(i + 1).padStart(3, '0')}`,
    title: `Tender number ${i + 1}`,
    client: i % 2 ? 'Odd Client' : 'Even Client',
    status: i % 7 === 0 ? 'won' : 'under-review',
    tender_submission_date: localDate(30 + i),
    created_at: new Date(Date.now() - (28 - i) * 60_000).toISOString(),
  }));
  rows.push(
    {
      reference_number: 'HB-1',
      title: 'Harbour wall',
      client: 'Zeta Öl GmbH',
      tender_submission_date: localDate(3),
    },
    {
      reference_number: 'OV-1',
      title: '=HYPERLINK("x")',
      client: 'Overdue Co',
      tender_submission_date: localDate(-1),
    },
  );
  await insertTenders(user, rows);
  // On a phone every row still shows its submission date and cue: on site, the deadline is what people check.
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, account, '/app/tenders');
  await expect(page.getByText('Showing 1–25 of 30 tenders')).toBeVisible();
  const visibleIn = (row: RegExp, text: string) =>
    page.getByRole('row', { name: row }).getByText(text, { exact: true }).filter({ visible: true });
  await expect(visibleIn(/Harbour wall/, 'Due in 3 days')).toBeVisible();
  await expect(visibleIn(/Harbour wall/, formatShortDate(localDate(3)))).toBeVisible();
  await expect(visibleIn(/HYPERLINK/, 'Overdue')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(visibleIn(/Harbour wall/, 'Due in 3 days')).toBeVisible();
  // Past its submission deadline and still under review: 'Deadline missed' beside its status.
  await expect(visibleIn(/HYPERLINK/, 'Deadline missed')).toBeVisible();
  expect(await axeViolations(page), "the list with 'Deadline missed'").toEqual([]);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('Showing 26–30 of 30 tenders')).toBeVisible();
  await page.goBack();
  await expect(page.getByText('Showing 1–25 of 30 tenders')).toBeVisible();

  await page.getByPlaceholder('Search by title, client, or reference number').fill('HARB');
  await expect(page).toHaveURL(/q=HARB/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('search').getByRole('searchbox').fill('zeta öl');
  await page.getByRole('search').getByRole('searchbox').press('Enter');
  await expect(page.getByPlaceholder('Search by title, client, or reference number')).toHaveValue('zeta öl');
  await expect(page.getByRole('row', { name: /Harbour wall/ })).toBeVisible();
  await page.getByPlaceholder('Search by title, client, or reference number').fill('nothing like this');
  await expect(page.getByText('No tenders found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();

  // Several statuses: one from the menu, then a preset.
  await page.getByRole('button', { name: 'Statuses: All statuses' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Won' }).click();
  await expect(page).toHaveURL(/\?status=won$/);
  await expect(page.getByText('Showing 1–4 of 4 tenders')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]); // the open menu, the presets, the sortable headers
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Statuses: Won' })).toBeVisible();
  // The sidebar's All Tenders brings the list back as it was left, not its first page unfiltered.
  await page.getByRole('link', { name: /All Tenders/ }).click();
  await expect(page).toHaveURL(/\/app\/tenders\?status=won$/);
  await expect(page.getByText('Showing 1–4 of 4 tenders')).toBeVisible();
  const presets = page.getByRole('group', { name: 'Status presets' });
  await presets.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\?status=under-review&status=in-development$/);
  await expect(page.getByText('Showing 1–25 of 26 tenders')).toBeVisible();

  // A sortable column header: the nearest upcoming deadline first, the overdue one after.
  const deadline = page.getByRole('columnheader', { name: 'Submission Date' });
  await deadline.getByRole('button', { name: 'Submission Date' }).click();
  await expect(page).toHaveURL(/sort=deadline/);
  await expect(deadline).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('row').nth(1)).toContainText('HB-1');
  await expect(page.getByRole('row').nth(2)).toContainText('REF-002');
  await presets.getByRole('button', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/app\/tenders\?sort=deadline$/);
  await expect(page.getByText('Showing 1–25 of 30 tenders')).toBeVisible();

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const text = await downloaded(csv);
  expect(
    text.startsWith(
      '\uFEFFReference #,Status,Client,Title,Description,Channel,Type,Inquiry Date,Submission Date,Estimated Value,Currency,Probability,Expected Award Date,Our Bid Price,Bid Bond,Award Date,Winner,Winning Price,Our Rank,Loss Reason,Created Date\r\n',
    ),
  ).toBe(true);
  const lines = text.trimEnd().split('\r\n');
  expect(lines).toHaveLength(31);
  expect(lines[1]).toMatch(/^HB-1,Under Review,Zeta Öl GmbH,Harbour wall,/);
  expect(lines.at(-1)).toMatch(/^OV-1,Under Review,Overdue Co,"'=HYPERLINK\(""x""\)",/);
});

test('another user can neither see nor open the tender', async ({ page, allowConsoleErrors }) => {
  const owner = await createAccount('owner');
  const { id } = await createTenderViaApi(owner, 'Private tender');
  await openSignedIn(page, await createAccount('intruder'), '/app/tenders');
  await expect(page.getByText('No tenders found')).toBeVisible();
  allowConsoleErrors(
    failedResource(406, 'Not Acceptable'),
    'Cannot coerce the result to a single JSON object',
  );
  await page.goto(`/app/tenders/${id}`);
  await expect(page.getByRole('heading', { name: 'Tender not found' })).toBeVisible();
  await page.goto(`/app/tenders/edit/${id}`);
  await expect(page.getByRole('heading', { name: 'Tender not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Tenders' }).click();
  await expect(page).toHaveURL(/\/app\/tenders$/);
  await page.goto('/app/tenders/not-a-uuid');
  await expect(page.getByRole('heading', { name: 'Tender not found' })).toBeVisible();
  allowConsoleErrors(failedResource(400, 'Bad Request'), 'invalid input syntax for type uuid');
});

test('the list fits: every column shown fits at 1280 px with the sidebar open, nothing is clipped at 320 px, and on a phone the filters fold behind one button', async ({
  page,
}) => {
  test.slow();
  const account = await createAccount('fit');
  const user = await apiUser(account);
  const long = (i: number): TenderSeed => ({
    reference_number: `RFQ-2026-CIVILS-${String(i).padStart(4, '0')}`,
    title: `Car park resurfacing and drainage renewal, phase ${i}, including the north access road`,
    client: 'Ridgeline Metropolitan Borough Council Highways Department',
    status: i % 2 ? 'in-development' : 'under-review',
    // Past its deadline and still open: 'Deadline missed' beside the status.
    tender_submission_date: localDate(i % 3 ? 12 + i : -2),
  });
  const tenders = await insertTenders(
    user,
    Array.from({ length: 6 }, (_, i) => ({ ...long(i + 1), estimated_value: 12_345_678 })),
  );
  const { workspace_id } = tenders[0] as unknown as { workspace_id: string };
  await user.rest('tender_requirements', {
    method: 'POST',
    body: tenders.flatMap(({ id }) =>
      ['Method statement', 'Insurance'].map((requirement) => ({ tender_id: id, workspace_id, requirement })),
    ),
    prefer: 'return=minimal',
  });

  /** How far the list's table and the page overflow sideways (0 when they fit), and clipped badges. */
  const overflow = () =>
    page.evaluate(() => {
      const table = document.querySelector('table')!;
      const scroller = table.parentElement!;
      const clipped = [...table.querySelectorAll<HTMLElement>('tbody tr span.rounded-full')]
        .filter((badge) => badge.offsetParent !== null)
        .filter((badge) => {
          const box = badge.getBoundingClientRect();
          const area = scroller.getBoundingClientRect();
          return (
            badge.scrollWidth > badge.clientWidth || box.right > area.right + 0.5 || box.left < area.left
          );
        })
        .map((badge) => badge.textContent);
      return {
        table: scroller.scrollWidth - scroller.clientWidth,
        page: document.documentElement.scrollWidth - window.innerWidth,
        clipped,
      };
    });

  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, account, '/app/tenders');
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
  await expect(page.getByText('Showing 1–6 of 6 tenders')).toBeVisible();
  await expect(page.getByText('0/2 complete').first()).toBeVisible();
  for (const name of ['Title', 'Status', 'Value', 'Submission Date', 'Requirements']) {
    await expect(page.getByRole('columnheader', { name })).toBeVisible();
  }
  await expect.poll(overflow).toEqual({ table: 0, page: 0, clipped: [] });
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 320, height: 700 });
  await expect(page.getByText('Deadline missed').filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText('In Development').filter({ visible: true }).first()).toBeVisible();
  // Measured once the layout has settled: the container queries apply a frame after the resize.
  await expect.poll(overflow).toEqual({ table: 0, page: 0, clipped: [] });

  // On a phone the filters fold behind one button that counts the active ones.
  await page.setViewportSize({ width: 390, height: 844 });
  const filters = page.getByRole('button', { name: /^Filters/ });
  await expect(filters).toHaveAccessibleName('Filters');
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: /^Statuses/ })).toBeHidden();
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Statuses: All statuses' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'In Development' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Minimum value' }).fill('1000');
  await expect(page).toHaveURL(/min=1000/);
  await expect(filters).toHaveAccessibleName('Filters, 2 active');
  // Checked once the filtered rows have replaced the dimmed ones they follow, and the list's
  // fade back to full opacity (150 ms) is over: axe reads the colours as they are painted.
  await expect(page.getByText('Showing 1–3 of 3 tenders')).toBeVisible();
  const list = page.locator('[aria-busy].transition-opacity');
  await expect(list).toHaveAttribute('aria-busy', 'false');
  await expect.poll(() => list.evaluate((card) => getComputedStyle(card).opacity)).toBe('1');
  expect(await axeViolations(page)).toEqual([]);
  await filters.click();
  await expect(page.getByRole('textbox', { name: 'Minimum value' })).toBeHidden();
  await expect(filters).toContainText('2');
});
