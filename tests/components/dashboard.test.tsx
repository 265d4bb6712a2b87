// The dashboard against a real local stack: the empty workspace, every number with a few
// tenders (the upcoming deadlines in the bell's window, the pipeline value and the win rate
// by value), and a failing part that shows its own error, toasts and recovers on Try again.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Component as DashboardPage } from '@/app/routes/app/dashboard';
import type { TenderStatus } from '@/lib/statuses';
import { supabase } from '@/lib/supabase';
import { signInApp, signUpInApp, type Account } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { inDays } from '../fixtures/dates';
import { insertTasks } from '../fixtures/tasks';
import { insertTenders, tenderRow, type TenderRow } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { renderApp, workspaceRoute } from './render-app';

const backend = await startAppStack({ db: 'memory' });

const routes = [workspaceRoute('/app/dashboard', <DashboardPage />)];

let empty: Account;
let busy: Account;

beforeAll(async () => {
  empty = await signUpInApp('dash-empty');
  busy = await signUpInApp('dash-busy');
  const workspaceId = await currentWorkspaceId();
  const tender = (
    ref: string,
    status: TenderStatus,
    minutesAgo: number,
    dates: [string | null, string | null],
    value: Partial<TenderRow> = {},
  ) =>
    tenderRow(workspaceId, ref, {
      client: `Client ${ref}`,
      status,
      created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      inquiry_submission_date: dates[0],
      tender_submission_date: dates[1],
      ...value,
    });
  // Open: A 100,000 at 30 %, C 50,000 submitted at its default 50 %, B and G without a value.
  // Decided: D won at a bid of 40,000 (its estimate was 45,000), E lost at 60,000.
  const [a] = await insertTenders(supabase, [
    tender('A', 'under-review', 70, [inDays(2), inDays(10)], { estimated_value: 100_000, probability: 30 }),
    tender('B', 'in-development', 60, [null, inDays(-1)]),
    tender('C', 'submitted', 50, [null, inDays(3)], { estimated_value: 50_000 }),
    tender('D', 'won', 40, [null, null], { estimated_value: 45_000, bid_price: 40_000 }),
    tender('E', 'lost', 30, [null, null], { bid_price: 60_000 }),
    tender('F', 'declined', 20, [null, null]),
    tender('G', 'under-review', 10, [null, null]),
  ]);
  // The open task is due tomorrow: an alert of its own; the completed ones' due dates are not.
  await insertTasks(supabase, a!, [
    { status: 'completed', due_date: inDays(1) },
    { status: 'completed' },
    { status: 'not-started', name: 'Price check', due_date: inDays(1) },
  ]);
});

beforeEach(() => signInApp(busy));
afterAll(() => backend.stop());

const card = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('.rounded-lg') as HTMLElement;

