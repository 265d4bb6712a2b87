// The RPCs behind the dashboard, reports, deadline alerts and the tender list,
// called the way the screens call them: unmodified supabase-js, the current workspace and
// the browser's IANA time zone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenderStatus } from '@/lib/statuses';
import { addDays, todayIn } from '../fixtures/dates';
import { insertTasks } from '../fixtures/tasks';
import { insertTenders, tenderRow } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { signUpUser, startStack, type SignedUpUser, type TestStack } from './helpers';

const TZ = 'America/New_York';

let stack: TestStack;
let owner: SignedUpUser;
let stranger: SignedUpUser;
let workspace: string;

/** The first day of the month k months before the zone's current month, YYYY-MM-01. */
const monthStart = (k: number): string => {
  const [y, m] = todayIn(TZ).split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - k, 1));
  return d.toISOString().slice(0, 10);
};

interface Summary {
  today: string;
  total: number;
  submitted: number;
  won: number;
  lost: number;
  statuses: { status: string; count: number }[];
  tasks: { total: number; completed: number; statuses: { status: string; count: number }[] };
}

interface Alert {
  tender_id: string;
  title: string;
  reference_number: string;
  kind: string;
  due_date: string;
  days: number;
  seen: boolean;
}

beforeAll(async () => {
  stack = await startStack({ seed: 'none' });
  owner = await signUpUser(stack, { prefix: 'dash-owner', data: { company: 'Dash Co' } });
  stranger = await signUpUser(stack, { prefix: 'dash-stranger' });
  workspace = await currentWorkspaceId(owner.client);

  const today = todayIn(TZ);
  // Mid-month, so every zone agrees on the month.
  const created = (k: number) => `${monthStart(k).slice(0, 8)}15T12:00:00Z`;
  const tender = (
    ref: string,
    status: TenderStatus,
    months: number,
    inquiry: string | null,
    due: string | null,
  ) =>
    tenderRow(workspace, ref, {
      title: `Bridge ${ref}`,
      status,
      created_at: created(months),
      inquiry_submission_date: inquiry,
      tender_submission_date: due,
    });
  const [open1] = await insertTenders(owner.client, [
    tender('OPEN-1', 'under-review', 0, addDays(today, -1), addDays(today, 7)),
    tender('OPEN-2', 'in-development', 0, today, addDays(today, 8)),
    tender('OPEN-3', 'under-review', 1, null, addDays(today, 20)),
    tender('SUB-1', 'submitted', 2, null, addDays(today, 1)),
    tender('WON-1', 'won', 2, null, addDays(today, -30)),
    tender('LOST-1', 'lost', 4, null, null),
    tender('DEC-1', 'declined', 9, null, addDays(today, 2)),
  ]);
  await insertTasks(
    owner.client,
    open1!,
    (['completed', 'completed', 'not-started'] as const).map((status) => ({ status })),
  );
});

afterAll(async () => {
  await stack?.stop();
});

describe('dashboard_summary', () => {
  it('returns the whole dashboard in one document, in the user’s time zone', async () => {
    const { data, error } = await owner.client.rpc('dashboard_summary', {
      p_workspace_id: workspace,
      p_tz: TZ,
    });
    expect(error).toBeNull();
    const summary = data as Summary;
    const today = todayIn(TZ);
    expect(summary.today).toBe(today);
    expect(summary).toMatchObject({ total: 7, submitted: 3, won: 1, lost: 1 });
    expect(summary.statuses).toEqual([
      { status: 'under-review', count: 2 },
      { status: 'in-development', count: 1 },
      { status: 'submitted', count: 1 },
      { status: 'won', count: 1 },
      { status: 'lost', count: 1 },
      { status: 'declined', count: 1 },
      { status: 'cancelled', count: 0 },
    ]);
    expect(summary.tasks).toMatchObject({ total: 3, completed: 2 });
    expect(summary.tasks.statuses.map((s) => s.status)).toEqual([
      'not-started',
      'in-progress',
      'completed',
      'canceled',
      'not-needed',
    ]);
    // The deadlines are deadline_alerts' (one window definition for every list).
    expect(summary).not.toHaveProperty('upcoming');
  });

  it('is callable with GET (a stable function) and answers the same', async () => {
    const post = await owner.client.rpc('dashboard_summary', { p_workspace_id: workspace, p_tz: TZ });
    const get = await owner.client.rpc(
      'dashboard_summary',
      { p_workspace_id: workspace, p_tz: TZ },
      { get: true },
    );
    expect(get.error).toBeNull();
    expect(get.data).toEqual(post.data);
  });

  it('refuses an unknown time zone with 400 22023', async () => {
    const res = await owner.client.rpc('dashboard_summary', {
      p_workspace_id: workspace,
      p_tz: 'Mars/Olympus',
    });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ code: '22023', message: 'Unknown time zone: Mars/Olympus' });
  });

  it('gives a non-member zeros', async () => {
    const { data } = await stranger.client.rpc('dashboard_summary', { p_workspace_id: workspace, p_tz: TZ });
    expect(data).toMatchObject({ total: 0, submitted: 0, won: 0, lost: 0 });
  });
});

