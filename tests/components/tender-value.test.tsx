// A tender's money against a real local stack: the New Tender form starts in the workspace's
// currency and says the status's default probability; amounts are stored exactly and shown in
// their currency; a bad amount is refused under its field and nothing typed is lost; marking a
// tender Lost asks for its outcome (reason, winner from the workspace's past winners, price),
// which the Outcome card then shows.
import { screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Component as NewTenderPage } from '@/app/routes/app/tender-new';
import { createTender } from '@/features/tenders/api/save-tender';
import { OutcomeCard } from '@/features/tenders/components/outcome-card';
import { TenderDetailsCard } from '@/features/tenders/components/tender-details-card';
import { TenderLoader } from '@/features/tenders/components/tender-loader';
import { TenderValueCard } from '@/features/tenders/components/tender-value-card';
import { AMOUNT_INVALID } from '@/features/tenders/form';
import { supabase } from '@/lib/supabase';
import { signInApp, signUpInApp, type Account } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { tenderFields } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { renderApp, workspaceRoute } from './render-app';

const backend = await startAppStack({ db: 'memory' });

function TenderPage() {
  const { id = '' } = useParams();
  return (
    <TenderLoader id={id}>
      {(tender) => (
        <>
          <h1>{tender.title}</h1>
          <TenderDetailsCard tender={tender} />
          <TenderValueCard tender={tender} />
          <OutcomeCard tender={tender} />
        </>
      )}
    </TenderLoader>
  );
}

const routes = [
  workspaceRoute('/app/tenders/new', <NewTenderPage />),
  workspaceRoute('/app/tenders/:id', <TenderPage />),
];
let account: Account;
let workspaceId: string;

beforeAll(async () => {
  account = await signUpInApp('value');
  workspaceId = await currentWorkspaceId();
  // The admin's choices: euros, and 20 % for a tender under review.
  const { error } = await supabase
    .from('pipeline_settings')
    .update({ default_currency: 'EUR', probability_under_review: 20 })
    .eq('workspace_id', workspaceId);
  if (error) throw error;
});
beforeEach(() => signInApp(account));
afterAll(() => backend.stop());

const stored = async (reference: string) => {
  const { data, error } = await supabase
    .from('tenders')
    .select('estimated_value, currency, probability, expected_award_date, bid_price')
    .eq('reference_number', reference)
    .single();
  if (error) throw error;
  return data;
};

describe('a tender in money', () => {
  it('starts in the workspace currency, refuses a bad amount keeping the text, and stores an amount typed as the import reads it exactly', async () => {
    const { user } = renderApp(routes, { route: '/app/tenders/new' });
    await user.type(await screen.findByLabelText('Reference Number'), 'VAL-1');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveTextContent('EUR');
    const probability = screen.getByLabelText('Probability');
    expect(probability).toHaveAccessibleDescription(/Empty: the status's default, 20%/);
    expect(screen.queryByLabelText('Our bid price')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Client'), 'Harbour Board');
    await user.type(screen.getByLabelText('Title'), 'Quay cranes');
    await user.type(screen.getByLabelText('Last Date for Inquiry Submission'), '2027-01-10');
    await user.type(screen.getByLabelText('Last Date for Tender Submission'), '2027-01-20');
    await user.type(screen.getByLabelText('Expected award date'), '2027-03-01');
    const value = screen.getByLabelText('Estimated value');
    await user.type(value, 'TBC');
    await user.click(screen.getByRole('button', { name: 'Create Tender' }));
    expect(value).toHaveAccessibleDescription(AMOUNT_INVALID);
    expect(value).toHaveValue('TBC');

    // Read as the import reads a cell: the currency sign and the grouping are taken off.
    await user.clear(value);
    await user.type(value, '£1,250,000.10');
    await user.type(probability, '35');
    await user.click(screen.getByRole('button', { name: 'Create Tender' }));
    expect(await screen.findByRole('heading', { name: 'Quay cranes' })).toBeInTheDocument();
    expect(await stored('VAL-1')).toEqual({
      estimated_value: 1250000.1,
      currency: 'EUR',
      probability: 35,
      expected_award_date: '2027-03-01',
      bid_price: null,
    });
    expect(screen.getByText('€1,250,000.10')).toBeInTheDocument();
    expect(screen.getByText('35%')).toBeInTheDocument();
  });

  it('says the status default when a tender has no probability of its own', async () => {
    const tender = await createTender({ workspaceId, fields: tenderFields({ reference_number: 'VAL-2' }) });
    renderApp(routes, { route: `/app/tenders/${tender.id}` });
    expect(await screen.findByText('(default for Under Review)')).toBeInTheDocument();
    expect(screen.getByText(/^20%/)).toBeInTheDocument();
  });
});

describe('the outcome', () => {
  it('is asked for when the tender is marked Lost, suggests past winners, and shows on the card', async () => {
    const earlier = await createTender({
      workspaceId,
      fields: tenderFields({ reference_number: 'OUT-0', title: 'Earlier loss' }),
    });
    await supabase.from('tenders').update({ status: 'lost' }).eq('id', earlier.id).throwOnError();
    const { error } = await supabase
      .from('tender_outcomes')
      .insert({ tender_id: earlier.id, workspace_id: workspaceId, winner: 'Apex Construction' });
    if (error) throw error;
    const tender = await createTender({
      workspaceId,
      fields: tenderFields({ reference_number: 'OUT-1', title: 'Harbour lighting', currency: 'EUR' }),
    });
    await supabase
      .from('tenders')
      .update({ status: 'submitted', bid_price: 98000 })
      .eq('id', tender.id)
      .throwOnError();

    const { user } = renderApp(routes, { route: `/app/tenders/${tender.id}` });
    expect(await screen.findByText('€98,000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Change status' }));
    await user.click(await screen.findByRole('option', { name: 'Lost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Outcome' });
    // The dialog says 'Loading...' until the loss reasons and past winners have come.
    const winner = await within(dialog).findByLabelText('Winner');
    const suggestions = document.getElementById(winner.getAttribute('list')!)!;
    await waitFor(() =>
      expect([...suggestions.querySelectorAll('option')].map((o) => o.value)).toEqual(['Apex Construction']),
    );
    await user.type(winner, 'Apex Construction');
    await user.type(within(dialog).getByLabelText('Winning price'), '91,500');
    await user.type(within(dialog).getByLabelText('Our rank'), '2');
    await user.click(within(dialog).getByRole('combobox', { name: 'Loss reason' }));
    await user.click(await screen.findByRole('option', { name: 'Price' }));
    await user.type(within(dialog).getByLabelText('Lessons learned'), 'Quote suppliers earlier.');
    await user.click(within(dialog).getByRole('button', { name: 'Save outcome' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = screen.getByRole('region', { name: 'Outcome' });
    expect(within(card).getByText('Apex Construction')).toBeInTheDocument();
    expect(within(card).getByText('€91,500.00')).toBeInTheDocument();
    expect(within(card).getByText('Price')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit outcome' })).toBeInTheDocument();
    const { data } = await supabase
      .from('tender_outcomes')
      .select('winning_price, our_rank')
      .eq('tender_id', tender.id)
      .single();
    expect(data).toEqual({ winning_price: 91500, our_rank: 2 });
  });
});