describe('the dashboard', () => {
  it('shows every empty state to a new user', async () => {
    await signInApp(empty);
    renderApp(routes, { route: '/app/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('No tender data available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first tender' })).toHaveAttribute(
      'href',
      '/app/tenders/new',
    );
    expect(screen.getByText('Win rate: No data')).toBeInTheDocument();
    expect(screen.getByText('Submission rate: No data')).toBeInTheDocument();
    expect(screen.getByText('of 0 tasks')).toBeInTheDocument();
    expect(within(card('Pipeline value')).getByText('No open or decided tenders yet')).toBeInTheDocument();
    expect(await screen.findByText('No deadline is overdue or due in the next 7 days.')).toBeInTheDocument();
    expect(await screen.findByText('No tenders found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Tender' })).toHaveAttribute('href', '/app/tenders/new');
  });

  it('shows the counts, the status shares, the upcoming deadlines and the five newest tenders', async () => {
    renderApp(routes, { route: '/app/dashboard' });
    const summary = await screen.findByRole('region', { name: 'Summary' });
    const stat = (label: string) => within(summary).getByText(label).closest('li')!;
    expect(stat('Total Tenders')).toHaveTextContent('Total Tenders73 in progress');
    expect(stat('Submitted or decided')).toHaveTextContent('3Submission rate: 43%');
    expect(within(summary).queryByText('Submitted Tenders')).toBeNull();
    expect(stat('Won Tenders')).toHaveTextContent('1Win rate: 50%');
    expect(stat('Tasks Completed')).toHaveTextContent('2of 3 tasks');

    const statuses = within(card('Tender Status')).getAllByRole('listitem');
    expect(statuses.map((item) => item.textContent)).toEqual([
      'Under Review2 (29%)',
      'In Development1 (14%)',
      'Submitted1 (14%)',
      'Won1 (14%)',
      'Lost1 (14%)',
      'Declined1 (14%)',
      'Cancelled by the buyer0 (0%)',
    ]);
    // Equal counts, equal shares: the total is then 99 %, and the card says why.
    expect(card('Tender Status')).toHaveTextContent('Percentages are rounded, so they add up to 99%.');

    // One currency, one figure each: the total, the weighted forecast, the win rate by value.
    const pipeline = card('Pipeline value');
    const figure = (term: string) => within(pipeline).getByText(term, { selector: 'dt' }).parentElement;
    expect(figure('Pipeline value')).toHaveTextContent(
      'Pipeline value$150,0004 open tenders, 2 without a value',
    );
    expect(figure('Weighted forecast')).toHaveTextContent('Weighted forecast$55,000');
    expect(figure('Win rate by value')).toHaveTextContent(
      'Win rate by value40%$40,000 won of $100,000 decided',
    );
    expect(pipeline).toHaveTextContent(/Win rate by value = won value ÷ \(won \+ lost value\)/);
    expect(within(pipeline).queryByRole('heading', { name: 'USD' })).toBeNull();

    // The bell's alerts, in the one window every list shares: A's submission in 10 days is not one.
    const upcoming = card('Upcoming Deadlines');
    expect(upcoming).toHaveTextContent(/Next 7 days \(\w{3} \d{2}.* – \w{3} \d{2}, \d{4}\), and overdue/);
    const deadlines = await within(upcoming).findAllByRole('link');
    expect(deadlines.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Tender BSubmission deadline · .+ · B1 day overdue$/),
      expect.stringMatching(/^Price checkTask · .+ · Tender Atomorrow$/),
      expect.stringMatching(/^Tender AInquiry deadline · .+ · Ain 2 days$/),
    ]);
    expect(deadlines[1]).toHaveAttribute('href', deadlines[2]!.getAttribute('href'));

    const recent = await within(card('Recent Tenders')).findByRole('list', { name: 'Recent tenders' });
    const items = within(recent).getAllByRole('link');
    expect(items.map((link) => within(link).getByTitle(/^Tender/).textContent)).toEqual([
      'Tender G',
      'Tender F',
      'Tender E',
      'Tender D',
      'Tender C',
    ]);
    expect(items[4]).toHaveTextContent(`Due: `);
    expect(items[4]).toHaveTextContent('Submitted');
    expect(items[0]).not.toHaveTextContent('Due:');
    expect(screen.getByRole('link', { name: 'View all tenders' })).toHaveAttribute('href', '/app/tenders');
  });

  it('shows a failing part’s own error with the spec’s toast, keeps the other part, and recovers on Try again', async () => {
    await backend.db.transaction((q) =>
      q.exec('revoke execute on function public.dashboard_summary(uuid, text) from authenticated'),
    );
    const { user } = renderApp(routes, { route: '/app/dashboard' });
    const message = 'Failed to load dashboard data. Please try again later.';
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    await waitFor(() =>
      expect(document.querySelector('[data-sonner-toast]')).toHaveTextContent(`Error${message}`),
    );
    expect(await screen.findByRole('list', { name: 'Recent tenders' })).toBeInTheDocument();

    await backend.db.transaction((q) =>
      q.exec('grant execute on function public.dashboard_summary(uuid, text) to authenticated'),
    );
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Summary' })).toHaveTextContent('Total Tenders7');
  });
});
