// Bid bonds' data layer (src/features/bid-bonds/api), run unmodified against the local stack:
// saving a bond and the tender's bid validity end, the page's list, the outstanding totals per
// currency (bid_bond_totals: exact, never across currencies), and the bond alerts as the bell,
// the dashboard and the notifications page read them (deadline_alerts), in the user's zone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchBondPage, fetchBondTotals, fetchTenderBond } from '@/features/bid-bonds/api/queries';
import { saveBidBond } from '@/features/bid-bonds/api/save-bid-bond';
import { bidBondDefaults } from '@/features/bid-bonds/form';
import { fetchDeadlineAlerts } from '@/lib/deadline-alerts';
import { ALERT_WINDOW } from '@/lib/deadlines';
import { supabase } from '@/lib/supabase';
import type { TablesInsert } from '@/types/database';
import { signInApp } from '../fixtures/accounts';
import { startAppStack, stopAppStack } from '../fixtures/app-stack';
import { addDays, todayIn } from '../fixtures/dates';
import { insertTenders, tenderRow } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { signUpUser, type SignedUpUser, type TestStack } from './helpers';

const TZ = 'Pacific/Auckland';

let stack: TestStack;
let owner: SignedUpUser;
let stranger: SignedUpUser;
let ws: string;
const ids: Record<string, string> = {};

type Bond = Omit<TablesInsert<'bid_bonds'>, 'tender_id' | 'workspace_id'>;

beforeAll(async () => {
  stack = await startAppStack({ seed: 'none' });
  owner = await signUpUser(stack, { prefix: 'bonds-data' });
  stranger = await signUpUser(stack, { prefix: 'bonds-data-stranger' });
  ws = await currentWorkspaceId(owner.client);
  const today = todayIn(TZ);
  const tenders = await insertTenders(owner.client, [
    tenderRow(ws, 'EXPIRY', { status: 'submitted', bid_bond: true, bid_validity_end: addDays(today, 5) }),
    tenderRow(ws, 'COVERED', { status: 'submitted', bid_bond: true, bid_validity_end: addDays(today, 5) }),
    tenderRow(ws, 'AWARDED', { status: 'won', bid_bond: true }),
    tenderRow(ws, 'ISSUE', {
      status: 'in-development',
      bid_bond: true,
      tender_submission_date: addDays(today, 3),
    }),
    tenderRow(ws, 'BIG', { status: 'submitted', bid_bond: true }),
    tenderRow(ws, 'NEW', { status: 'under-review', bid_bond: true, currency: 'EUR' }),
  ]);
  for (const tender of tenders) ids[tender.reference_number] = tender.id;
  const bonds: [string, Bond][] = [
    ['EXPIRY', { amount: 0.1, currency: 'USD', status: 'issued', expiry_date: addDays(today, 4) }],
    ['COVERED', { amount: 0.2, currency: 'USD', status: 'submitted', expiry_date: addDays(today, 5) }],
    ['AWARDED', { amount: 0.01, currency: 'JPY', status: 'submitted', expiry_date: addDays(today, 90) }],
    ['ISSUE', { amount: 500, currency: 'EUR', status: 'requested' }],
    [
      'BIG',
      { amount: 9999999999999.99, currency: 'JPY', status: 'extended', expiry_date: addDays(today, 91) },
    ],
  ];
  const { error } = await owner.client
    .from('bid_bonds')
    .insert(bonds.map(([reference, bond]) => ({ ...bond, tender_id: ids[reference]!, workspace_id: ws })));
  if (error) throw error;
  const outcome = await owner.client
    .from('tender_outcomes')
    .insert({ tender_id: ids.AWARDED!, workspace_id: ws, award_date: addDays(today, -30) });
  if (outcome.error) throw outcome.error;
  await signInApp(owner);
});

afterAll(() => stopAppStack(stack));

describe('bid_bond_totals', () => {
  it('sums the outstanding bonds per currency, exactly, in SQL', async () => {
    expect(await fetchBondTotals(ws)).toEqual([
      { currency: 'JPY', amount: '10000000000000.00', bonds: 2 },
      { currency: 'USD', amount: '0.30', bonds: 2 },
    ]);
  });

  it('gives nothing for a workspace the user is not a member of', async () => {
    await expect(fetchBondTotals(await currentWorkspaceId(stranger.client))).resolves.toEqual([]);
    const { data } = await stranger.client.rpc('bid_bond_totals', { p_workspace_id: ws });
    expect(data).toEqual([]);
  });
});

describe('the bond list', () => {
  it('pages the bonds with their tenders, soonest expiry first, counted', async () => {
    const page = await fetchBondPage(ws, 1);
    expect(page.total).toBe(5);
    expect(page.rows.map((row) => [row.tender?.reference_number, row.status])).toEqual([
      ['EXPIRY', 'issued'],
      ['COVERED', 'submitted'],
      ['AWARDED', 'submitted'],
      ['BIG', 'extended'],
      ['ISSUE', 'requested'],
    ]);
    await expect(fetchBondPage(ws, 2)).resolves.toEqual({ rows: [], total: 0 });
  });
});

describe('the bond alerts', () => {
  it('come with the other alerts, at their boundaries, in the user’s zone', async () => {
    const alerts = await fetchDeadlineAlerts(ws, TZ, ALERT_WINDOW, 50);
    expect(
      alerts.filter((a) => a.kind.startsWith('bond-')).map((a) => [a.reference_number, a.kind, a.days]),
    ).toEqual([
      ['AWARDED', 'bond-return', 0],
      ['ISSUE', 'bond-issue', 3],
      ['EXPIRY', 'bond-expiry', 4],
    ]);
  });
});

describe('saveBidBond', () => {
  it('records a bond and the tender’s bid validity end, then saves changes to it', async () => {
    const { data: tender } = await supabase.from('tenders').select('*').eq('id', ids.NEW!).single();
    const fields = { ...bidBondDefaults(null, tender!), amount: '1,234.56', bidValidityEnd: '2027-06-30' };
    const saved = await saveBidBond({ tender: tender!, bond: null, fields });
    expect(saved).toMatchObject({
      amount: 1234.56,
      currency: 'EUR',
      status: 'requested',
      tender_id: ids.NEW,
    });
    const { data: after } = await supabase
      .from('tenders')
      .select('bid_validity_end')
      .eq('id', ids.NEW!)
      .single();
    expect(after?.bid_validity_end).toBe('2027-06-30');

    const issued = await saveBidBond({
      tender: { ...tender!, bid_validity_end: '2027-06-30' },
      bond: saved,
      fields: { ...fields, status: 'issued', expiryDate: '2027-07-31' },
    });
    expect(issued).toMatchObject({ id: saved.id, status: 'issued', expiry_date: '2027-07-31' });
    await expect(fetchTenderBond(ids.NEW!)).resolves.toMatchObject({ id: saved.id, status: 'issued' });
  });

  it('is refused for another workspace’s tender', async () => {
    const { data: tender } = await supabase.from('tenders').select('*').eq('id', ids.NEW!).single();
    const theirs = await currentWorkspaceId(stranger.client);
    await signInApp(stranger);
    try {
      await expect(
        saveBidBond({
          tender: { ...tender!, workspace_id: theirs },
          bond: null,
          fields: bidBondDefaults(null, tender!),
        }),
      ).rejects.toBeTruthy();
      await expect(fetchTenderBond(ids.NEW!)).resolves.toBeNull();
    } finally {
      await signInApp(owner);
    }
  });
});
