// The tender list against a real local stack: search, filter, sort and page come from and
// go to the URL; empty and error states.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Component as TendersPage } from '@/app/routes/app/tenders';
import { supabase } from '@/lib/supabase';
import { signInApp, signUpInApp, type Account } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { insertTenders, tenderRow } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { renderApp, workspaceRoute } from './render-app';

const backend = await startAppStack({ db: 'memory' });

const routes = [workspaceRoute('/app/tenders', <TendersPage />)];
const location = () => screen.getByTestId('location').textContent;
const rows = () => screen.getAllByRole('row').slice(1);

let account: Account;

beforeAll(async () => {
  account = await signUpInApp('list');
  const workspaceId = await currentWorkspaceId();
  await insertTenders(
    supabase,
    Array.from({ length: 27 }, (_, i) =>
      tenderRow(workspaceId, `REF-${String(i).padStart(2, '0')}`, {
        title: i === 3 ? 'Bridge repair' : `Tender ${i}`,
        client: i === 4 ? 'Bridgewater Council' : 'City',
        status: i % 9 === 0 ? 'won' : 'under-review',
        tender_submission_date: i === 5 ? null : `2027-01-${String(28 - i).padStart(2, '0')}`,
        created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      }),
    ),
  );
});

beforeEach(() => signInApp(account));
afterAll(() => backend.stop());

describe('the tender list', () => {
  it('shows the newest 25 of all tenders, with the total and the next page', async () => {
    const { user } = renderApp(routes, { route: '/app/tenders' });
    expect(await screen.findByText('Loading tenders...')).toBeInTheDocument();
    expect(await screen.findByText('Showing 1–25 of 27 tenders')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('REF-26');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(location()).toBe('/app/tenders?page=2');
    expect(await screen.findByText('Showing 26–27 of 27 tenders')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'REF-01',
      'REF-00',
    ]);
  });

  it('reads search, status and sort from the URL', async () => {
    renderApp(routes, { route: '/app/tenders?q=bridge&sort=deadline' });
    expect(await screen.findByText('Showing 1–2 of 2 tenders')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search tenders' })).toHaveValue('bridge');
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('Bridgewater Council'),
      expect.stringContaining('Bridge repair'),
    ]);
  });

  it('puts typing (debounced), the status filter and the sort into the URL, back on page 1', async () => {
    const { user } = renderApp(routes, { route: '/app/tenders?page=2' });
    await screen.findByText('Showing 26–27 of 27 tenders');
    await user.type(screen.getByRole('searchbox', { name: 'Search tenders' }), 'REF-1');
    expect(location()).toBe('/app/tenders?page=2');
    await waitFor(() => expect(location()).toBe('/app/tenders?q=REF-1'));
    expect(await screen.findByText('Showing 1–10 of 10 tenders')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await user.click(await screen.findByRole('option', { name: 'Won' }));
    expect(location()).toBe('/app/tenders?q=REF-1&status=won');
    expect(await screen.findByText('Showing 1–1 of 1 tender')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('REF-18');

    await user.click(screen.getByRole('combobox', { name: 'Sort tenders' }));
    await user.click(await screen.findByRole('option', { name: 'Submission deadline' }));
    expect(location()).toBe('/app/tenders?q=REF-1&status=won&sort=deadline');
  });

  it('says No tenders found, with a way to create one and to clear the search', async () => {
    const { user } = renderApp(routes, { route: '/app/tenders?q=nothing-matches&status=lost' });
    expect(await screen.findByText('No tenders found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a tender' })).toHaveAttribute('href', '/app/tenders/new');
    await user.click(screen.getByRole('button', { name: 'Clear search and filter' }));
    expect(location()).toBe('/app/tenders');
    expect(await screen.findByText('Showing 1–25 of 27 tenders')).toBeInTheDocument();
  });

  it('shows the failure in place and recovers on Try again', async () => {
    await backend.db.transaction((q) => q.exec('revoke select on public.tenders from authenticated'));
    const { user } = renderApp(routes, { route: '/app/tenders' });
    expect(await screen.findByText('Failed to load tenders. Please try again later.')).toBeInTheDocument();
    await backend.db.transaction((q) => q.exec('grant select on public.tenders to authenticated'));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1–25 of 27 tenders')).toBeInTheDocument();
  });
});
