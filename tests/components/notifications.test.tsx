// Deadline alerts against a real local stack: the bell's badge (new alerts), list and
// window, the deadlines another member moved, 'Mark all as seen' kept across a reload with new alerts counting again, the bell
// kept quiet when reminders are off, and the notifications page's calendar-week groups and
// calendar file.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as NotificationsPage } from '@/app/routes/app/notifications';
import { DeadlineAlertsMenu } from '@/features/notifications/components/deadline-alerts-menu';
import { formatShortDate } from '@/lib/dates';
import type { TenderStatus } from '@/lib/statuses';
import { supabase } from '@/lib/supabase';
import { signInApp, signUpInApp, type Account } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { DAY, inDays } from '../fixtures/dates';
import { insertTenders, tenderRow } from '../fixtures/tenders';
import { addMember, currentWorkspaceId } from '../fixtures/workspaces';
import { signUpUser } from '../integration/helpers';
import { renderApp, workspaceRoute } from './render-app';

const backend = await startAppStack({ db: 'memory' });

const routes = [
  workspaceRoute(
    '/app/notifications',
    <>
      <DeadlineAlertsMenu />
      <NotificationsPage />
    </>,
  ),
];

let quiet: Account;
let account: Account;

async function setReminders(userId: string, on: boolean) {
  const { error } = await supabase
    .from('user_profiles')
    .update({ preferences: { tenderDeadlineReminders: on } })
    .eq('id', userId);
  if (error) throw error;
}

beforeAll(async () => {
  quiet = await signUpInApp('alerts-none');
  account = await signUpInApp('alerts');
  const workspaceId = await currentWorkspaceId();
  const tender = (ref: string, status: TenderStatus, inquiry: number | null, submission: number | null) =>
    tenderRow(workspaceId, ref, {
      status,
      inquiry_submission_date: inquiry === null ? null : inDays(inquiry),
      tender_submission_date: submission === null ? null : inDays(submission),
    });
  await insertTenders(supabase, [
    tender('LATE', 'under-review', -2, 6),
    tender('SOON', 'in-development', null, 1),
    tender('LATER', 'under-review', 20, 40),
    tender('DONE', 'won', 1, 2),
  ]);
});

beforeEach(() => signInApp(account));
afterEach(() => vi.restoreAllMocks());
afterAll(() => backend.stop());

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const findBell = () => screen.findByRole('button', { name: /^Notifications/ });

// 'Nov 25 – Dec 01, 2026' (or 'Nov 25, 2026' for one day): days `first` to `last` from today, as the screens write it.
const range = (last: number, first = 0) => {
  const day = (days: number) => new Date(Date.now() + days * DAY);
  const short = (date: Date) =>
    `${date.toLocaleDateString('en-US', { month: 'short' })} ${String(date.getDate()).padStart(2, '0')}`;
  const [from, to] = [day(first), day(last)];
  if (first === last) return `${short(from)}, ${from.getFullYear()}`;
  return from.getFullYear() === to.getFullYear()
    ? `${short(from)} – ${short(to)}, ${to.getFullYear()}`
    : `${short(from)}, ${from.getFullYear()} – ${short(to)}, ${to.getFullYear()}`;
};

