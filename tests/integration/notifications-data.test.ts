// The deadline lists' data layer (src/lib/deadline-alerts.ts, src/features/notifications/api),
// run unmodified against the local stack: the bell's alerts and their counts in the one
// window every list shares, 'Mark all as seen' per user, the page's 30 days, and every
// upcoming deadline for the calendar file, read past max_rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markAlertsSeen } from '@/features/notifications/api/mark-alerts-seen';
import { fetchUpcomingDeadlines } from '@/features/notifications/api/queries';
import { deadlineQueries, fetchDeadlineAlerts, fetchDeadlineCounts } from '@/lib/deadline-alerts';
import { ALERT_WINDOW, alertEnds, LIST_WINDOW } from '@/lib/deadlines';
import type { TenderStatus } from '@/lib/statuses';
import { signInApp } from '../fixtures/accounts';
import { startAppStack, stopAppStack } from '../fixtures/app-stack';
import { addDays, todayIn } from '../fixtures/dates';
import { insertTenders, tenderRow } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { signUpUser, type SignedUpUser, type TestStack } from './helpers';

const TZ = 'America/Los_Angeles';

let stack: TestStack;
let owner: SignedUpUser;
let stranger: SignedUpUser;
let ws: string;
let bulkUser: SignedUpUser;
let bulk: string;

beforeAll(async () => {
  stack = await startAppStack({ seed: 'none' });
  owner = await signUpUser(stack, { prefix: 'alerts-data' });
  stranger = await signUpUser(stack, { prefix: 'alerts-data-stranger' });
  ws = await currentWorkspaceId(owner.client);

  const today = todayIn(TZ);
  const tender = (ref: string, status: TenderStatus, inquiry: number | null, submission: number | null) =>
    tenderRow(ws, ref, {
      status,
      inquiry_submission_date: inquiry === null ? null : addDays(today, inquiry),
      tender_submission_date: submission === null ? null : addDays(today, submission),
    });
  await insertTenders(owner.client, [
    tender('LATE', 'under-review', -3, 5),
    tender('TODAY', 'in-development', 0, 7),
    tender('NEXT', 'under-review', 8, 30),
    tender('FAR', 'under-review', null, 31),
    tender('SENT', 'submitted', 1, 2),
    tender('WON', 'won', -1, 3),
  ]);

  // Another user's workspace with 600 open tenders (1,200 deadlines) for the calendar file.
  bulkUser = await signUpUser(stack, { prefix: 'alerts-data-bulk' });
  bulk = await currentWorkspaceId(bulkUser.client);
  await insertTenders(
    bulkUser.client,
    Array.from({ length: 600 }, (_, i) =>
      tenderRow(bulk, `B-${i}`, {
        title: `Bulk ${String(i).padStart(3, '0')}`,
        status: i % 2 ? 'under-review' : 'in-development',
        inquiry_submission_date: addDays(today, i % 90),
        tender_submission_date: addDays(today, 90 + (i % 90)),
      }),
    ),
  );
  await signInApp(owner);
});

afterAll(() => stopAppStack(stack));

describe('the bell’s alerts (Next 7 days)', () => {
  it('are the open tenders’ deadlines overdue or in the next 7 days (day 6 in, day 7 out), soonest first', async () => {
    const deadlines = await fetchDeadlineAlerts(ws, TZ, ALERT_WINDOW, 50);
    expect(deadlines.map((d) => [d.reference_number, d.kind, d.days, d.seen])).toEqual([
      ['LATE', 'inquiry', -3, false],
      ['TODAY', 'inquiry', 0, false],
      ['LATE', 'submission', 5, false],
    ]);
    expect(deadlines[0]).toMatchObject({ title: 'Tender LATE', due_date: addDays(todayIn(TZ), -3) });
  });

  it('are counted in SQL, past the list’s limit: the overdue, then the window', async () => {
    expect((await fetchDeadlineAlerts(ws, TZ, ALERT_WINDOW, 2)).map((d) => d.reference_number)).toEqual([
      'LATE',
      'TODAY',
    ]);
    expect(await fetchDeadlineCounts(ws, TZ, alertEnds(ALERT_WINDOW))).toEqual([
      { total: 1, unseen: 1 },
      { total: 2, unseen: 2 },
    ]);
  });

  it('are marked as seen for this user only, and stay seen', async () => {
    expect(await markAlertsSeen(ws, TZ)).toBe(3);
    expect(await fetchDeadlineCounts(ws, TZ, alertEnds(ALERT_WINDOW))).toEqual([
      { total: 1, unseen: 0 },
      { total: 2, unseen: 0 },
    ]);
    expect((await fetchDeadlineAlerts(ws, TZ, ALERT_WINDOW, 50)).every((d) => d.seen)).toBe(true);
    // Beyond the bell's window nothing was marked.
    expect((await fetchDeadlineAlerts(ws, TZ, LIST_WINDOW, 50)).filter((d) => !d.seen)).toHaveLength(2);
  });

  it('are empty for a workspace the user is not a member of', async () => {
    const theirs = await currentWorkspaceId(stranger.client);
    await expect(fetchDeadlineAlerts(theirs, TZ, ALERT_WINDOW, 50)).resolves.toEqual([]);
    await expect(fetchDeadlineCounts(theirs, TZ, [0, 7])).resolves.toEqual([
      { total: 0, unseen: 0 },
      { total: 0, unseen: 0 },
    ]);
  });
});

describe('the notifications page (Next 30 days)', () => {
  it('lists the deadlines of the next 30 days, day 29 included and day 30 not', async () => {
    const deadlines = await fetchDeadlineAlerts(ws, TZ, LIST_WINDOW, 1000);
    expect(deadlines.map((d) => `${d.reference_number}/${d.kind}/${d.days}`)).toEqual([
      'LATE/inquiry/-3',
      'TODAY/inquiry/0',
      'LATE/submission/5',
      'TODAY/submission/7',
      'NEXT/inquiry/8',
    ]);
  });

  it('keys its queries by workspace, time zone, window and limit under the notifications root', () => {
    expect(deadlineQueries.alerts(ws, TZ, LIST_WINDOW, 1000).queryKey).toEqual([
      'notifications',
      'alerts',
      ws,
      TZ,
      30,
      1000,
    ]);
    expect(deadlineQueries.counts(ws, TZ, [0, 5, 12, 30]).queryKey).toEqual([
      'notifications',
      'counts',
      ws,
      TZ,
      '0,5,12,30',
    ]);
  });
});

describe('the calendar file’s deadlines', () => {
  it('are every upcoming deadline of open tenders, overdue ones left out', async () => {
    const deadlines = await fetchUpcomingDeadlines(ws, TZ);
    expect(deadlines.map((d) => `${d.reference_number}/${d.kind}`)).toEqual([
      'TODAY/inquiry',
      'LATE/submission',
      'TODAY/submission',
      'NEXT/inquiry',
      'NEXT/submission',
      'FAR/submission',
    ]);
  });

  it('are read past max_rows, a page at a time, none twice, soonest first', async () => {
    await signInApp(bulkUser);
    const deadlines = await fetchUpcomingDeadlines(bulk, TZ).finally(() => signInApp(owner));
    expect(deadlines).toHaveLength(1200);
    expect(new Set(deadlines.map((d) => `${d.tender_id}-${d.kind}`)).size).toBe(1200);
    const dates = deadlines.map((d) => d.due_date);
    expect(dates).toEqual([...dates].sort());
  });
});
