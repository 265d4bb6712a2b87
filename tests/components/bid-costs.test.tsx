// The tender's 'Bid cost' card against a real local stack: logging time on a task and adding
// an expense with a receipt (kept in the tender's documents), the form's checks, a failed
// save keeping what was typed, and the totals bid_cost computes — hours by person at the
// member's rate, expenses by category, the share of the estimated value, and what could not
// be converted.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BidCostCard } from '@/features/bid-costs/components/bid-cost-card';
import { BidCostReportCard } from '@/features/bid-costs/components/bid-cost-report-card';
import { RatesCard } from '@/features/bid-costs/components/rates-card';
import { ExpectedBidCost } from '@/features/bid-costs/components/expected-bid-cost';
import { MyTimeCard } from '@/features/bid-costs/components/my-time-card';
import { TaskTimer } from '@/features/bid-costs/components/task-timer';
import { addDays, localDateString } from '@/lib/dates';
import { calendarWeek } from '@/lib/dates-week';
import { formatMoney } from '@/lib/money';
import { supabase } from '@/lib/supabase';
import { signInApp, signUpInApp, type Account } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { insertTenders, tenderRow, type TenderRow } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { renderApp, workspaceRoute } from './render-app';

const backend = await startAppStack({ db: 'memory' });

let account: Account;
let workspaceId: string;

beforeAll(async () => {
  account = await signUpInApp('costs');
  workspaceId = await currentWorkspaceId();
  const settings = await supabase
    .from('pipeline_settings')
    .update({ default_currency: 'EUR' })
    .eq('workspace_id', workspaceId);
  if (settings.error) throw settings.error;
  const rate = await supabase
    .from('cost_rates')
    .insert({ workspace_id: workspaceId, hourly_rate: 40, currency: 'EUR', effective_from: '2000-01-01' });
  if (rate.error) throw rate.error;
});
beforeEach(() => signInApp(account));
afterAll(() => backend.stop());

async function newTender(reference: string, fields: Partial<TenderRow> = {}) {
  const [row] = await insertTenders(supabase, [
    tenderRow(workspaceId, reference, { currency: 'EUR', estimated_value: 10000, ...fields }),
  ]);
  const { data, error } = await supabase.from('tenders').select('*').eq('id', row!.id).single();
  if (error) throw error;
  return data;
}

