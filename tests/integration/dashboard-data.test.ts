// The dashboard's data layer (src/features/dashboard/api), run unmodified against the
// local stack: the one summary RPC in the user's time zone and the five newest rows. Its
// Upcoming Deadlines are the bell's alerts (notifications-data.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dashboardQueries,
  fetchDashboardSummary,
  fetchRecentTenders,
} from '@/features/dashboard/api/queries';
import { fetchDeadlineAlerts } from '@/lib/deadline-alerts';
import { LIST_WINDOW } from '@/lib/deadlines';
import { signInApp, signOutApp } from '../fixtures/accounts';
import { startAppStack, stopAppStack } from '../fixtures/app-stack';
import { addDays, DAY, todayIn } from '../fixtures/dates';
import { insertTasks } from '../fixtures/tasks';
import { insertTenders, tenderRow, type TenderRow } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { signUpUser, type SignedUpUser, type TestStack } from './helpers';

let stack: TestStack;
let owner: SignedUpUser;
let stranger: SignedUpUser;
let ws: string;

beforeAll(async () => {
  stack = await startAppStack({ seed: 'none' });
  owner = await signUpUser(stack, { prefix: 'dash-data' });
  stranger = await signUpUser(stack, { prefix: 'dash-data-stranger' });
  ws = await currentWorkspaceId(owner.client);

  // Deadlines relative to the UTC day; the tests below read them back in other zones.
  const utc = todayIn('UTC');
  const statuses = ['under-review', 'in-development', 'submitted', 'won', 'won', 'lost', 'declined'] as const;
  // Values per currency: USD open 100,000.10 at the default 10 % and 0.30 at 33 %, EUR submitted
  // 50,000 at 50 %; USD won 20,000.10 and lost 9,999.90, EUR won 30,000; declined out of it all.
  const values: Partial<TenderRow>[] = [
    { estimated_value: 100_000.1 },
    { estimated_value: 0.3, probability: 33 },
    { bid_price: 50_000, currency: 'EUR' },
    { bid_price: 20_000.1, estimated_value: 1 },
    { estimated_value: 30_000, currency: 'EUR' },
    { bid_price: 9_999.9 },
    { estimated_value: 1_000_000 },
  ];
  const [first] = await insertTenders(
    owner.client,
    statuses.map((status, i) =>
      tenderRow(ws, `D-${i}`, {
        ...values[i],
        client: `Client ${i}`,
        title: `Tender ${i}`,
        status,
        created_at: new Date(Date.UTC(2026, 0, 1 + i, 12)).toISOString(),
        inquiry_submission_date: i === 0 ? addDays(utc, 3) : null,
        tender_submission_date: i < 2 ? addDays(utc, 10 + i) : addDays(utc, 2),
      }),
    ),
  );
  await insertTasks(
    owner.client,
    first!,
    (['completed', 'in-progress', 'not-started', 'completed'] as const).map((status) => ({ status })),
  );
  await signInApp(owner);
});

afterAll(() => stopAppStack(stack));