describe('the bell', () => {
  it('shows the number of new alerts, names its window with its dates and lists the alerts', async () => {
    const { user } = renderApp(routes, { route: '/app/notifications' });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 new deadline alerts'));
    expect(screen.getByTestId('notifications-badge')).toHaveTextContent('3');
    await user.click(bell());
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveClass('w-[340px]');
    expect(within(menu).getByText('3 alerts')).toBeInTheDocument();
    expect(within(menu).getByText(`Next 7 days (${range(6)}), and overdue`)).toBeInTheDocument();
    expect(within(menu).getByTestId('notifications-list')).toHaveClass('max-h-[320px]', 'overflow-y-auto');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Mark all as seen',
      'New Tender LATEInquiry deadline · LATE2 days overdue',
      'New Tender SOONSubmission deadline · SOONtomorrow',
      'New Tender LATESubmission deadline · LATEin 6 days',
      'View all notifications',
    ]);
    expect(items[2]).toHaveAttribute('href', expect.stringMatching(/^\/app\/tenders\/[0-9a-f-]{36}$/));
    expect(items[4]).toHaveAttribute('href', '/app/notifications');
  });

  it("clears its count with 'Mark all as seen', kept after a reload; a new alert counts again", async () => {
    await signUpInApp('alerts-seen');
    const workspaceId = await currentWorkspaceId();
    await insertTenders(supabase, [
      tenderRow(workspaceId, 'SEEN', { status: 'under-review', tender_submission_date: inDays(2) }),
      tenderRow(workspaceId, 'AFTER', { status: 'under-review', tender_submission_date: inDays(7) }),
    ]);
    const first = renderApp(routes, { route: '/app/notifications' });
    await waitFor(() => expect(screen.getByTestId('notifications-badge')).toHaveTextContent('1'));
    await first.user.click(bell());
    await first.user.click(await screen.findByRole('menuitem', { name: 'Mark all as seen' }));
    await waitFor(() => expect(screen.queryByTestId('notifications-badge')).toBeNull());
    expect(bell()).toHaveAccessibleName('Notifications');
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('1 alert')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: /Tender SEEN/ })).not.toHaveTextContent(/^New/);
    expect(within(menu).getByRole('menuitem', { name: 'Mark all as seen' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    // A reload keeps it: it is stored, per user, in the database.
    await first.user.keyboard('{Escape}');
    first.unmount();
    const second = renderApp(routes, { route: '/app/notifications' });
    await second.user.click(await findBell());
    expect(await within(await screen.findByRole('menu')).findByText('1 alert')).toBeInTheDocument();
    expect(screen.queryByTestId('notifications-badge')).toBeNull();

    // A new deadline in the window counts again, and is the one marked New.
    await second.user.keyboard('{Escape}');
    second.unmount();
    await insertTenders(supabase, [
      tenderRow(workspaceId, 'FRESH', { status: 'in-development', inquiry_submission_date: inDays(1) }),
    ]);
    const { user } = renderApp(routes, { route: '/app/notifications' });
    await waitFor(() => expect(screen.getByTestId('notifications-badge')).toHaveTextContent('1'));
    await user.click(await findBell());
    expect(
      within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Mark all as seen',
      'New Tender FRESHInquiry deadline · FRESHtomorrow',
      'Tender SEENSubmission deadline · SEENin 2 days',
      'View all notifications',
    ]);
  });

  it("says 'No new notifications' and shows no badge when nothing is due", async () => {
    await signInApp(quiet);
    const { user } = renderApp(routes, { route: '/app/notifications' });
    expect(await screen.findByText('No deadline is overdue or due in the next 30 days.')).toBeInTheDocument();
    expect(screen.getByText(`Next 30 days (${range(29)}), and overdue`)).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
    await user.click(bell());
    expect(within(await screen.findByRole('menu')).getByText('No new notifications')).toBeInTheDocument();
  });

  it('stays quiet when Tender deadline reminders are off, while the page still lists the deadlines', async () => {
    await setReminders(account.id, false);
    try {
      const { user } = renderApp(routes, { route: '/app/notifications' });
      expect(await screen.findByText(/Tender deadline reminders are off/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Turn reminders on in Settings' })).toHaveAttribute(
        'href',
        '/app/settings',
      );
      expect(await screen.findByRole('heading', { name: /^Overdue/ })).toBeInTheDocument();
      expect(bell()).toHaveAccessibleName('Notifications');
      expect(screen.queryByTestId('notifications-badge')).toBeNull();
      await user.click(bell());
      const menu = await screen.findByRole('menu');
      expect(menu).toHaveTextContent('No new notifications');
      expect(menu).toHaveTextContent('Tender deadline reminders are off.');
    } finally {
      await setReminders(account.id, true);
    }
  });
});

describe("the bell's deadline changes", () => {
  it('shows a deadline another member moved beyond the window, New until marked as seen', async () => {
    const admin = await signUpUser(backend, { prefix: 'alerts-moves' });
    const workspaceId = await currentWorkspaceId(admin.client);
    const manager = await addMember(backend, admin, workspaceId, 'manager', 'Max');
    const [far] = await insertTenders(admin.client, [
      tenderRow(workspaceId, 'FAR', { status: 'under-review', tender_submission_date: inDays(40) }),
    ]);
    const moved = await manager.client
      .from('tenders')
      .update({ tender_submission_date: inDays(45) })
      .eq('id', far!.id);
    if (moved.error) throw moved.error;
    await signInApp(admin);

    const { user } = renderApp(routes, { route: '/app/notifications' });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 new deadline alert'));
    await user.click(bell());
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Deadline changes')).toBeInTheDocument();
    const change = `Tender FARSubmission deadline moved · FAR${formatShortDate(inDays(40))} → ${formatShortDate(inDays(45))} · Max`;
    const item = await within(menu).findByRole('menuitem', { name: /Tender FAR/ });
    expect(item).toHaveTextContent(`New ${change}`, { normalizeWhitespace: false });
    expect(item).toHaveAttribute('href', `/app/tenders/${far!.id}`);

    await user.click(within(menu).getByRole('menuitem', { name: 'Mark all as seen' }));
    await waitFor(() => expect(screen.queryByTestId('notifications-badge')).toBeNull());
    expect(within(menu).getByRole('menuitem', { name: /Tender FAR/ })).toHaveTextContent(change, {
      normalizeWhitespace: false,
    });
  });
});

