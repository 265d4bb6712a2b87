// Bid bonds against a real local stack: the tender's 'Bid bond' card (record, edit, extend,
// the form's checks, a failed save keeping what was typed, the coverage warning, delete after a
// confirmation, hidden without Bid Bond Required unless a bond is still recorded) and the
// 'Bid bonds' page (every bond, totals outstanding per currency).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Component as BidBondsPage } from '@/app/routes/app/bid-bonds';
import { BidBondCard } from '@/features/bid-bonds/components/bid-bond-card';
import { formatExactMoney } from '@/features/bid-bonds/model';
import { TasksCard } from '@/features/tasks/components/tasks-card';
import { formatMoney } from '@/lib/money';
import { supabase } from '@/lib/supabase';
import type { TablesInsert } from '@/types/database';
import { signInApp, signUpInApp, type Account } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { insertTenders, tenderRow, type TenderRow } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { renderApp, workspaceRoute } from './render-app';

const backend = await startAppStack({ db: 'memory' });

let account: Account;
let workspaceId: string;

beforeAll(async () => {
  account = await signUpInApp('bonds');
  workspaceId = await currentWorkspaceId();
});
beforeEach(() => signInApp(account));
afterAll(() => backend.stop());

/** A tender of the workspace (Bid Bond Required, in euros unless named), read back whole. */
async function newTender(reference: string, fields: Partial<TenderRow> = {}) {
  const [row] = await insertTenders(supabase, [
    tenderRow(workspaceId, reference, { bid_bond: true, currency: 'EUR', ...fields }),
  ]);
  const { data, error } = await supabase.from('tenders').select('*').eq('id', row!.id).single();
  if (error) throw error;
  return data;
}

type BondInsert = Omit<TablesInsert<'bid_bonds'>, 'tender_id' | 'workspace_id'>;

async function addBond(tenderId: string, bond: BondInsert) {
  const { error } = await supabase
    .from('bid_bonds')
    .insert({ ...bond, tender_id: tenderId, workspace_id: workspaceId });
  if (error) throw error;
}

const renderCard = (tender: Awaited<ReturnType<typeof newTender>>) =>
  renderApp([workspaceRoute('*', <BidBondCard tender={tender} />)]);

