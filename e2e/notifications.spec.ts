// Deadline alerts end to end: the bell's count of new alerts and its list, 'Mark all as
// seen' kept after a reload, the notifications page's calendar-week groups and calendar
// file, following a tender's changes (a colleague's too, live), and a quiet bell when
// reminders are off.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { apiUser, insertTenders, localDate } from './api-helpers';
import { createAccount, openSignedIn } from './auth-helpers';
import { seedTenders } from './dashboard-seed';
import { expect, test } from './fixtures';

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const badge = (page: Page) => page.getByTestId('notifications-badge');
const group = (page: Page, name: string) =>
  page.getByRole('region', { name: new RegExp(`^${name}`) }).getByRole('link');
const compact = (date: string) => date.replace(/-/g, '');

test('the bell counts the new alerts, the page groups the next 30 days by week, and the calendar holds the upcoming ones', async ({
  page,
}) => {
  test.slow();
  const account = await createAccount('alerts');
  await seedTenders(account);
  await openSignedIn(page, account);
  await expect(badge(page)).toHaveText('3');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 3 new deadline alerts');
  await bell(page).click();
  const panel = page.getByRole('menu');
  await expect(panel).toContainText('3 alerts');
  await expect(panel).toContainText(/Next 7 days \(.+\), and overdue/);
  await expect(panel.getByRole('menuitem')).toHaveText([
    'Mark all as seen',
    'New Tender UR-1Inquiry deadline · UR-12 days overdue',
    'New Tender ID-1Inquiry deadline · ID-1today',
    'New Tender UR-1Submission deadline · UR-1in 5 days',
    'View all notifications',
  ]);
  await panel.getByRole('menuitem', { name: /^New Tender ID-1/ }).click();
  await expect(page.getByRole('heading', { name: 'Tender ID-1', level: 1 })).toBeVisible();

  await bell(page).click();
  await page.getByRole('menuitem', { name: 'View all notifications' }).click();
  await expect(page).toHaveURL(/\/app\/notifications$/);
  await expect(group(page, 'Overdue')).toHaveText([
    /^Tender UR-1Inquiry deadline · .+ · UR-12 days overdue$/,
  ]);
  // Calendar weeks of the browser's locale (en-US: Sunday to Saturday), so where 'in 5 days'
  // falls depends on today's weekday.
  const weekEnd = 7 - new Date().getDay();
  const today = /^Tender ID-1Inquiry deadline · .+ · ID-1today$/;
  const inFive = /^Tender UR-1Submission deadline · .+ · UR-1in 5 days$/;
  if (weekEnd > 5) await expect(group(page, 'This week')).toHaveText([today, inFive]);
  else {
    await expect(group(page, 'This week')).toHaveText([today]);
    await expect(group(page, 'Next week')).toHaveText([inFive]);
  }
  await expect(group(page, 'Later')).toHaveText([/^Tender ID-1Submission deadline · .+ · ID-1in 20 days$/]);
  // Decided or submitted tenders have no alerts (SUB-1 due tomorrow, DEC-1 in 3 days).
  await expect(page.getByText('Tender SUB-1')).toHaveCount(0);
  await expect(page.getByText('Tender DEC-1')).toHaveCount(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download calendar (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tender-deadlines-\d{4}-\d{2}-\d{2}\.ics$/);
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
  expect([...ics.matchAll(/DTSTART;VALUE=DATE:(\d{8})/g)].map((match) => match[1])).toEqual([
    compact(localDate(0)),
    compact(localDate(5)),
    compact(localDate(20)),
  ]);
  expect(ics).toContain('SUMMARY:Inquiry deadline: Tender ID-1');
  expect(ics).toContain('SUMMARY:Submission deadline: Tender UR-1');
  expect(ics).toMatch(/UID:[0-9a-f-]{36}-submission@tenderflow\.app/);

  // Mark all as seen: the count goes, and a reload keeps it gone (stored per user).
  await bell(page).click();
  await page.getByRole('menuitem', { name: 'Mark all as seen' }).click();
  await expect(badge(page)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.reload();
  await bell(page).click();
  await expect(page.getByRole('menu')).toContainText('3 alerts');
  await expect(badge(page)).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('Notifications');
});

test('the bell follows tender changes, a colleague’s too, without a reload', async ({ page }) => {
  test.slow();
  const account = await createAccount('alerts-live');
  const [ur1] = await seedTenders(account);
  await openSignedIn(page, account);
  await expect(badge(page)).toHaveText('3');

  // Submitting UR-1 (through the app) ends both its alerts: the bell and the dashboard follow.
  await page.goto(`/app/tenders/${ur1!.id}`);
  await page.getByRole('combobox', { name: 'Change status' }).click();
  await page.getByRole('option', { name: 'Submitted' }).click();
  await expect(badge(page)).toHaveText('1');
  await page.getByRole('link', { name: /Dashboard/ }).click();
  await expect(page.getByRole('list', { name: 'Upcoming deadlines' }).getByRole('link')).toHaveCount(1);

  // A colleague adds an overdue tender elsewhere: the bell shows it at once (the workspace's
  // changes are broadcast to its members).
  await insertTenders(await apiUser(account), [
    {
      reference_number: 'LATE-2',
      title: 'Tender LATE-2',
      client: 'Client',
      status: 'under-review',
      tender_submission_date: localDate(-1),
    },
  ]);
  await expect(badge(page)).toHaveText('2');
});

test('with Tender deadline reminders off the bell stays quiet; the page says so and still lists', async ({
  page,
}) => {
  const account = await createAccount('alerts-off');
  await seedTenders(account);
  const user = await apiUser(account);
  await user.rest(`user_profiles?id=eq.${user.userId}`, {
    method: 'PATCH',
    body: { preferences: { tenderDeadlineReminders: false } },
  });
  await openSignedIn(page, account);
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(badge(page)).toHaveCount(0);
  await bell(page).click();
  await expect(page.getByRole('menu')).toContainText('No new notifications');
  await expect(page.getByRole('menu')).toContainText('Tender deadline reminders are off.');
  await page.getByRole('menuitem', { name: 'View all notifications' }).click();
  await expect(
    page.getByText(/Tender deadline reminders are off, so the bell shows no alerts/),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Turn reminders on in Settings' })).toHaveAttribute(
    'href',
    '/app/settings',
  );
  await expect(group(page, 'Overdue')).toHaveCount(1);
});
