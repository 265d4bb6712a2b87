// The reports against a real local stack: the trend table and chart, the period in the
// URL, the status breakdown, the ten newest tenders, CSV exports and a failed load.
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
  const rows = [
    ['won', 1],
    ['lost', 1],
    ['submitted', 1],
    ['under-review', 1],
    ['won', 3],
    ['declined', 8],
  ] as const;
  await insertTenders(
    supabase,
    rows.map(([status, monthsAgo], i) =>
      tenderRow(workspaceId, `R-${i}`, {
        client: `Client ${i}`,
        title: `Report tender ${i}`,
        status,
        created_at: midMonth(monthsAgo),
        tender_submission_date: i === 0 ? '2027-02-03' : null,
      }),
    ),
  );
});

beforeEach(() => signInApp(account));
afterEach(() => vi.restoreAllMocks());
afterAll(() => backend.stop());

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
  it('show the last 6 months, empty ones too, with rates, totals and the chart', async () => {
    renderApp(routes, { route: '/app/reports' });
    const rows = await trendRows();
    expect(rows.map((row) => row[0])).toEqual([5, 4, 3, 2, 1, 0].map(monthName).concat('Total'));
    expect(rows[4]).toEqual([monthName(1), '4', '3', '1', '1', '75%', '50%']);
    expect(rows[2]).toEqual([monthName(3), '1', '1', '1', '0', '100%', '100%']);
    expect(rows[0]).toEqual([monthName(5), '0', '0', '0', '0', 'No data', 'No data']);
    expect(rows.at(-1)).toEqual(['Total', '5', '4', '2', '1', '80%', '67%']);
    expect(
      screen.getByRole('img', { name: /^Bar chart of total, submitted and won tenders/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/Win rate = won ÷ \(won \+ lost\)/)).not.toHaveLength(0);

    const breakdown = screen.getByRole('list', { name: 'Tenders by status' });
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
    ]);
    const recent = await screen.findAllByRole('link', { name: /^Report tender/ });
    expect(recent).toHaveLength(6);
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

  it('export the trend table and the status breakdown as CSV', async () => {
    const files = captureDownloads();
    const { user } = renderApp(routes, { route: '/app/reports' });
    await trendRows();
    await user.click(screen.getByRole('button', { name: 'Export CSV: Monthly Tender Trends' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV: Tender Status Breakdown' }));
    expect(files.map((file) => file.name)).toEqual([
      expect.stringMatching(/^tender-trends-6m-\d{4}-\d{2}-\d{2}\.csv$/),
      expect.stringMatching(/^tender-status-6m-\d{4}-\d{2}-\d{2}\.csv$/),
    ]);
    const trends = (await files[0]!.text).split('\r\n');
    expect(trends[0]).toBe('\uFEFFMonth,Total,Submitted,Won,Lost,Submission Rate,Win Rate');
    expect(trends).toHaveLength(8);
    expect(trends[5]).toMatch(/^\d{4}-\d{2},4,3,1,1,75%,50%$/);
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
