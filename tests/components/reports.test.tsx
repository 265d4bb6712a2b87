// The reports against a real local stack: the trend table and chart, the period in the
// URL, the status breakdown, the ten newest tenders, the figures by value (pipeline, won
// value, win rates by count and by value, loss reasons, competitors), CSV exports and a
// failed load.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as ReportsPage } from '@/app/routes/app/reports';
import { supabase } from '@/lib/supabase';
import { signInApp, signUpInApp, type Account } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { insertTenders, tenderRow } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { renderApp, workspaceRoute } from './render-app';

const backend = await startAppStack({ db: 'memory' });

const routes = [workspaceRoute('/app/reports', <ReportsPage />)];
const location = () => screen.getByTestId('location').textContent;

let empty: Account;
let account: Account;
/** 'MMM yyyy' of the month k months before this one (the machine's zone, as the app's). */
const monthName = (k: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth() - k, 1).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
  });
};
const midMonth = (k: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth() - k, 15, 12).toISOString();
};

beforeAll(async () => {
  empty = await signUpInApp('reports-empty');
  account = await signUpInApp('reports');
  const workspaceId = await currentWorkspaceId();
  // Values: USD won 40,000 and lost 60,000 (by bid price); open 100,000 at 30 % and 50,000
  // submitted at its default 50 %; a won EUR tender that is never added to the dollars.
  const rows = [
    ['won', 1, { bid_price: 40_000, estimated_value: 45_000 }],
    ['lost', 1, { bid_price: 60_000 }],
    ['submitted', 1, { estimated_value: 50_000 }],
    ['under-review', 1, { estimated_value: 100_000, probability: 30 }],
    ['won', 3, { estimated_value: 20_000, currency: 'EUR' }],
    ['declined', 8, { estimated_value: 1_000_000 }],
  ] as const;
  const inserted = await insertTenders(
    supabase,
    rows.map(([status, monthsAgo, value], i) =>
      tenderRow(workspaceId, `R-${i}`, {
        client: `Client ${i}`,
        title: `Report tender ${i}`,
        status,
        created_at: midMonth(monthsAgo),
        tender_submission_date: i === 0 ? '2027-02-03' : null,
        ...value,
      }),
    ),
  );
  const { data: price, error } = await supabase
    .from('loss_reasons')
    .select('id')
    .eq('workspace_id', workspaceId)
    .eq('label', 'Price')
    .single();
  if (error) throw error;
  const lost = inserted.find((tender) => tender.reference_number === 'R-1')!;
  const outcome = await supabase.from('tender_outcomes').insert({
    tender_id: lost.id,
    workspace_id: workspaceId,
    winner: 'Acme Build',
    winning_price: 55_000,
    loss_reason_id: price.id,
  });
  if (outcome.error) throw outcome.error;
});

beforeEach(() => signInApp(account));
afterEach(() => vi.restoreAllMocks());
afterAll(() => backend.stop());

/** Every row of a table, header row included, as its cells' text. */
const tableRows = async (name: RegExp) => {
  const table = await screen.findByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
};

const trendRows = async () => {
  const table = await screen.findByRole('table', { name: /^Monthly Tender Trends/ });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
};

/** Captures what downloadFile hands to the browser. */
function captureDownloads() {
  const files: { name: string; text: Promise<string> }[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    // Decoded keeping the BOM (Blob.text() would drop it).
    files.push({
      name: '',
      text: blob.arrayBuffer().then((bytes) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)),
    });
    return 'blob:test';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.at(-1)!.name = this.download;
  });
  return files;
}

