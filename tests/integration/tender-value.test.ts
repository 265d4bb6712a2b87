// A tender's money through supabase-js against the local stack: save_tender's one path
// (the workspace's currency filled in, unknown or forbidden fields refused in plain words),
// the list's currency and value filters and its value order, the currencies in use, the
// outcome's winners (grouped whatever the case and spaces), and who may write outcomes, reasons and
// settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveOutcome } from '@/features/tenders/api/outcome';
import { fetchTenderPage } from '@/features/tenders/api/queries';
import { createTender } from '@/features/tenders/api/save-tender';
import { defaultFilters } from '@/features/tenders/list-filters';
import { outcomeFormValues } from '@/features/tenders/outcome';
import { signInApp } from '../fixtures/accounts';
import { startAppStack, stopAppStack } from '../fixtures/app-stack';
import { insertTenders, tenderFields, tenderRow } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { signUpUser, type SignedUpUser, type TestStack } from './helpers';

let stack: TestStack;
let owner: SignedUpUser;
let member: SignedUpUser;
let outsider: SignedUpUser;
let ws: string;

const sql = (text: string) => stack.db.transaction((q) => q.exec(text));

beforeAll(async () => {
  stack = await startAppStack();
  owner = await signUpUser(stack, { prefix: 'value-owner' });
  member = await signUpUser(stack, { prefix: 'value-member' });
  outsider = await signUpUser(stack, { prefix: 'value-outsider' });
  await signInApp(owner);
  ws = await currentWorkspaceId(owner.client);
  await sql(
    `insert into public.workspace_members (workspace_id, user_id, role) values ('${ws}', '${member.user.id}', 'user')`,
  );
  await owner.client
    .from('pipeline_settings')
    .update({ default_currency: 'GBP' })
    .eq('workspace_id', ws)
    .throwOnError();
});

afterAll(() => stopAppStack(stack));

describe('save_tender', () => {
  it('fills in the workspace currency when none is given, and seeds the default tasks', async () => {
    const { data, error } = await owner.client
      .rpc('save_tender', {
        p_tender: { workspace_id: ws, reference_number: 'M-1', client: 'C', title: 'T' },
      })
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ currency: 'GBP', status: 'under-review', estimated_value: null });
    const { count } = await owner.client
      .from('tasks')
      .select('id', { count: 'exact', head: true })
      .eq('tender_id', (data as { id: string }).id);
    expect(count).toBeGreaterThan(0);
  });

  it('refuses an unknown field, a column nobody may set, and a user-role member', async () => {
    const unknown = await owner.client.rpc('save_tender', {
      p_tender: { reference_number: 'M-2', client: 'C', title: 'T', worth: 5 },
    });
    expect(unknown.error).toMatchObject({ code: '22023', message: 'Unknown tender field: worth' });
    const id = await owner.client.rpc('save_tender', {
      p_tender: {
        id: '00000000-0000-4000-8000-000000000001',
        reference_number: 'M-2',
        client: 'C',
        title: 'T',
      },
    });
    expect(id.error).toMatchObject({ code: '42501' });
    const money = await owner.client.rpc('save_tender', {
      p_tender: { reference_number: 'M-2', client: 'C', title: 'T', estimated_value: -1 },
    });
    expect(money.error).toMatchObject({ code: '23514' });
    const byUser = await member.client.rpc('save_tender', {
      p_tender: { workspace_id: ws, reference_number: 'M-3', client: 'C', title: 'T' },
    });
    expect(byUser.error).toMatchObject({ code: '42501' });
  });
});

describe('the list by value', () => {
  it('filters by currency and value (bid price, else estimate) and sorts within a currency', async () => {
    await insertTenders(owner.client, [
      tenderRow(ws, 'V-1', { currency: 'EUR', estimated_value: 5000 }),
      tenderRow(ws, 'V-2', { currency: 'EUR', estimated_value: 90000, bid_price: 12000 }),
      tenderRow(ws, 'V-3', { currency: 'EUR', estimated_value: 40000 }),
      tenderRow(ws, 'V-4', { currency: 'USD', estimated_value: 40000 }),
      tenderRow(ws, 'V-5', { currency: 'EUR' }),
    ]);
    const page = (filters: Partial<typeof defaultFilters>) =>
      fetchTenderPage(ws, { ...defaultFilters, q: 'V-', ...filters }).then((p) =>
        p.rows.map((t) => t.reference_number),
      );
    expect(await page({ currency: 'EUR', sort: '-value' })).toEqual(['V-3', 'V-2', 'V-1', 'V-5']);
    expect(await page({ currency: 'EUR', sort: 'value' })).toEqual(['V-1', 'V-2', 'V-3', 'V-5']);
    expect(await page({ currency: 'EUR', min: '10,000', max: '40000', sort: 'reference' })).toEqual([
      'V-2',
      'V-3',
    ]);
    expect(await page({ min: '40000', sort: 'reference' })).toEqual(['V-3', 'V-4']);
    const { data } = await owner.client.rpc('tender_currencies', { p_workspace_id: ws });
    expect(data).toEqual(['GBP', 'EUR', 'USD']);
  });
});