describe('the dashboard summary', () => {
  it('brings every number of the dashboard in one parsed document', async () => {
    const summary = await fetchDashboardSummary(ws, 'UTC');
    expect(summary).toMatchObject({ today: todayIn('UTC'), total: 7, submitted: 4, won: 2, lost: 1 });
    expect(summary.statuses).toEqual([
      { status: 'under-review', count: 1 },
      { status: 'in-development', count: 1 },
      { status: 'submitted', count: 1 },
      { status: 'won', count: 2 },
      { status: 'lost', count: 1 },
      { status: 'declined', count: 1 },
      { status: 'cancelled', count: 0 },
    ]);
    expect(summary.tasks).toMatchObject({ total: 4, completed: 2 });
    expect(summary).not.toHaveProperty('upcoming');
  });

  it('brings the open pipeline and the decided bids per currency, exactly, never adding currencies', async () => {
    const summary = await fetchDashboardSummary(ws, 'UTC');
    expect(summary.pipeline).toEqual([
      { currency: 'EUR', count: 1, valued: 1, total: 50_000, weighted: 25_000 },
      // 100,000.10 × 10 % + 0.30 × 33 % = 10,000.01 + 0.099, rounded to the cent once.
      { currency: 'USD', count: 2, valued: 2, total: 100_000.4, weighted: 10_000.11 },
    ]);
    expect(summary.win_value).toEqual([
      { currency: 'EUR', won: 1, lost: 0, won_value: 30_000, lost_value: 0 },
      { currency: 'USD', won: 1, lost: 1, won_value: 20_000.1, lost_value: 9_999.9 },
    ]);
  });

  it("counts days from the user's today: east and west of UTC they differ by the date line", async () => {
    const east = await fetchDashboardSummary(ws, 'Pacific/Kiritimati'); // UTC+14
    const west = await fetchDashboardSummary(ws, 'Pacific/Pago_Pago'); // UTC−11
    expect(east.today).toBe(todayIn('Pacific/Kiritimati'));
    expect(west.today).toBe(todayIn('Pacific/Pago_Pago'));
    const inquiry = async (timeZone: string) =>
      (await fetchDeadlineAlerts(ws, timeZone, LIST_WINDOW, 50)).find((d) => d.kind === 'inquiry')!;
    const [inEast, inWest] = [await inquiry('Pacific/Kiritimati'), await inquiry('Pacific/Pago_Pago')];
    const daysFrom = (today: string, date: string) => (Date.parse(date) - Date.parse(today)) / DAY;
    // The same deadline is a day (two for an hour a day) nearer in Kiritimati than in Pago Pago.
    expect(inEast.days).toBe(daysFrom(east.today, inEast.due_date));
    expect(inWest.days).toBe(daysFrom(west.today, inWest.due_date));
    expect(inWest.days - inEast.days).toBe(daysFrom(west.today, east.today));
    expect(inWest.days).toBeGreaterThan(inEast.days);
  });

  it('rejects an unknown time zone with the database’s 22023 (never a wrong "today")', async () => {
    await expect(fetchDashboardSummary(ws, 'Mars/Olympus')).rejects.toMatchObject({ code: '22023' });
  });

  it('gives zeros for a workspace the user is not a member of', async () => {
    const theirs = await currentWorkspaceId(stranger.client);
    const summary = await fetchDashboardSummary(theirs, 'UTC');
    expect(summary).toMatchObject({ total: 0, submitted: 0, won: 0, lost: 0 });
    expect(summary.tasks).toMatchObject({ total: 0, completed: 0 });
  });

  it('keys the query by workspace and time zone under the dashboard root', () => {
    expect(dashboardQueries.summary(ws, 'Africa/Nairobi').queryKey).toEqual([
      'dashboard',
      'summary',
      ws,
      'Africa/Nairobi',
    ]);
  });
});

describe('the recent tenders', () => {
  it('are the five newest of the workspace, with only the columns the card shows', async () => {
    const rows = await fetchRecentTenders(ws);
    expect(rows.map((row) => row.reference_number)).toEqual(['D-6', 'D-5', 'D-4', 'D-3', 'D-2']);
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'client',
      'created_at',
      'id',
      'reference_number',
      'status',
      'tender_submission_date',
      'title',
    ]);
  });

  it("never include another workspace's tenders", async () => {
    expect(await fetchRecentTenders(await currentWorkspaceId(stranger.client))).toEqual([]);
  });

  it('need a session', async () => {
    await signOutApp();
    try {
      await expect(fetchRecentTenders(ws)).rejects.toThrow('User not authenticated');
      await expect(fetchDashboardSummary(ws, 'UTC')).rejects.toThrow('User not authenticated');
    } finally {
      await signInApp(owner);
    }
  });
});
