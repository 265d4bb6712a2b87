// Deadline alerts against a real local stack: the bell's badge and list, the bell kept
// quiet when reminders are off, and the notifications page's groups and calendar file.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as NotificationsPage } from '@/app/routes/app/notifications';
import { DeadlineAlertsMenu } from '@/features/notifications/components/deadline-alerts-menu';
import type { TenderStatus } from '@/lib/statuses';
import { supabase } from '@/lib/supabase';
import { signInApp, signUpInApp, type Account } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { inDays } from '../fixtures/dates';
import { insertTenders, tenderRow } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
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

describe('the bell', () => {
  it('shows the number of alerts and lists them, each linking to its tender', async () => {
    const { user } = renderApp(routes, { route: '/app/notifications' });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 deadline alerts'));
    expect(screen.getByTestId('notifications-badge')).toHaveTextContent('3');
    await user.click(bell());
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveClass('w-[340px]');
    expect(within(menu).getByText('3 alerts')).toBeInTheDocument();
    expect(within(menu).getByTestId('notifications-list')).toHaveClass('max-h-[320px]', 'overflow-y-auto');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Tender LATEInquiry deadline · LATE2 days overdue',
      'Tender SOONSubmission deadline · SOONtomorrow',
      'Tender LATESubmission deadline · LATEin 6 days',
      'View all notifications',
    ]);
    expect(items[1]).toHaveAttribute('href', expect.stringMatching(/^\/app\/tenders\/[0-9a-f-]{36}$/));
    expect(items[3]).toHaveAttribute('href', '/app/notifications');
  });

  it("says 'No new notifications' and shows no badge when nothing is due", async () => {
    await signInApp(quiet);
    const { user } = renderApp(routes, { route: '/app/notifications' });
    expect(await screen.findByText('No deadline is overdue or due in the next 30 days.')).toBeInTheDocument();
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

describe('the notifications page', () => {
  it('groups the deadlines of the next 30 days into Overdue, This week and Later', async () => {
    renderApp(routes, { route: '/app/notifications' });
    const group = async (name: string) =>
      within((await screen.findByRole('heading', { name: new RegExp(`^${name}`) })).closest('section')!)
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(await group('Overdue')).toEqual([
      expect.stringMatching(/^Tender LATEInquiry deadline · .+ · LATE2 days overdue$/),
    ]);
    expect(await group('This week')).toEqual([
      expect.stringMatching(/^Tender SOONSubmission deadline .+tomorrow$/),
      expect.stringMatching(/^Tender LATESubmission deadline .+in 6 days$/),
    ]);
    expect(await group('Later')).toEqual([
      expect.stringMatching(/^Tender LATERInquiry deadline .+in 20 days$/),
    ]);
    expect(screen.queryByText(/Tender DONE/)).toBeNull();
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
});