describe('outcomes', () => {
  it('suggests each winner once, whatever the case, most frequent first; nobody else sees them', async () => {
    const tenders = await Promise.all(
      ['W-1', 'W-2', 'W-3'].map((reference) =>
        createTender({ workspaceId: ws, fields: tenderFields({ reference_number: reference }) }),
      ),
    );
    await owner.client
      .from('tender_outcomes')
      .insert([
        { tender_id: tenders[0]!.id, workspace_id: ws, winner: 'Apex Construction' },
        { tender_id: tenders[1]!.id, workspace_id: ws, winner: ' apex construction ' },
        { tender_id: tenders[2]!.id, workspace_id: ws, winner: 'Riverside Builders' },
      ])
      .throwOnError();
    const { data } = await owner.client.rpc('recorded_winners', { p_workspace_id: ws });
    expect(data).toEqual([
      { winner: expect.stringMatching(/^apex construction$/i), times: 2 },
      { winner: 'Riverside Builders', times: 1 },
    ]);
    expect((await outsider.client.rpc('recorded_winners', { p_workspace_id: ws })).data).toEqual([]);
    expect((await outsider.client.from('tender_outcomes').select('tender_id')).data).toEqual([]);
  });

  it('lets a user-role member read but not write outcomes, reasons or settings', async () => {
    const tender = await createTender({ workspaceId: ws, fields: tenderFields({ reference_number: 'R-1' }) });
    const outcome = await member.client
      .from('tender_outcomes')
      .insert({ tender_id: tender.id, workspace_id: ws, winner: 'Sneaky' });
    expect(outcome.error).toMatchObject({ code: '42501' });
    const reason = await member.client.from('loss_reasons').insert({ workspace_id: ws, label: 'Luck' });
    expect(reason.error).toMatchObject({ code: '42501' });
    const settings = await member.client
      .from('pipeline_settings')
      .update({ default_currency: 'JPY' })
      .eq('workspace_id', ws)
      .select();
    expect(settings.data).toEqual([]);
    const reasons = await member.client
      .from('loss_reasons')
      .select('label')
      .eq('workspace_id', ws)
      .order('position');
    expect(reasons.data?.map((row) => row.label)).toEqual([
      'Price',
      'Technical score',
      'Compliance or eligibility',
      'Experience',
      'Relationship',
      'Other',
    ]);
  });

  it('records an outcome and changes it through the app', async () => {
    const tender = await createTender({ workspaceId: ws, fields: tenderFields({ reference_number: 'S-1' }) });
    const lost = { ...tender, status: 'lost' as const };
    const values = { ...outcomeFormValues(null), winner: 'Apex', winning_price: '1,000.50' };
    expect(await saveOutcome({ tender: lost, values })).toMatchObject({
      winner: 'Apex',
      winning_price: 1000.5,
    });
    const changed = await saveOutcome({ tender: lost, values: { ...values, our_rank: '2' } });
    expect(changed).toMatchObject({ winner: 'Apex', our_rank: 2, updated_by: owner.user.id });
  });

  it('keeps a loss reason that an outcome uses', async () => {
    const tender = await createTender({ workspaceId: ws, fields: tenderFields({ reference_number: 'R-2' }) });
    const { data: price } = await owner.client
      .from('loss_reasons')
      .select('id')
      .eq('workspace_id', ws)
      .eq('label', 'Price')
      .single();
    await owner.client
      .from('tender_outcomes')
      .insert({ tender_id: tender.id, workspace_id: ws, loss_reason_id: price!.id })
      .throwOnError();
    const removed = await owner.client.from('loss_reasons').delete().eq('id', price!.id);
    expect(removed.error).toMatchObject({ code: '23503' });
  });
});
