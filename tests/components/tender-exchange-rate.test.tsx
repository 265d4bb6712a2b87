// A tender's own exchange rate against a real local stack: on the tender's Bid cost card an
// admin sets the rate of the tender's currency ('Exchange rate for this tender'), changes it,
// the tender's bid cost counts its dollars at it, and the Cost of bidding report names the
// tender whose rate it used, as Settings' list of rates does.
import { screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { BidCostCard } from '@/features/bid-costs/components/bid-cost-card';
import { BidCostReportCard } from '@/features/bid-costs/components/bid-cost-report-card';
import { RatesCard } from '@/features/bid-costs/components/rates-card';
import { localDateString } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { supabase } from '@/lib/supabase';
import { signUpInApp } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { insertTenders, tenderRow } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { renderApp, workspaceRoute } from './render-app';

const backend = await startAppStack({ db: 'memory' });
afterAll(() => backend.stop());

describe('Exchange rate for this tender', () => {
  it('an admin sets and changes the rate of the tender, its dollars count at it, and the report names it', async () => {
    await signUpInApp('tender-rate');
    const ws = await currentWorkspaceId();
    await supabase.from('pipeline_settings').update({ default_currency: 'EUR' }).eq('workspace_id', ws);
    const [row] = await insertTenders(supabase, [
      tenderRow(ws, 'FX-7', { currency: 'USD', status: 'submitted', estimated_value: 10000 }),
    ]);
    const { data: tender, error } = await supabase.from('tenders').select('*').eq('id', row!.id).single();
    if (error) throw error;
    const spent = await supabase.from('expenses').insert({
      tender_id: tender.id,
      workspace_id: ws,
      amount: 200,
      currency: 'USD',
      spent_on: localDateString(),
      category: 'travel',
    });
    if (spent.error) throw spent.error;

    const { user, unmount } = renderApp([workspaceRoute('*', <BidCostCard tender={tender} />)]);
    await user.click(await screen.findByText('Exchange rate for this tender'));
    const form = screen.getByRole('form', { name: 'Set the exchange rate for this tender' });
    expect(within(form).getByRole('combobox', { name: 'Currency' })).toHaveTextContent('USD');
    await user.type(within(form).getByLabelText(/Rate in EUR/), 'x');
    await user.click(within(form).getByRole('button', { name: 'Set rate' }));
    expect(await within(form).findByText('Enter a rate above 0, e.g. 0.92')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(/Rate in EUR/));
    await user.type(within(form).getByLabelText(/Rate in EUR/), '0.9');
    await user.click(within(form).getByRole('button', { name: 'Set rate' }));
    const list = await screen.findByRole('list', { name: 'Exchange rate for this tender' });
    expect(await within(list).findByText('1 USD = 0.9 EUR')).toBeInTheDocument();
    // 200 $ at the tender's 0.9.
    expect(await screen.findAllByText(formatMoney(180, 'EUR'))).not.toHaveLength(0);

    // A second figure for the same currency replaces the first.
    await user.type(within(form).getByLabelText(/Rate in EUR/), '0,95');
    await user.click(within(form).getByRole('button', { name: 'Set rate' }));
    expect(await within(list).findByText('1 USD = 0.95 EUR')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    unmount();

    const report = renderApp([workspaceRoute('*', <BidCostReportCard period="12m" />)]);
    expect(await screen.findByText(/Exchange rates used: USD 0\.95 \(tender FX-7\)/)).toBeInTheDocument();
    report.unmount();

    // Settings lists it among the rates, named by its tender.
    renderApp([workspaceRoute('*', <RatesCard />)]);
    const exchange = await screen.findByRole('list', { name: 'Exchange rates' });
    expect(await within(exchange).findByText('1 USD = 0.95 EUR (tender FX-7)')).toBeInTheDocument();
  });
});
