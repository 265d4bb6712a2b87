// The reports by value (value_report through src/features/reports/api, unmodified) against
// the local stack: the pipeline by status with its weighted forecast, won value per month,
// win rates by count and by value, loss reasons and competitors, all per currency, over the
// tenders created in the period; buyer-cancelled and declined tenders in none of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchValueReport, reportQueries } from '@/features/reports/api/queries';
import { signInApp } from '../fixtures/accounts';
import { startAppStack, stopAppStack } from '../fixtures/app-stack';
import { insertTenders, tenderRow, type TenderRow } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { signUpUser, type SignedUpUser, type TestStack } from './helpers';

let stack: TestStack;
let owner: SignedUpUser;
let stranger: SignedUpUser;
let ws: string;

const now = new Date();
/** Mid-month, k UTC months ago: the same month in every zone. */
const midMonth = (k: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - k, 15, 12)).toISOString();
/** 'YYYY-MM-01' of the UTC month k months ago. */
const monthStart = (k: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - k, 1)).toISOString().slice(0, 10);

beforeAll(async () => {
  stack = await startAppStack({ seed: 'none' });
  owner = await signUpUser(stack, { prefix: 'value-report' });
  stranger = await signUpUser(stack, { prefix: 'value-report-stranger' });
  ws = await currentWorkspaceId(owner.client);

  const row = (ref: string, status: TenderRow['status'], monthsAgo: number, fields: Partial<TenderRow>) =>
    tenderRow(ws, ref, { status, created_at: midMonth(monthsAgo), ...fields });
  const tenders = await insertTenders(owner.client, [
    row('P1', 'under-review', 1, { estimated_value: 100_000, probability: 30 }),
    row('P2', 'submitted', 1, { estimated_value: 50_000 }), // the default 50 %
    row('P3', 'in-development', 1, {}), // no value: counted, not valued
    row('P4', 'submitted', 2, { bid_price: 10_000.05, currency: 'EUR', probability: 33 }),
    row('W1', 'won', 1, { bid_price: 40_000, estimated_value: 45_000 }), // the bid price counts
    row('W2', 'won', 3, { estimated_value: 10_000 }),
    row('W3', 'won', 1, { estimated_value: 5_000, currency: 'EUR' }),
    row('L1', 'lost', 1, { bid_price: 60_000 }),
    row('L2', 'lost', 2, { bid_price: 25_000 }),
    row('L3', 'lost', 2, { estimated_value: 7_000, currency: 'EUR' }),
    row('C1', 'cancelled', 1, { bid_price: 1_000_000 }),
    row('D1', 'declined', 1, { estimated_value: 500_000 }),
    row('OLD', 'won', 8, { estimated_value: 999 }),
  ]);
  const id = (ref: string) => tenders.find((tender) => tender.reference_number === ref)!.id;
  const { data: price, error } = await owner.client
    .from('loss_reasons')
    .select('id')
    .eq('workspace_id', ws)
    .eq('label', 'Price')
    .single();
  if (error) throw error;
  const outcomes = await owner.client.from('tender_outcomes').insert([
    {
      tender_id: id('L1'),
      workspace_id: ws,
      winner: 'Acme Build',
      winning_price: 55_000,
      loss_reason_id: price.id,
    },
    // The same winner typed with spaces and another case, and no reason recorded.
    { tender_id: id('L2'), workspace_id: ws, winner: '  ACME build ', winning_price: 24_000 },
    { tender_id: id('C1'), workspace_id: ws, winner: 'Cancelled Co', winning_price: 1 },
  ]);
  if (outcomes.error) throw outcomes.error;
  await signInApp(owner);
});

afterAll(() => stopAppStack(stack));

const byKey = <T extends { currency: string }>(rows: T[], key: (row: T) => string) =>
  [...rows].sort((a, b) => key(a).localeCompare(key(b)));

describe('the value report', () => {
  it('gives the open pipeline by status and currency, total and probability-weighted', async () => {
    const report = await fetchValueReport(ws, 'UTC', '6m');
    expect(byKey(report.pipeline, (row) => `${row.currency} ${row.status}`)).toEqual([
      { status: 'submitted', currency: 'EUR', count: 1, valued: 1, total: 10_000.05, weighted: 3300.02 },
      { status: 'in-development', currency: 'USD', count: 1, valued: 0, total: 0, weighted: 0 },
      { status: 'submitted', currency: 'USD', count: 1, valued: 1, total: 50_000, weighted: 25_000 },
      { status: 'under-review', currency: 'USD', count: 1, valued: 1, total: 100_000, weighted: 30_000 },
    ]);
  });

  it('gives won value per month and currency, and win rates by count and by value, cancelled left out', async () => {
    const report = await fetchValueReport(ws, 'UTC', '6m');
    expect(byKey(report.won_by_month, (row) => `${row.month} ${row.currency}`)).toEqual([
      { month: monthStart(3), currency: 'USD', count: 1, value: 10_000 },
      { month: monthStart(1), currency: 'EUR', count: 1, value: 5_000 },
      { month: monthStart(1), currency: 'USD', count: 1, value: 40_000 },
    ]);
    expect(report.win_rates).toEqual([
      { currency: 'EUR', won: 1, lost: 1, won_value: 5_000, lost_value: 7_000 },
      { currency: 'USD', won: 2, lost: 2, won_value: 50_000, lost_value: 85_000 },
    ]);
  });

  it('gives loss reasons (null: not recorded) and the competitors who beat us, one per winner and currency', async () => {
    const report = await fetchValueReport(ws, 'UTC', '6m');
    expect(report.loss_reasons).toEqual([
      { reason: null, count: 2 },
      { reason: 'Price', count: 1 },
    ]);
    expect(report.competitors).toEqual([
      { winner: expect.stringMatching(/^acme build$/i), currency: 'USD', count: 2, value: 79_000 },
    ]);
  });

  it('follows the period: all time brings the old win back', async () => {
    const report = await fetchValueReport(ws, 'UTC', 'all');
    expect(report.win_rates.find((row) => row.currency === 'USD')).toEqual({
      currency: 'USD',
      won: 3,
      lost: 2,
      won_value: 50_999,
      lost_value: 85_000,
    });
  });

  it('is empty for a workspace the user is not a member of, and refuses an unknown zone', async () => {
    const theirs = await currentWorkspaceId(stranger.client);
    expect(await fetchValueReport(theirs, 'UTC', 'all')).toEqual({
      pipeline: [],
      won_by_month: [],
      win_rates: [],
      loss_reasons: [],
      competitors: [],
    });
    await expect(fetchValueReport(ws, 'Mars/Olympus', '6m')).rejects.toMatchObject({ code: '22023' });
  });

  it('is keyed by workspace, time zone and period under the reports root', () => {
    expect(reportQueries.value(ws, 'UTC', '12m').queryKey).toEqual(['reports', 'value', ws, 'UTC', '12m']);
  });
});