describe('the notifications page', () => {
  it('groups the next 30 days by calendar week (Sunday-first in en-US), each group with its dates', async () => {
    renderApp(routes, { route: '/app/notifications' });
    expect(navigator.language).toBe('en-US');
    const group = async (name: string) =>
      within((await screen.findByRole('heading', { name: new RegExp(`^${name}`) })).closest('section')!)
        .getAllByRole('link')
        .map((link) => link.textContent);
    // This week runs to Saturday; Next week is the Sunday-to-Saturday after; Later to day 29.
    const weekEnd = 7 - new Date().getDay(); // days to next Sunday, the first day not in this week
    const groupOf = (days: number) =>
      days < 0 ? 'Overdue' : days < weekEnd ? 'This week' : days < weekEnd + 7 ? 'Next week' : 'Later';
    const expected: Record<string, RegExp[]> = {};
    for (const [days, pattern] of [
      [-2, /^Tender LATEInquiry deadline · .+ · LATE2 days overdue$/],
      [1, /^Tender SOONSubmission deadline .+tomorrow$/],
      [6, /^Tender LATESubmission deadline .+in 6 days$/],
      [20, /^Tender LATERInquiry deadline .+in 20 days$/],
    ] as const) {
      (expected[groupOf(days)] ??= []).push(pattern);
    }
    for (const [name, patterns] of Object.entries(expected)) {
      expect(await group(name)).toEqual(patterns.map((pattern) => expect.stringMatching(pattern)));
    }
    const heading = (name: string) => screen.queryByRole('heading', { name: new RegExp(`^${name}`) });
    if (expected['This week']) expect(heading('This week')).toHaveTextContent(range(weekEnd - 1));
    if (expected['Next week']) expect(heading('Next week')).toHaveTextContent(range(weekEnd + 6, weekEnd));
    expect(screen.queryByText(/Tender DONE/)).toBeNull();
    expect(screen.queryByText(/in 40 days/)).toBeNull();
  });

  it('downloads every upcoming deadline of open tenders as an all-day calendar', async () => {
    let ics: Promise<string> | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      ics = blob.text();
      return 'blob:test';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderApp(routes, { route: '/app/notifications' });
    await user.click(await screen.findByRole('button', { name: 'Download calendar (.ics)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
      /^tender-deadlines-\d{4}-\d{2}-\d{2}\.ics$/,
    );
    const text = await ics!;
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    expect(text).toContain(`DTSTART;VALUE=DATE:${inDays(1).replace(/-/g, '')}`);
    expect(text).toContain(`DTSTART;VALUE=DATE:${inDays(40).replace(/-/g, '')}`);
    expect(text).toContain('SUMMARY:Submission deadline: Tender SOON');
    expect(text).not.toContain(inDays(-2).replace(/-/g, ''));
    expect(text).not.toContain('Tender DONE');
  });

  it("lists open tasks' due dates as tasks, in the bell and on the page, linking to their tender", async () => {
    const { data: tenders } = await supabase
      .from('tenders')
      .select('id, workspace_id')
      .eq('reference_number', 'SOON');
    const soon = tenders![0]!;
    const { error } = await supabase.from('tasks').insert([
      {
        tender_id: soon.id,
        workspace_id: soon.workspace_id,
        name: 'Print the bid',
        due_date: inDays(2),
        status: 'not-started',
      },
      {
        tender_id: soon.id,
        workspace_id: soon.workspace_id,
        name: 'Done already',
        due_date: inDays(2),
        status: 'completed',
      },
    ]);
    if (error) throw error;
    const { user } = renderApp(routes, { route: '/app/notifications' });
    const task = await screen.findByRole('link', { name: /^Print the bid/ });
    expect(task).toHaveTextContent(/^Print the bidTask · .+ · Tender SOONin 2 days$/);
    expect(task).toHaveAttribute('href', `/app/tenders/${soon.id}`);
    expect(screen.queryByText('Done already')).toBeNull();
    await user.click(await findBell());
    const item = within(await screen.findByRole('menu')).getByRole('menuitem', { name: /Print the bid/ });
    expect(item).toHaveTextContent(/^New Print the bidTask · Tender SOONin 2 days$/);
    expect(item).toHaveAttribute('href', `/app/tenders/${soon.id}`);
  });
});