describe('reports', () => {
  it('tender_trends: every month of each period, oldest first, with total, submitted, won, lost', async () => {
    const trends = async (period?: string) => {
      const { data, error } = await owner.client.rpc('tender_trends', {
        p_workspace_id: workspace,
        p_tz: TZ,
        ...(period ? { p_period: period } : {}),
      });
      expect(error).toBeNull();
      return data as { month: string; total: number; submitted: number; won: number; lost: number }[];
    };
    const six = await trends();
    expect(six.map((r) => r.month)).toEqual([5, 4, 3, 2, 1, 0].map(monthStart));
    expect(six.map((r) => r.total)).toEqual([0, 1, 0, 2, 1, 2]);
    expect(six.find((r) => r.month === monthStart(2))).toMatchObject({
      total: 2,
      submitted: 2,
      won: 1,
      lost: 0,
    });
    expect(six.find((r) => r.month === monthStart(4))).toMatchObject({
      total: 1,
      submitted: 1,
      won: 0,
      lost: 1,
    });

    expect((await trends('12m')).map((r) => r.month)).toEqual(
      [...Array(12).keys()].reverse().map(monthStart),
    );
    const year = await trends('year');
    expect(year[0]!.month).toBe(`${todayIn(TZ).slice(0, 4)}-01-01`);
    expect(year.at(-1)!.month).toBe(monthStart(0));
    const all = await trends('all');
    expect(all[0]!.month).toBe(monthStart(9));
    expect(all).toHaveLength(10);
    expect(all.reduce((n, r) => n + r.total, 0)).toBe(7);

    const bad = await owner.client.rpc('tender_trends', {
      p_workspace_id: workspace,
      p_tz: TZ,
      p_period: 'week',
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('22P02');
  });

  it('tender_status_counts: every status, in the product’s order, for the period', async () => {
    const { data, error } = await owner.client.rpc('tender_status_counts', {
      p_workspace_id: workspace,
      p_tz: TZ,
      p_period: '6m',
    });
    expect(error).toBeNull();
    expect(data).toEqual([
      { status: 'under-review', count: 2 },
      { status: 'in-development', count: 1 },
      { status: 'submitted', count: 1 },
      { status: 'won', count: 1 },
      { status: 'lost', count: 1 },
      { status: 'declined', count: 0 },
      { status: 'cancelled', count: 0 },
    ]);
  });
});

describe('deadline_alerts', () => {
  it('lists overdue and due-soon deadlines of open tenders; the window (its last day) is always given', async () => {
    const today = todayIn(TZ);
    const week = await owner.client.rpc('deadline_alerts', {
      p_workspace_id: workspace,
      p_tz: TZ,
      p_days: 7,
    });
    expect(week.error).toBeNull();
    expect((week.data as Alert[]).map((a) => [a.reference_number, a.kind, a.days, a.seen])).toEqual([
      ['OPEN-1', 'inquiry', -1, false],
      ['OPEN-2', 'inquiry', 0, false],
      ['OPEN-1', 'submission', 7, false],
    ]);
    expect((week.data as Alert[])[0]).toMatchObject({
      title: 'Bridge OPEN-1',
      tender_id: expect.any(String) as unknown,
    });
    const month = await owner.client.rpc('deadline_alerts', {
      p_workspace_id: workspace,
      p_tz: TZ,
      p_days: 30,
    });
    expect((month.data as Alert[]).map((a) => [a.reference_number, a.kind, a.due_date])).toEqual([
      ['OPEN-1', 'inquiry', addDays(today, -1)],
      ['OPEN-2', 'inquiry', today],
      ['OPEN-1', 'submission', addDays(today, 7)],
      ['OPEN-2', 'submission', addDays(today, 8)],
      ['OPEN-3', 'submission', addDays(today, 20)],
    ]);
    const bad = await owner.client.rpc('deadline_alerts', {
      p_workspace_id: workspace,
      p_tz: TZ,
      p_days: -1,
    });
    expect(bad.status).toBe(400);
    expect(bad.error).toMatchObject({ code: '22023', message: 'p_days must be between 0 and 3660' });
    const stranger7 = await stranger.client.rpc('deadline_alerts', {
      p_workspace_id: workspace,
      p_tz: TZ,
      p_days: 7,
    });
    expect(stranger7.data).toEqual([]);
  });
});

describe('the tender list', () => {
  it('search_tenders in a workspace, with status filter, deadline order, count and a page on top', async () => {
    const res = await owner.client
      .rpc('search_tenders', { p_query: 'bridge', p_workspace_id: workspace }, { count: 'exact' })
      .in('status', ['under-review', 'in-development'])
      .order('tender_submission_date', { ascending: true, nullsFirst: false })
      .order('created_at', { ascending: false })
      .range(0, 1);
    expect(res.error).toBeNull();
    expect(res.count).toBe(3);
    expect((res.data as { reference_number: string }[]).map((t) => t.reference_number)).toEqual([
      'OPEN-1',
      'OPEN-2',
    ]);
    const none = await stranger.client.rpc(
      'search_tenders',
      { p_query: '', p_workspace_id: workspace },
      { count: 'exact' },
    );
    expect(none.data).toEqual([]);
    expect(none.count).toBe(0);
  });
});
