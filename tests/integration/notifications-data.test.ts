// The notifications' data layer (src/features/notifications/api), run unmodified against
// the local stack: the bell's alerts with their total, the page's 30 days, and every
// upcoming deadline for the calendar file, read past max_rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchDeadlineAlerts,
  fetchUpcomingDeadlines,
  notificationQueries,
} from '@/features/notifications/api/queries';
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

describe('the bell’s alerts', () => {
  it('are the open tenders’ deadlines overdue or within 7 days, soonest first, with their total', async () => {
    const { deadlines, total } = await fetchDeadlineAlerts(ws, TZ, 7, 50);
    expect(deadlines.map((d) => [d.reference_number, d.kind, d.days])).toEqual([
      ['LATE', 'inquiry', -3],
      ['TODAY', 'inquiry', 0],
      ['LATE', 'submission', 5],
      ['TODAY', 'submission', 7],
    ]);
    expect(total).toBe(4);
    expect(deadlines[0]).toMatchObject({ title: 'Tender LATE', due_date: addDays(todayIn(TZ), -3) });
  });

  it('stop at the limit but still count them all (the badge)', async () => {
    const { deadlines, total } = await fetchDeadlineAlerts(ws, TZ, 7, 2);
    expect(deadlines.map((d) => d.reference_number)).toEqual(['LATE', 'TODAY']);
    expect(total).toBe(4);
  });

  it('are empty for a workspace the user is not a member of', async () => {
    const theirs = await currentWorkspaceId(stranger.client);
    await expect(fetchDeadlineAlerts(theirs, TZ, 7, 50)).resolves.toEqual({ deadlines: [], total: 0 });
  });
});

describe('the notifications page', () => {
  it('lists the deadlines of the next 30 days, day 30 included and day 31 not', async () => {
    const { deadlines } = await fetchDeadlineAlerts(ws, TZ, 30, 1000);
    expect(deadlines.map((d) => `${d.reference_number}/${d.kind}/${d.days}`)).toEqual([
      'LATE/inquiry/-3',
      'TODAY/inquiry/0',
      'LATE/submission/5',
      'TODAY/submission/7',
      'NEXT/inquiry/8',
      'NEXT/submission/30',
    ]);
  });

  it('keys its query by workspace, time zone, horizon and limit under the notifications root', () => {
    expect(notificationQueries.alerts(ws, TZ, 30, 1000).queryKey).toEqual([
      'notifications',
      'alerts',
      ws,
      TZ,
      30,
      1000,
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
