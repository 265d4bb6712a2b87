// The bid cost totals under concurrent writers, through unmodified supabase-js on the local
// stack (on PostgreSQL a real pool, so the inserts really race): the same admin logs time on
// one tender from two devices at once, ten entries each; the Cost of bidding report, which
// reads the totals the triggers keep, counts all twenty.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInUser, signUpUser, startStack, type TestClient, type TestStack } from './helpers';

let stack: TestStack;
let phone: TestClient;
let desk: TestClient;

beforeAll(async () => {
  stack = await startStack({ seed: 'none' });
  const user = await signUpUser(stack, { prefix: 'totals' });
  phone = (await signInUser(stack, user.email, user.password)).client;
  desk = (await signInUser(stack, user.email, user.password)).client;
});

afterAll(async () => {
  await stack?.stop();
});

describe('the bid cost totals', () => {
  it('count every entry of two devices logging time on one tender at once', async () => {
    const tender = await phone.rpc('save_tender', {
      p_tender: { reference_number: 'TOT-1', client: 'Client', title: 'Raced', currency: 'EUR' },
    });
    expect(tender.error).toBeNull();
    const { id: tenderId, workspace_id: workspaceId } = tender.data as { id: string; workspace_id: string };
    const settings = await phone
      .from('pipeline_settings')
      .update({ default_currency: 'EUR' })
      .eq('workspace_id', workspaceId);
    expect(settings.error).toBeNull();
    const rate = await phone
      .from('cost_rates')
      .insert({ workspace_id: workspaceId, hourly_rate: 40, currency: 'EUR', effective_from: '2000-01-01' });
    expect(rate.error).toBeNull();

    const today = new Date().toISOString().slice(0, 10);
    const log = (client: TestClient, n: number) =>
      client.from('time_entries').insert({
        tender_id: tenderId,
        workspace_id: workspaceId,
        work_date: today,
        hours: 0.25 * n,
        description: `Entry ${n}`,
      });
    const logged = await Promise.all(
      Array.from({ length: 10 }, (_, i) => [log(phone, i + 1), log(desk, i + 11)]).flat(),
    );
    expect(logged.map((result) => result.error)).toEqual(Array(20).fill(null));

    // 0.25 × (1 + 2 + … + 20) = 52.5 h at 40 € = 2,100 €.
    const report = await desk.rpc('bid_cost_report', {
      p_workspace_id: workspaceId,
      p_tz: 'UTC',
      p_period: 'all',
    });
    expect(report.error).toBeNull();
    expect((report.data as { overall: { cost: number } }).overall.cost).toBe(2100);
  });
});
