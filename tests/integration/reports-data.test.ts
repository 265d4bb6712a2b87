// The reports' data layer (src/features/reports/api), run unmodified against the local
// stack: monthly trends and status counts per period in the user's months, and the ten
// newest rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchReportTenders, fetchStatusCounts, fetchTrends } from '@/features/reports/api/queries';
import { signInApp } from '../fixtures/accounts';
import { startAppStack, stopAppStack } from '../fixtures/app-stack';
import { insertTenders, tenderRow } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { signUpUser, type SignedUpUser, type TestStack } from './helpers';

const HOUR = 3_600_000;
/** The current year and month (1–12) in a zone. */
const monthIn = (timeZone: string, at = new Date()): [number, number] => {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' })
    .format(at)
    .split('-')
    .map(Number) as [number, number];
  return [y, m];
};
/** 'YYYY-MM-01' of the month k months before (y, m). */
const monthStart = ([y, m]: [number, number], k = 0) =>
  new Date(Date.UTC(y, m - 1 - k, 1)).toISOString().slice(0, 10);

let stack: TestStack;
let owner: SignedUpUser;
let ws: string;
let nairobiMonth: [number, number];

beforeAll(async () => {
  stack = await startAppStack({ seed: 'none' });
  owner = await signUpUser(stack, { prefix: 'reports-data' });
  ws = await currentWorkspaceId(owner.client);

  // 23:30 on the last day of last month in Nairobi (UTC+3, no DST) is already the 1st in Tokyo.
  nairobiMonth = monthIn('Africa/Nairobi');
  const [y, m] = nairobiMonth;
  const boundary = new Date(Date.UTC(y, m - 1, 1) - 3 * HOUR - 0.5 * HOUR).toISOString();
  // Mid-month, three and eight months ago (UTC), so every zone agrees on those.
  const [uy, um] = monthIn('UTC');
  const midMonth = (k: number) => new Date(Date.UTC(uy, um - 1 - k, 15, 12)).toISOString();
  await insertTenders(owner.client, [
    tenderRow(ws, 'EDGE', { status: 'won', created_at: boundary }),
    tenderRow(ws, 'M3-A', { status: 'lost', created_at: midMonth(3) }),
    tenderRow(ws, 'M3-B', { status: 'submitted', created_at: midMonth(3) }),
    tenderRow(ws, 'M3-C', { status: 'under-review', created_at: midMonth(3) }),
    tenderRow(ws, 'M8', { status: 'declined', created_at: midMonth(8) }),
    ...Array.from({ length: 10 }, (_, i) =>
      tenderRow(ws, `NEW-${i}`, {
        status: 'in-development',
        created_at: new Date(Date.now() - (10 - i) * 60_000).toISOString(),
        tender_submission_date: i === 9 ? '2027-01-15' : null,
      }),
    ),
  ]);
  await signInApp(owner);
});

afterAll(() => stopAppStack(stack));

describe('monthly trends', () => {
  it("count a tender in the month of the user's time zone: Nairobi's last evening of a month is Tokyo's 1st", async () => {
    const nairobi = await fetchTrends(ws, 'Africa/Nairobi', '6m');
    const tokyo = await fetchTrends(ws, 'Asia/Tokyo', '6m');
    const edgeIn = (rows: typeof nairobi, month: string) => rows.find((row) => row.month === month)!;
    expect(edgeIn(nairobi, monthStart(nairobiMonth, 1))).toMatchObject({ won: 1 });
    expect(edgeIn(nairobi, monthStart(nairobiMonth, 0))).toMatchObject({ won: 0 });
    expect(edgeIn(tokyo, monthStart(nairobiMonth, 0))).toMatchObject({ won: 1 });
  });

  it('have every month of the last 6, oldest first, empty ones included', async () => {
    const rows = await fetchTrends(ws, 'UTC', '6m');
    const now = monthIn('UTC');
    expect(rows.map((row) => row.month)).toEqual([5, 4, 3, 2, 1, 0].map((k) => monthStart(now, k)));
    expect(rows[2]).toEqual({ month: monthStart(now, 3), total: 3, submitted: 2, won: 0, lost: 1 });
    expect(rows.filter((row) => row.total === 0).length).toBeGreaterThanOrEqual(2);
  });

  it('cover 12 months, this year or all time', async () => {
    const now = monthIn('UTC');
    expect(await fetchTrends(ws, 'UTC', '12m')).toHaveLength(12);
    const year = await fetchTrends(ws, 'UTC', 'year');
    expect(year[0]!.month).toBe(`${now[0]}-01-01`);
    expect(year).toHaveLength(now[1]);
    const all = await fetchTrends(ws, 'UTC', 'all');
    expect(all[0]!.month).toBe(monthStart(now, 8));
    expect(all.reduce((sum, row) => sum + row.total, 0)).toBe(15);
  });

  it('reject an unknown time zone', async () => {
    await expect(fetchTrends(ws, 'Atlantis/Capital', '6m')).rejects.toMatchObject({ code: '22023' });
  });
});

describe('status counts', () => {
  it('count the tenders created in the period, every status in order', async () => {
    const six = await fetchStatusCounts(ws, 'UTC', '6m');
    expect(six).toEqual([
      { status: 'under-review', count: 1 },
      { status: 'in-development', count: 10 },
      { status: 'submitted', count: 1 },
      { status: 'won', count: 1 },
      { status: 'lost', count: 1 },
      { status: 'declined', count: 0 },
      { status: 'cancelled', count: 0 },
    ]);
    const all = await fetchStatusCounts(ws, 'UTC', 'all');
    expect(all.find((row) => row.status === 'declined')).toEqual({ status: 'declined', count: 1 });
  });
});

describe('the recent tenders summary', () => {
  it('lists the ten newest with the columns it shows', async () => {
    const rows = await fetchReportTenders(ws);
    expect(rows.map((row) => row.reference_number)).toEqual(
      Array.from({ length: 10 }, (_, i) => `NEW-${9 - i}`),
    );
    expect(rows[0]).toMatchObject({ status: 'in-development', tender_submission_date: '2027-01-15' });
    expect(Object.keys(rows[0]!)).not.toContain('description');
  });
});
