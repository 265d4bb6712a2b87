// The notifications' data layer (src/features/notifications/api), run unmodified against
// the local stack: the bell's alerts with their total, the page's 30 days, and every
// upcoming deadline for the calendar file, read past max_rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointAppAt, signInApp } from './app-modules';
import { currentWorkspaceId, signUpUser, startStack, type SignedUpUser, type TestStack } from './helpers';

const DAY = 86_400_000;
const TZ = 'America/Los_Angeles';
const todayIn = (timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

let stack: TestStack;
let owner: SignedUpUser;
let stranger: SignedUpUser;
let ws: string;
let bulkUser: SignedUpUser;
let bulk: string;
let api: typeof import('@/features/notifications/api/queries');

async function insert(client: SignedUpUser['client'], rows: Record<string, unknown>[]) {
  const { error } = await client.from('tenders').insert(rows);
  if (error) throw error;
}

beforeAll(async () => {
  stack = await startStack({ seed: 'none' });
  pointAppAt(stack);
  owner = await signUpUser(stack, { prefix: 'alerts-data' });
  stranger = await signUpUser(stack, { prefix: 'alerts-data-stranger' });
  ws = await currentWorkspaceId(owner.client);
  api = await import('@/features/notifications/api/queries');

  const today = todayIn(TZ);
  const tender = (ref: string, status: string, inquiry: number | null, submission: number | null) => ({
    workspace_id: ws,
    reference_number: ref,
    client: 'Client',
    title: `Tender ${ref}`,
    status,
    inquiry_submission_date: inquiry === null ? null : addDays(today, inquiry),
    tender_submission_date: submission === null ? null : addDays(today, submission),
  });
  await insert(owner.client, [
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
  await insert(
    bulkUser.client,
    Array.from({ length: 600 }, (_, i) => ({
      workspace_id: bulk,
      reference_number: `B-${i}`,
      client: 'Client',
      title: `Bulk ${String(i).padStart(3, '0')}`,
      status: i % 2 ? 'under-review' : 'in-development',
      inquiry_submission_date: addDays(today, i % 90),
      tender_submission_date: addDays(today, 90 + (i % 90)),
    })),
  );
  await signInApp(owner.email, owner.password);
});

afterAll(async () => {
  const { supabase } = await import('@/lib/supabase');
  await supabase.auth.signOut();
  await stack?.stop();
});

describe('the bell’s alerts', () => {
  it('are the open tenders’ deadlines overdue or within 7 days, soonest first, with their total', async () => {
    const { deadlines, total } = await api.fetchDeadlineAlerts(ws, TZ, 7, 50);
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
    const { deadlines, total } = await api.fetchDeadlineAlerts(ws, TZ, 7, 2);
    expect(deadlines.map((d) => d.reference_number)).toEqual(['LATE', 'TODAY']);
    expect(total).toBe(4);
  });

  it('are empty for a workspace the user is not a member of', async () => {
    const theirs = await currentWorkspaceId(stranger.client);
    await expect(api.fetchDeadlineAlerts(theirs, TZ, 7, 50)).resolves.toEqual({ deadlines: [], total: 0 });
  });
});

describe('the notifications page', () => {
  it('lists the deadlines of the next 30 days, day 30 included and day 31 not', async () => {
    const { deadlines } = await api.fetchDeadlineAlerts(ws, TZ, 30, 1000);
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
    expect(api.notificationQueries.alerts(ws, TZ, 30, 1000).queryKey).toEqual([
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
    const deadlines = await api.fetchUpcomingDeadlines(ws, TZ);
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
    await signInApp(bulkUser.email, bulkUser.password);
    const deadlines = await api
      .fetchUpcomingDeadlines(bulk, TZ)
      .finally(() => signInApp(owner.email, owner.password));
    expect(deadlines).toHaveLength(1200);
    expect(new Set(deadlines.map((d) => `${d.tender_id}-${d.kind}`)).size).toBe(1200);
    const dates = deadlines.map((d) => d.due_date);
    expect(dates).toEqual([...dates].sort());
  });
});
