// The dashboard's data layer (src/features/dashboard/api), run unmodified against the
// local stack: the one summary RPC in the user's time zone and the five newest rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointAppAt, signInApp } from './app-modules';
import { currentWorkspaceId, signUpUser, startStack, type SignedUpUser, type TestStack } from './helpers';

const DAY = 86_400_000;
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
let api: typeof import('@/features/dashboard/api/queries');

beforeAll(async () => {
  stack = await startStack({ seed: 'none' });
  pointAppAt(stack);
  owner = await signUpUser(stack, { prefix: 'dash-data' });
  stranger = await signUpUser(stack, { prefix: 'dash-data-stranger' });
  ws = await currentWorkspaceId(owner.client);
  api = await import('@/features/dashboard/api/queries');

  // Deadlines relative to the UTC day; the tests below read them back in other zones.
  const utc = todayIn('UTC');
  const statuses = ['under-review', 'in-development', 'submitted', 'won', 'won', 'lost', 'declined'];
  const { error } = await owner.client.from('tenders').insert(
    statuses.map((status, i) => ({
      workspace_id: ws,
      reference_number: `D-${i}`,
      client: `Client ${i}`,
      title: `Tender ${i}`,
      status,
      created_at: new Date(Date.UTC(2026, 0, 1 + i, 12)).toISOString(),
      inquiry_submission_date: i === 0 ? addDays(utc, 3) : null,
      tender_submission_date: i < 2 ? addDays(utc, 10 + i) : addDays(utc, 2),
    })),
  );
  if (error) throw error;
  const first = await owner.client.from('tenders').select('id').eq('reference_number', 'D-0').single();
  const tasks = await owner.client.from('tasks').insert(
    ['completed', 'in-progress', 'not-started', 'completed'].map((status, i) => ({
      tender_id: first.data!.id,
      workspace_id: ws,
      name: `Task ${i}`,
      status,
    })),
  );
  if (tasks.error) throw tasks.error;
  await signInApp(owner.email, owner.password);
});

afterAll(async () => {
  const { supabase } = await import('@/lib/supabase');
  await supabase.auth.signOut();
  await stack?.stop();
});

describe('the dashboard summary', () => {
  it('brings every number of the dashboard in one parsed document', async () => {
    const summary = await api.fetchDashboardSummary(ws, 'UTC');
    expect(summary).toMatchObject({ today: todayIn('UTC'), total: 7, submitted: 4, won: 2, lost: 1 });
    expect(summary.statuses).toEqual([
      { status: 'under-review', count: 1 },
      { status: 'in-development', count: 1 },
      { status: 'submitted', count: 1 },
      { status: 'won', count: 2 },
      { status: 'lost', count: 1 },
      { status: 'declined', count: 1 },
    ]);
    expect(summary.tasks).toMatchObject({ total: 4, completed: 2 });
    // Only open tenders' deadlines: the decided ones due in 2 days are not there.
    expect(summary.upcoming.map((d) => [d.reference_number, d.kind, d.days])).toEqual([
      ['D-0', 'inquiry', 3],
      ['D-0', 'submission', 10],
      ['D-1', 'submission', 11],
    ]);
  });

  it("counts days from the user's today: east and west of UTC they differ by the date line", async () => {
    const east = await api.fetchDashboardSummary(ws, 'Pacific/Kiritimati'); // UTC+14
    const west = await api.fetchDashboardSummary(ws, 'Pacific/Pago_Pago'); // UTC−11
    expect(east.today).toBe(todayIn('Pacific/Kiritimati'));
    expect(west.today).toBe(todayIn('Pacific/Pago_Pago'));
    const inquiry = (summary: typeof east) => summary.upcoming.find((d) => d.kind === 'inquiry')!;
    const daysFrom = (today: string, date: string) => (Date.parse(date) - Date.parse(today)) / DAY;
    // The same deadline is a day (two for an hour a day) nearer in Kiritimati than in Pago Pago.
    expect(inquiry(east).days).toBe(daysFrom(east.today, inquiry(east).due_date));
    expect(inquiry(west).days).toBe(daysFrom(west.today, inquiry(west).due_date));
    expect(inquiry(west).days - inquiry(east).days).toBe(daysFrom(west.today, east.today));
    expect(inquiry(west).days).toBeGreaterThan(inquiry(east).days);
  });

  it('rejects an unknown time zone with the database’s 22023 (never a wrong "today")', async () => {
    await expect(api.fetchDashboardSummary(ws, 'Mars/Olympus')).rejects.toMatchObject({ code: '22023' });
  });

  it('gives zeros for a workspace the user is not a member of', async () => {
    const theirs = await currentWorkspaceId(stranger.client);
    const summary = await api.fetchDashboardSummary(theirs, 'UTC');
    expect(summary).toMatchObject({ total: 0, submitted: 0, won: 0, lost: 0, upcoming: [] });
    expect(summary.tasks).toMatchObject({ total: 0, completed: 0 });
  });

  it('keys the query by workspace and time zone under the dashboard root', () => {
    expect(api.dashboardQueries.summary(ws, 'Africa/Nairobi').queryKey).toEqual([
      'dashboard',
      'summary',
      ws,
      'Africa/Nairobi',
    ]);
  });
});

describe('the recent tenders', () => {
  it('are the five newest of the workspace, with only the columns the card shows', async () => {
    const rows = await api.fetchRecentTenders(ws);
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
    expect(await api.fetchRecentTenders(await currentWorkspaceId(stranger.client))).toEqual([]);
  });

  it('need a session', async () => {
    const { supabase } = await import('@/lib/supabase');
    await supabase.auth.signOut();
    try {
      await expect(api.fetchRecentTenders(ws)).rejects.toThrow('User not authenticated');
      await expect(api.fetchDashboardSummary(ws, 'UTC')).rejects.toThrow('User not authenticated');
    } finally {
      await signInApp(owner.email, owner.password);
    }
  });
});
