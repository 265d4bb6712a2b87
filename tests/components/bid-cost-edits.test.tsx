// Correcting bid costs against a real local stack: on the Bid cost card an admin edits a
// member's time entry and deletes their expense (its receipt stays among the tender's
// documents); a member edits only their own, and a save that finds the entry gone keeps what
// was typed; a new receipt on an edited expense replaces its own (the old stays a document);
// My time edits and deletes the week's entries from the keyboard.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BidCostCard } from '@/features/bid-costs/components/bid-cost-card';
import { MyTimeCard } from '@/features/bid-costs/components/my-time-card';
import { localDateString } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { signInApp } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { documentsBucket } from '../fixtures/storage';
import { insertTenders, tenderRow } from '../fixtures/tenders';
import { addMember, currentWorkspaceId } from '../fixtures/workspaces';
import { signUpUser, type SignedUpUser } from '../integration/helpers';
import { renderApp, workspaceRoute } from './render-app';

const backend = await startAppStack({ db: 'memory' });

let admin: SignedUpUser;
let member: SignedUpUser;
let workspaceId: string;

beforeAll(async () => {
  admin = await signUpUser(backend, { prefix: 'cost-edits' });
  workspaceId = await currentWorkspaceId(admin.client);
  member = await addMember(backend, admin, workspaceId, 'user', 'Uma');
  await admin.client
    .from('pipeline_settings')
    .update({ default_currency: 'EUR' })
    .eq('workspace_id', workspaceId);
  const rate = await admin.client
    .from('cost_rates')
    .insert({ workspace_id: workspaceId, hourly_rate: 40, currency: 'EUR', effective_from: '2000-01-01' });
  if (rate.error) throw rate.error;
});
afterAll(() => backend.stop());

async function newTender(reference: string) {
  const [row] = await insertTenders(admin.client, [
    tenderRow(workspaceId, reference, { currency: 'EUR', estimated_value: 10000 }),
  ]);
  const { data, error } = await admin.client.from('tenders').select('*').eq('id', row!.id).single();
  if (error) throw error;
  return data;
}

/** Uma's 2 hours of reading and her 50 € courier with a receipt, as she logged them. */
async function umasCosts(tender: { id: string }) {
  const receipt = `${workspaceId}/${tender.id}/receipt-1-courier.pdf`;
  const upload = await documentsBucket(member.client).upload(receipt, Buffer.from('%PDF-1.4 courier'), {
    contentType: 'application/pdf',
  });
  if (upload.error) throw upload.error;
  const time = await member.client
    .from('time_entries')
    .insert({
      tender_id: tender.id,
      workspace_id: workspaceId,
      work_date: '2026-03-11',
      hours: 2,
      description: 'Reading',
    })
    .select('id')
    .single();
  const spent = await member.client.from('expenses').insert({
    tender_id: tender.id,
    workspace_id: workspaceId,
    amount: 50,
    currency: 'EUR',
    spent_on: '2026-03-12',
    category: 'printing-and-delivery',
    receipt_path: receipt,
  });
  if (time.error || spent.error) throw time.error ?? spent.error;
  return { receipt, timeId: time.data.id };
}

const openEntries = async (user: ReturnType<typeof renderApp>['user'], count: number) => {
  await user.click(await screen.findByText(`Time entries and expenses (${count})`));
};