/** A date input's new value, as a browser commits it. */
const enterDate = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the Bid bond card', () => {
  it('records a bond with its amount in the currency format, and the bid validity end', async () => {
    const tender = await newTender('BB-1');
    const { user } = renderCard(tender);
    expect(await screen.findByText('No bid bond recorded yet.')).toBeInTheDocument();
    expect(screen.getByText('Not set')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add bid bond' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add bid bond' });
    expect(within(dialog).getByRole('combobox', { name: 'Currency' })).toHaveTextContent('EUR');
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Requested');
    await user.type(within(dialog).getByLabelText(/Amount/), '25,000.50');
    await user.type(within(dialog).getByLabelText('Issuer'), 'First Bank');
    await user.type(within(dialog).getByLabelText('Reference'), 'G-7');
    enterDate('Bid validity end', '2027-03-31');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Bid bond saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(formatMoney(25000.5, 'EUR'))).toBeInTheDocument();
    expect(screen.getByText('Requested')).toBeInTheDocument();
    expect(screen.getByText('First Bank')).toBeInTheDocument();
    const bond = await supabase
      .from('bid_bonds')
      .select('amount, currency, status, reference')
      .eq('tender_id', tender.id);
    expect(bond.data).toEqual([{ amount: 25000.5, currency: 'EUR', status: 'requested', reference: 'G-7' }]);
    const saved = await supabase.from('tenders').select('bid_validity_end').eq('id', tender.id).single();
    expect(saved.data?.bid_validity_end).toBe('2027-03-31');
  });

  it('checks the amount, and extends a bond only with a later expiry date', async () => {
    const tender = await newTender('BB-2');
    await addBond(tender.id, { amount: 1000, currency: 'EUR', status: 'issued', expiry_date: '2027-06-30' });
    const { user } = renderCard(tender);
    await user.click(await screen.findByRole('button', { name: 'Edit bid bond' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit bid bond' });

    const amount = within(dialog).getByLabelText(/Amount/);
    await user.clear(amount);
    await user.type(amount, 'a lot');
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Extended' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter an amount, e.g. 25000.00')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('An extended bond needs a later expiry date')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '1000');
    enterDate('New expiry date', '2027-09-30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bid bond saved')).toBeInTheDocument();
    expect(await screen.findByText('Extended')).toBeInTheDocument();
    expect(screen.getByText('Sep 30, 2027')).toBeInTheDocument();
  });

  it("recording the bond as Issued completes the tender's Arrange bid bond task", async () => {
    const created = await supabase.rpc('save_tender', {
      p_tender: {
        reference_number: 'BB-T',
        client: 'Client',
        title: 'Bonded',
        bid_bond: true,
        currency: 'EUR',
      },
    });
    if (created.error) throw created.error;
    const tender = await supabase.from('tenders').select('*').eq('id', created.data.id).single();
    const { user } = renderApp([
      workspaceRoute(
        '*',
        <>
          <BidBondCard tender={tender.data!} />
          <TasksCard tender={tender.data!} />
        </>,
      ),
    ]);
    const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name} \\d+`) });
    await screen.findByText('Arrange bid bond');
    expect(within(column('Not Started')).getByText('Arrange bid bond')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Add bid bond' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add bid bond' });
    await user.type(within(dialog).getByLabelText(/Amount/), '5000');
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Issued' }));
    enterDate('Expiry date', '2031-06-30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Bid bond saved')).toBeInTheDocument();
    expect(await within(column('Completed')).findByText('Arrange bid bond')).toBeInTheDocument();
    expect(within(column('Not Started')).queryByText('Arrange bid bond')).not.toBeInTheDocument();
  });

  it('keeps what was typed when the save fails', async () => {
    const tender = await newTender('BB-3');
    const { user } = renderCard(tender);
    await user.click(await screen.findByRole('button', { name: 'Add bid bond' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add bid bond' });
    await user.type(within(dialog).getByLabelText(/Amount/), '10');
    // The tender is gone meanwhile: the database refuses the bond.
    await supabase.from('tenders').delete().eq('id', tender.id);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save the bid bond')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Amount/)).toHaveValue('10');
  });

  it('warns when the bond expires before the bid validity end', async () => {
    const tender = await newTender('BB-4', { bid_validity_end: '2027-12-31' });
    await addBond(tender.id, { amount: 5, currency: 'EUR', status: 'submitted', expiry_date: '2027-12-30' });
    renderCard(tender);
    expect(
      await screen.findByText('Expires before the bid validity end: ask the issuer for an extension.'),
    ).toBeInTheDocument();
  });

  it('is not shown when Bid Bond Required is off and no bond is recorded', async () => {
    const tender = await newTender('BB-5', { bid_bond: false });
    const { container } = renderCard(tender);
    await waitFor(() => expect(screen.getByTestId('location')).toBeInTheDocument());
    expect(container).not.toHaveTextContent('Bid bond');
  });

  it('deletes the bond after a confirmation, and offers to add one again', async () => {
    const tender = await newTender('BB-6');
    await addBond(tender.id, { amount: 1200, currency: 'EUR', issuer: 'First Bank', status: 'requested' });
    const { user } = renderCard(tender);
    expect(screen.queryByText(/Bid Bond Required is off/)).not.toBeInTheDocument();

    // Cancel keeps it.
    await user.click(await screen.findByRole('button', { name: 'Delete bid bond' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this bid bond?' });
    expect(dialog).toHaveTextContent(
      `The ${formatMoney(1200, 'EUR')} bid bond from First Bank will be deleted for everyone in the workspace, with its alerts. This cannot be undone.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('First Bank')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete bid bond' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this bid bond?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Bid bond deleted')).toBeInTheDocument();
    expect(await screen.findByText('No bid bond recorded yet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByText('First Bank')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete bid bond' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add bid bond' })).toHaveFocus());
    const rows = await supabase.from('bid_bonds').select('id').eq('tender_id', tender.id);
    expect(rows.data).toEqual([]);
  });

  it('shows a bond still recorded after Bid Bond Required was switched off, until it is deleted', async () => {
    const tender = await newTender('BB-7', { bid_bond: false });
    await addBond(tender.id, { amount: 300, currency: 'EUR', issuer: 'Second Bank', status: 'requested' });
    const { user } = renderCard(tender);
    expect(
      await screen.findByText('Bid Bond Required is off for this tender; this bond is still recorded.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bid bond' })).toBeInTheDocument();
    expect(screen.getByText('Second Bank')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete bid bond' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this bid bond?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Bid bond deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Bid bond' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/Bid Bond Required is off/)).not.toBeInTheDocument();
    const rows = await supabase.from('bid_bonds').select('id').eq('tender_id', tender.id);
    expect(rows.data).toEqual([]);
  });

  it('says so when the delete fails', async () => {
    const tender = await newTender('BB-8');
    await addBond(tender.id, { amount: 40, currency: 'EUR', issuer: 'Third Bank', status: 'requested' });
    const { user } = renderCard(tender);
    await user.click(await screen.findByRole('button', { name: 'Delete bid bond' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this bid bond?' });
    // Deleted meanwhile (another tab): the delete finds nothing to delete.
    await supabase.from('bid_bonds').delete().eq('tender_id', tender.id);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete the bid bond')).toBeInTheDocument();
    expect(screen.queryByText('Bid bond deleted')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });
});

describe('the Bid bonds page', () => {
  it('lists every bond and totals the outstanding ones per currency', async () => {
    await signUpInApp('bonds-page');
    workspaceId = await currentWorkspaceId();
    const bonds: [string, BondInsert][] = [
      ['P-1', { amount: 1000.1, currency: 'EUR', status: 'issued', expiry_date: '2027-01-31' }],
      ['P-2', { amount: 2000.2, currency: 'EUR', status: 'submitted', expiry_date: '2027-02-28' }],
      ['P-3', { amount: 5, currency: 'USD', status: 'extended', expiry_date: '2027-03-31' }],
      ['P-4', { amount: 7, currency: 'GBP', status: 'returned', expiry_date: '2027-04-30' }],
      ['P-5', { amount: 500, currency: 'EUR', status: 'requested' }],
    ];
    for (const [reference, bond] of bonds) {
      const tender = await newTender(reference);
      await addBond(tender.id, bond);
    }
    renderApp([workspaceRoute('*', <BidBondsPage />)]);
    expect(await screen.findByRole('heading', { name: 'Bid bonds', level: 1 })).toBeInTheDocument();

    const totals = (await screen.findByText(formatExactMoney('3000.30', 'EUR'))).closest('dl')!;
    expect(totals).toHaveTextContent('2 bonds');
    expect(totals).toHaveTextContent(formatExactMoney('5.00', 'USD'));
    expect(totals).not.toHaveTextContent('GBP');

    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Tender P-1',
      'Tender P-2',
      'Tender P-3',
      'Tender P-4',
      'Tender P-5',
    ]);
    expect(within(rows[3]!).getAllByText('Returned')).not.toHaveLength(0);
    expect(within(rows[0]!).getByRole('link', { name: 'Tender P-1' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/app\/tenders\/[0-9a-f-]{36}$/),
    );
    expect(screen.getByText('Showing 1–5 of 5 bonds')).toBeInTheDocument();
  });
});