describe('the reports', () => {
  it('show the last 6 months, empty ones too, with rates, totals, won value and the chart', async () => {
    renderApp(routes, { route: '/app/reports' });
    await screen.findByRole('columnheader', { name: 'Won value (USD)' });
    const rows = await trendRows();
    expect(rows.map((row) => row[0])).toEqual([5, 4, 3, 2, 1, 0].map(monthName).concat('Total'));
    // The won value, one column per currency (EUR, USD): never added together.
    expect(rows[4]).toEqual([monthName(1), '4', '3', '1', '1', '75%', '50%', '€0', '$40,000']);
    expect(rows[2]).toEqual([monthName(3), '1', '1', '1', '0', '100%', '100%', '€20,000', '$0']);
    expect(rows[0]).toEqual([monthName(5), '0', '0', '0', '0', 'No data', 'No data', '€0', '$0']);
    expect(rows.at(-1)).toEqual(['Total', '5', '4', '2', '1', '80%', '67%', '€20,000', '$40,000']);
    expect(
      screen.getByRole('img', { name: /^Bar chart of total, submitted and won tenders/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/Win rate = won ÷ \(won \+ lost\)/)).not.toHaveLength(0);

    const breakdown = await screen.findByRole('list', { name: 'Tenders by status' });
    expect(
      within(breakdown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Under Review1 (20%)',
      'In Development0 (0%)',
      'Submitted1 (20%)',
      'Won2 (40%)',
      'Lost1 (20%)',
      'Declined0 (0%)',
      'Cancelled by the buyer0 (0%)',
    ]);
    const recent = await screen.findAllByRole('link', { name: /^Report tender/ });
    expect(recent).toHaveLength(6);
  });

  it('show the pipeline, the win rates by count and by value, loss reasons and competitors', async () => {
    renderApp(routes, { route: '/app/reports' });
    expect((await tableRows(/^Pipeline value in USD/)).map((row) => row.slice(0, 4))).toEqual([
      ['Status', 'Tenders', 'Total', 'Weighted forecast'],
      ['Under Review', '1', '$100,000', '$30,000'],
      ['In Development', '0', '$0', '$0'],
      ['Submitted', '1', '$50,000', '$25,000'],
      ['Total', '2', '$150,000', '$55,000'],
    ]);
    // The EUR tender was won: no open EUR tender, so no EUR pipeline.
    expect(screen.queryByRole('table', { name: /^Pipeline value in EUR/ })).toBeNull();

    expect(await tableRows(/^Win rate by count and by value/)).toEqual([
      ['Currency', 'Win rate by count', 'Win rate by value', 'Won', 'Lost', 'Won value', 'Lost value'],
      ['EUR', '100%', '100%', '1', '0', '€20,000', '€0'],
      ['USD', '50%', '40%', '1', '1', '$40,000', '$60,000'],
    ]);
    expect(screen.getByText(/^Win rate by value = won value ÷ \(won \+ lost value\)/)).toBeInTheDocument();

    expect(await tableRows(/^Loss reasons/)).toEqual([
      ['Reason', 'Lost', 'Share'],
      ['Price', '1', '100%'],
    ]);
    expect(await tableRows(/^Competitors who beat us/)).toEqual([
      ['Winner', 'Tenders won', 'Their winning prices'],
      ['Acme Build', '1', '$55,000'],
    ]);
  });

  it('keep the period in the URL and follow it', async () => {
    const { user } = renderApp(routes, { route: '/app/reports?period=12m' });
    expect(await trendRows()).toHaveLength(13);
    expect(screen.getByText('Last 12 months, by month of creation')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Tenders by status' }))
        .getByText('Declined')
        .closest('li'),
    ).toHaveTextContent('Declined1 (17%)');
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'Last 6 months' }));
    expect(location()).toBe('/app/reports');
    await waitFor(async () => expect(await trendRows()).toHaveLength(7));
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'All time' }));
    expect(location()).toBe('/app/reports?period=all');
    await waitFor(async () => expect((await trendRows())[0]![0]).toBe(monthName(8)));
  });

  it('export the trend table, the status breakdown and the figures by value as CSV', async () => {
    const files = captureDownloads();
    const { user } = renderApp(routes, { route: '/app/reports' });
    await trendRows();
    await screen.findByRole('columnheader', { name: 'Won value (USD)' });
    for (const what of [
      'Monthly Tender Trends',
      'Tender Status Breakdown',
      'Pipeline value',
      'Win rates',
      'Loss reasons',
      'Competitors who beat us',
    ]) {
      await user.click(screen.getByRole('button', { name: `Export CSV: ${what}` }));
    }
    expect(files.map((file) => file.name)).toEqual(
      ['tender-trends', 'tender-status', 'pipeline-value', 'win-rates', 'loss-reasons', 'competitors'].map(
        (report) => expect.stringMatching(new RegExp(`^${report}-6m-\\d{4}-\\d{2}-\\d{2}\\.csv$`)),
      ),
    );
    const trends = (await files[0]!.text).split('\r\n');
    expect(trends[0]).toBe(
      '\uFEFFMonth,Total,Submitted,Won,Lost,Submission Rate,Win Rate,Won Value (EUR),Won Value (USD)',
    );
    expect(trends).toHaveLength(8);
    expect(trends[5]).toMatch(/^\d{4}-\d{2},4,3,1,1,75%,50%,0\.00,40000\.00$/);
    const lines = async (i: number) => (await files[i]!.text).split('\r\n');
    expect((await lines(2)).slice(0, 5)).toEqual([
      '\uFEFFCurrency,Status,Tenders,With a value,Total,Weighted Forecast',
      'USD,Under Review,1,1,100000.00,30000.00',
      'USD,In Development,0,0,0.00,0.00',
      'USD,Submitted,1,1,50000.00,25000.00',
      'USD,Total,2,2,150000.00,55000.00',
    ]);
    expect((await lines(3))[2]).toBe('USD,1,1,50%,40000.00,60000.00,40%');
    expect((await lines(4))[1]).toBe('Price,1,100%');
    expect((await lines(5))[1]).toBe('Acme Build,USD,1,55000.00');
    expect((await files[1]!.text).split('\r\n').slice(0, 5)).toEqual([
      '\uFEFFStatus,Count,Percent',
      'Under Review,1,20%',
      'In Development,0,0%',
      'Submitted,1,20%',
      'Won,2,40%',
    ]);
  });

  it('say No tenders found and show zero months for a new user', async () => {
    await signInApp(empty);
    renderApp(routes, { route: '/app/reports' });
    expect(await screen.findByText('No tenders found')).toBeInTheDocument();
    expect((await trendRows()).at(-1)).toEqual(['Total', '0', '0', '0', '0', 'No data', 'No data']);
    expect(screen.getByText('No tenders were created in this period')).toBeInTheDocument();
    expect(await screen.findByText('No open tenders were created in this period')).toBeInTheDocument();
    expect(screen.getByText('No bids were won or lost in this period')).toBeInTheDocument();
    expect(screen.getByText('No tenders were lost in this period')).toBeInTheDocument();
    expect(screen.getByText('No winner was recorded for a tender lost in this period')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /^Won value/ })).toBeNull();
  });

  it('show a failed section in place with the spec’s toast, and recover on Try again', async () => {
    await backend.db.transaction((q) =>
      q.exec(
        'revoke execute on function public.tender_trends(uuid, text, public.report_period) from authenticated',
      ),
    );
    const { user } = renderApp(routes, { route: '/app/reports' });
    const message = 'Failed to load report data. Please try again later.';
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    await waitFor(() =>
      expect(document.querySelector('[data-sonner-toast]')).toHaveTextContent(`Error${message}`),
    );
    expect(screen.getByRole('button', { name: 'Export CSV: Monthly Tender Trends' })).toBeDisabled();
    expect(await screen.findByRole('list', { name: 'Tenders by status' })).toBeInTheDocument();
    await backend.db.transaction((q) =>
      q.exec(
        'grant execute on function public.tender_trends(uuid, text, public.report_period) to authenticated',
      ),
    );
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await trendRows()).toHaveLength(7);
  });
});