describe('correcting on the Bid cost card', () => {
  it("an admin edits a member's time entry and deletes her expense; the receipt stays a document", async () => {
    await signInApp(admin);
    const tender = await newTender('CE-1');
    const { receipt, timeId } = await umasCosts(tender);
    const { user } = renderApp([workspaceRoute('*', <BidCostCard tender={tender} />)]);
    // 2 h × 40 € + 50 € = 130 €, 1.3 % of 10,000 €.
    expect(await screen.findByText('1.3 % of the estimated value')).toBeInTheDocument();
    await openEntries(user, 2);
    const times = screen.getByRole('list', { name: 'Time entries' });
    expect(within(times).getByText(/Uma/)).toBeInTheDocument();
    await user.click(within(times).getByRole('button', { name: /^Edit time entry .*2 h, Reading$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit time entry' });
    const hours = within(dialog).getByLabelText(/Hours/);
    expect(hours).toHaveValue('2');
    await user.clear(hours);
    await user.type(hours, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Time entry saved')).toBeInTheDocument();
    // 3 h × 40 € + 50 € = 170 €.
    expect(await screen.findByText('1.7 % of the estimated value')).toBeInTheDocument();
    const saved = await admin.client.from('time_entries').select('hours, user_id').eq('id', timeId).single();
    expect(saved.data).toEqual({ hours: 3, user_id: member.user.id });

    const expenses = screen.getByRole('list', { name: 'Expenses' });
    await user.click(within(expenses).getByRole('button', { name: /^Delete expense / }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete this expense?' });
    expect(ask).toHaveTextContent("Its receipt stays among the tender's documents.");
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Expense deleted')).toBeInTheDocument();
    expect(await screen.findByText('1.2 % of the estimated value')).toBeInTheDocument();
    const left = await admin.client.from('expenses').select('id').eq('tender_id', tender.id);
    expect(left.data).toEqual([]);
    const documents = await admin.client.rpc('tender_documents', { p_tender_id: tender.id });
    expect(documents.data?.map((document: { path: string }) => document.path)).toEqual([receipt]);
  });

  it('a member edits only her own entries, and a save that finds the entry gone keeps what she typed', async () => {
    const tender = await newTender('CE-2');
    const { timeId } = await umasCosts(tender);
    const theirs = await admin.client.from('expenses').insert({
      tender_id: tender.id,
      workspace_id: workspaceId,
      amount: 80,
      currency: 'EUR',
      spent_on: '2026-03-13',
      category: 'travel',
    });
    if (theirs.error) throw theirs.error;
    await signInApp(member);
    const { user } = renderApp([workspaceRoute('*', <BidCostCard tender={tender} />)]);
    await openEntries(user, 3);
    const expenses = screen.getByRole('list', { name: 'Expenses' });
    expect(within(expenses).getAllByRole('button', { name: /^Edit expense / })).toHaveLength(1);
    expect(
      within(expenses).getByRole('button', {
        name: new RegExp(`^Edit expense ${formatMoney(50, 'EUR')}, Printing and delivery, `),
      }),
    ).toBeInTheDocument();
    expect(within(expenses).queryByRole('button', { name: /Travel/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Edit time entry / }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit time entry' });
    const hours = within(dialog).getByLabelText(/Hours/);
    await user.clear(hours);
    await user.type(hours, '1.3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter hours in quarter hours, e.g. 1.25 or 1:15 (24 at most)'),
    ).toBeInTheDocument();
    await user.clear(hours);
    await user.type(hours, '1:45');
    // The admin deletes it meanwhile.
    await admin.client.from('time_entries').delete().eq('id', timeId);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('It was deleted meanwhile, or you can no longer change it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit time entry' })).toBeInTheDocument();
    expect(hours).toHaveValue('1:45');
  });
  it('a member corrects her expense and replaces its receipt; the old receipt stays a document', async () => {
    const tender = await newTender('CE-4');
    const { receipt } = await umasCosts(tender);
    await signInApp(member);
    const { user } = renderApp([workspaceRoute('*', <BidCostCard tender={tender} />)]);
    await openEntries(user, 2);
    await user.click(screen.getByRole('button', { name: /^Edit expense / }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit expense' });
    const amount = within(dialog).getByLabelText(/Amount/);
    expect(amount).toHaveValue('50');
    expect(within(dialog).getByLabelText('Note')).toHaveValue('');
    await user.clear(amount);
    await user.type(amount, '55.20');
    await user.upload(
      within(dialog).getByLabelText('Receipt'),
      new File(['%PDF-1.4 corrected'], 'courier-2.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Expense saved')).toBeInTheDocument();
    const saved = await admin.client
      .from('expenses')
      .select('amount, receipt_path, user_id')
      .eq('tender_id', tender.id)
      .single();
    expect(saved.data?.amount).toBe(55.2);
    expect(saved.data?.user_id).toBe(member.user.id);
    expect(saved.data?.receipt_path).toMatch(/\/receipt-\d+-courier-2\.pdf$/);
    const documents = await admin.client.rpc('tender_documents', { p_tender_id: tender.id });
    expect(documents.data?.map((document: { path: string }) => document.path).sort()).toEqual(
      [receipt, saved.data?.receipt_path].sort(),
    );
  });
});

describe('correcting on My time', () => {
  it("edits and deletes the week's entries from the keyboard, and the totals follow", async () => {
    await signInApp(member);
    const tender = await newTender('CE-3');
    const today = localDateString();
    const logged = await member.client.from('time_entries').insert([
      {
        tender_id: tender.id,
        workspace_id: workspaceId,
        work_date: today,
        hours: 1,
        description: 'Drafting',
      },
      { tender_id: tender.id, workspace_id: workspaceId, work_date: today, hours: 2, description: 'Pricing' },
    ]);
    if (logged.error) throw logged.error;
    const { user } = renderApp([workspaceRoute('*', <MyTimeCard />)]);
    const total = async (hours: string) =>
      waitFor(() =>
        expect(
          within(screen.getByLabelText('Hours by day')).getByText('Total').nextSibling,
        ).toHaveTextContent(hours),
      );
    await screen.findByRole('list', { name: 'My time entries' });
    await total('3 h');

    const edit = screen.getByRole('button', { name: /^Edit time entry .*1 h, Drafting$/ });
    edit.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit time entry' });
    const hours = within(dialog).getByLabelText(/Hours/);
    await user.clear(hours);
    await user.type(hours, '1.5{Enter}');
    expect(await screen.findByText('Time entry saved')).toBeInTheDocument();
    await total('3.5 h');

    screen.getByRole('button', { name: /^Delete time entry .*2 h, Pricing$/ }).focus();
    await user.keyboard('{Enter}');
    const ask = await screen.findByRole('alertdialog', { name: 'Delete this time entry?' });
    expect(ask).toHaveTextContent('will no longer count in the bid cost');
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Time entry deleted')).toBeInTheDocument();
    await total('1.5 h');
    expect(
      within(screen.getByRole('list', { name: 'My time entries' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });
});