async function newTask(tenderId: string, name: string) {
  const { data, error } = await supabase
    .from('tasks')
    .insert({ tender_id: tenderId, workspace_id: workspaceId, name, user_id: account.id })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

const renderCard = (tender: Awaited<ReturnType<typeof newTender>>) =>
  renderApp([workspaceRoute('*', <BidCostCard tender={tender} />)]);

describe('the Bid cost card', () => {
  it('logs time on a task and shows the hours, their cost and the share of the estimated value', async () => {
    const tender = await newTender('BC-1');
    await newTask(tender.id, 'Write the method statement');
    const { user } = renderCard(tender);
    expect(await screen.findByText('No time logged yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log time' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log time' });
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2026-03-11' } });
    await user.type(within(dialog).getByLabelText(/Hours/), '2');
    await user.click(within(dialog).getByRole('combobox', { name: 'Task' }));
    await user.click(await screen.findByRole('option', { name: 'Write the method statement' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Time logged')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // 2 h at the workspace's 40 € = 80 €, 0.8 % of 10,000 €.
    expect(await screen.findByText('0.8 % of the estimated value')).toBeInTheDocument();
    expect(screen.getByText(`2 h · ${formatMoney(80, 'EUR')}`)).toBeInTheDocument();
    const entries = await supabase
      .from('time_entries')
      .select('hours, description, work_date')
      .eq('tender_id', tender.id);
    expect(entries.data).toEqual([
      { hours: 2, description: 'Write the method statement', work_date: '2026-03-11' },
    ]);
  });

  it('checks quarter hours and what the time was for, and keeps the input when the save fails', async () => {
    const tender = await newTender('BC-2');
    const { user } = renderCard(tender);
    await user.click(await screen.findByRole('button', { name: 'Log time' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log time' });
    const hours = within(dialog).getByLabelText(/Hours/);
    await user.type(hours, '1.3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter hours in quarter hours, e.g. 1.25 or 1:15 (24 at most)'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a task or say what the time was for')).toBeInTheDocument();

    await user.clear(hours);
    await user.type(hours, '1:15');
    await user.type(within(dialog).getByLabelText('What for'), 'Reading the notice');
    // The tender is gone meanwhile: the database refuses the entry.
    await supabase.from('tenders').delete().eq('id', tender.id);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to log the time. Please try again.')).toBeInTheDocument();
    expect(hours).toHaveValue('1:15');
    expect(within(dialog).getByLabelText('What for')).toHaveValue('Reading the notice');
  });

  it("adds an expense with a receipt in the tender's documents, by category, and lists what it cannot convert", async () => {
    const tender = await newTender('BC-3');
    const dollars = await supabase.from('expenses').insert({
      tender_id: tender.id,
      workspace_id: workspaceId,
      amount: 300,
      currency: 'USD',
      spent_on: '2026-03-20',
      category: 'travel',
    });
    if (dollars.error) throw dollars.error;
    const { user } = renderCard(tender);
    await user.click(await screen.findByRole('button', { name: 'Add expense' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add expense' });
    expect(within(dialog).getByRole('combobox', { name: 'Currency' })).toHaveTextContent('EUR');
    await user.type(within(dialog).getByLabelText(/Amount/), '120.50');
    await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Printing and delivery' }));
    await user.type(within(dialog).getByLabelText('Note'), 'Courier');
    await user.upload(
      within(dialog).getByLabelText('Receipt'),
      new File(['%PDF-1.4 receipt'], 'courier.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Expense added')).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Expenses by category' });
    expect(await within(list).findByText('Printing and delivery')).toBeInTheDocument();
    expect(within(list).getByText(formatMoney(120.5, 'EUR'))).toBeInTheDocument();
    expect(
      screen.getByText(`Not converted (no exchange rate): ${formatMoney(300, 'USD')}`),
    ).toBeInTheDocument();
    const saved = await supabase
      .from('expenses')
      .select('receipt_path')
      .eq('tender_id', tender.id)
      .eq('currency', 'EUR')
      .single();
    expect(saved.data?.receipt_path).toMatch(
      new RegExp(`^${workspaceId}/${tender.id}/receipt-\\d+-courier\\.pdf$`),
    );
    const documents = await supabase.rpc('tender_documents', { p_tender_id: tender.id });
    expect(documents.data?.map((document) => document.path)).toEqual([saved.data?.receipt_path]);
  });
});

describe('the timer on a task', () => {
  const renderTimers = (tasks: { id: string; name: string }[]) =>
    renderApp([
      workspaceRoute(
        '*',
        <>
          {tasks.map((task) => (
            <TaskTimer key={task.id} task={task} />
          ))}
        </>,
      ),
    ]);

  it('starts on one task, refuses a second, and logs the time when stopped', async () => {
    const tender = await newTender('BC-4');
    const first = { id: await newTask(tender.id, 'Price it'), name: 'Price it' };
    const second = { id: await newTask(tender.id, 'Proofread'), name: 'Proofread' };
    const { user } = renderTimers([first, second]);
    await user.click(await screen.findByRole('button', { name: 'Start timer on Price it' }));
    expect(await screen.findByRole('button', { name: 'Stop timer on Price it' })).toBeInTheDocument();
    expect(screen.getByText(/^Timer running since /)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start timer on Proofread' }));
    expect(await screen.findByText('You already have a timer running: stop it first.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Stop timer on Price it' }));
    expect(await screen.findByText('Time logged from the timer')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Start timer on Price it' })).toBeInTheDocument();
    const entries = await supabase.from('time_entries').select('hours, task_id').eq('tender_id', tender.id);
    expect(entries.data).toEqual([{ hours: 0.25, task_id: first.id }]);
  });

  it('asks before counting a timer left running over 10 hours', async () => {
    const tender = await newTender('BC-5');
    const task = { id: await newTask(tender.id, 'Site visit'), name: 'Site visit' };
    const started = await supabase.rpc('start_timer', { p_task_id: task.id });
    if (started.error) throw started.error;
    await backend.db.transaction((q) =>
      q.exec(
        `update public.running_timers set started_at = now() - interval '11 hours' where user_id = '${account.id}'`,
      ),
    );
    const { user } = renderTimers([task]);
    await user.click(await screen.findByRole('button', { name: 'Stop timer on Site visit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Timer running over 10 hours' });
    expect(within(dialog).getByText(/The timer has run for 11 h\./)).toBeInTheDocument();
    const hours = within(dialog).getByLabelText(/Hours to count/);
    expect(hours).toHaveValue('8');
    await user.clear(hours);
    await user.type(hours, '3.5');
    await user.click(within(dialog).getByRole('button', { name: 'Count these hours' }));
    expect(await screen.findByText('Time logged from the timer')).toBeInTheDocument();
    const entries = await supabase.from('time_entries').select('hours').eq('tender_id', tender.id);
    expect(entries.data).toEqual([{ hours: 3.5 }]);
  });
});

describe('My time', () => {
  it("shows the week's entries and totals in the user's week, and the week before", async () => {
    // An account of its own: the timer tests log time today too.
    await signUpInApp('costs-my-time');
    workspaceId = await currentWorkspaceId();
    const tender = await newTender('BC-6', { title: 'Timed' });
    const { start } = calendarWeek(localDateString());
    const logged = await supabase.from('time_entries').insert([
      {
        tender_id: tender.id,
        workspace_id: workspaceId,
        work_date: start,
        hours: 1.5,
        description: 'Reading',
      },
      {
        tender_id: tender.id,
        workspace_id: workspaceId,
        work_date: addDays(start, 1),
        hours: 2,
        description: 'Pricing',
      },
      {
        tender_id: tender.id,
        workspace_id: workspaceId,
        work_date: addDays(start, -1),
        hours: 4,
        description: 'Earlier',
      },
    ]);
    if (logged.error) throw logged.error;
    const { user } = renderApp([workspaceRoute('*', <MyTimeCard />)]);
    const entries = await screen.findByRole('list', { name: 'My time entries' });
    expect(within(entries).getAllByRole('listitem')).toHaveLength(2);
    expect(within(entries).getByText(/Reading/)).toBeInTheDocument();
    const days = screen.getByLabelText('Hours by day');
    expect(within(days).getByText('Total').nextSibling).toHaveTextContent('3.5 h');

    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByText(/Earlier/)).toBeInTheDocument();
    expect(within(screen.getByLabelText('Hours by day')).getByText('Total').nextSibling).toHaveTextContent(
      '4 h',
    );
  });
});

describe('the Cost of bidding report', () => {
  it('shows cost per bid, per win and the share of value won, and where bidding pays, as computed by hand', async () => {
    // A fresh workspace of its own, so the figures are only these: EUR, 40 € an hour.
    await signUpInApp('costs-report');
    const ws = await currentWorkspaceId();
    await supabase.from('pipeline_settings').update({ default_currency: 'EUR' }).eq('workspace_id', ws);
    await supabase
      .from('cost_rates')
      .insert({ workspace_id: ws, hourly_rate: 40, currency: 'EUR', effective_from: '2000-01-01' });
    const [won, lost] = await insertTenders(supabase, [
      tenderRow(ws, 'CR-1', { client: 'Harbour Board', currency: 'EUR', status: 'won', bid_price: 50000 }),
      tenderRow(ws, 'CR-2', { client: 'City Council', currency: 'EUR', status: 'lost', bid_price: 30000 }),
    ]);
    const today = localDateString();
    const logged = await supabase.from('time_entries').insert([
      { tender_id: won!.id, workspace_id: ws, work_date: today, hours: 10, description: 'Writing' },
      { tender_id: lost!.id, workspace_id: ws, work_date: today, hours: 5, description: 'Writing' },
    ]);
    if (logged.error) throw logged.error;
    const spent = await supabase.from('expenses').insert({
      tender_id: won!.id,
      workspace_id: ws,
      amount: 100,
      spent_on: today,
      category: 'travel',
      currency: 'EUR',
    });
    if (spent.error) throw spent.error;
    const { user } = renderApp([workspaceRoute('*', <BidCostReportCard period="12m" />)]);

    // Won: 10 h × 40 + 100 = 500 €; lost: 5 h × 40 = 200 €. 700 € over 2 bids = 350 € a bid,
    // 700 € for 1 win, 700 / 50,000 = 1.4 % of the value won.
    const overall = await screen.findByLabelText('Over the period');
    expect(within(overall).getByText('Cost per bid').nextSibling).toHaveTextContent(formatMoney(350, 'EUR'));
    expect(within(overall).getByText('Cost per win').nextSibling).toHaveTextContent(formatMoney(700, 'EUR'));
    expect(within(overall).getByText('Bid cost as a share of value won').nextSibling).toHaveTextContent(
      '1.4 %',
    );
    expect(within(overall).getByText('2 bids')).toBeInTheDocument();

    const pays = screen.getByRole('region', { name: 'Where bidding pays, by client' });
    const rows = within(pays).getAllByRole('row').slice(1);
    // Harbour Board first: 50,000 won for 500 spent = 100 per unit; City Council won nothing.
    expect(rows.map((row) => within(row).getAllByRole('rowheader')[0]!.textContent)).toEqual([
      'Harbour Board',
      'City Council',
    ]);
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('100');
    expect(within(rows[0]!).getAllByRole('cell')[2]).toHaveTextContent('1');

    await user.selectOptions(screen.getByLabelText('By'), 'band');
    expect(
      await screen.findByRole('region', { name: 'Where bidding pays, by bid/no-bid band' }),
    ).toHaveTextContent('No decision');
  });
});

describe('Cost and exchange rates in Settings', () => {
  it('an admin adds a cost rate and a monthly exchange rate, and a second rate for the same month is refused', async () => {
    await signUpInApp('costs-rates');
    const ws = await currentWorkspaceId();
    await supabase.from('pipeline_settings').update({ default_currency: 'EUR' }).eq('workspace_id', ws);
    const { user } = renderApp([workspaceRoute('*', <RatesCard />)]);
    const costForm = await screen.findByRole('form', { name: 'Add a cost rate' });
    await user.type(within(costForm).getByLabelText(/Hourly rate/), '45');
    fireEvent.change(within(costForm).getByLabelText('Applies from'), { target: { value: '2026-01-01' } });
    await user.click(within(costForm).getByRole('button', { name: 'Add cost rate' }));
    const costs = screen.getByRole('list', { name: 'Cost rates' });
    expect(await within(costs).findByText(/^Whole workspace: .*45\.00 an hour from/)).toBeInTheDocument();

    const fxForm = screen.getByRole('form', { name: 'Add an exchange rate' });
    await user.type(within(fxForm).getByLabelText(/Rate in EUR/), '0.92');
    fireEvent.change(within(fxForm).getByLabelText(/Month/), { target: { value: '2026-03' } });
    await user.click(within(fxForm).getByRole('button', { name: 'Add exchange rate' }));
    const exchange = screen.getByRole('list', { name: 'Exchange rates' });
    expect(await within(exchange).findByText(/^1 USD = 0.92 EUR/)).toBeInTheDocument();

    await user.type(within(fxForm).getByLabelText(/Rate in EUR/), '0.95');
    await user.click(within(fxForm).getByRole('button', { name: 'Add exchange rate' }));
    expect(
      await screen.findByText('There is already a rate for that day or month: delete it first.'),
    ).toBeInTheDocument();
    expect(within(fxForm).getByLabelText(/Rate in EUR/)).toHaveValue('0.95');
  });
});

describe('the expected bid cost', () => {
  it('shows the median bid cost of five alike bids beside the decision', async () => {
    await signUpInApp('costs-expected');
    const ws = await currentWorkspaceId();
    await supabase.from('pipeline_settings').update({ default_currency: 'EUR' }).eq('workspace_id', ws);
    const rows = await insertTenders(
      supabase,
      [1, 2, 3, 4, 5, 6].map((n) =>
        tenderRow(ws, `EX-${n}`, {
          currency: 'EUR',
          estimated_value: 20000,
          status: n === 6 ? 'under-review' : 'submitted',
        }),
      ),
    );
    const spent = await supabase.from('expenses').insert(
      rows.slice(0, 5).map((row, i) => ({
        tender_id: row.id,
        workspace_id: ws,
        amount: [100, 200, 300, 400, 900][i]!,
        currency: 'EUR',
        spent_on: localDateString(),
        category: 'other' as const,
      })),
    );
    if (spent.error) throw spent.error;
    const tender = { id: rows[5]!.id, workspace_id: ws, type: 'public-tender' };
    renderApp([workspaceRoute('*', <ExpectedBidCost tender={tender} />)]);
    expect(
      await screen.findByText(
        `${formatMoney(300, 'EUR')}, the median of 5 bids of this type worth under 100,000`,
      ),
    ).toBeInTheDocument();
  });
});
