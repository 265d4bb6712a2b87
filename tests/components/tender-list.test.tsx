// The tender list against a real local stack: search, filter, sort and page come from and
// go to the URL; empty and error states.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as TendersPage } from '@/app/routes/app/tenders';
import { supabase } from '@/lib/supabase';
import { WorkspaceProvider } from '@/lib/workspace';
import { signInApp, signUpInApp } from './local-backend';
import { renderApp } from './render-app';

const backend = await vi.hoisted(async () => (await import('./local-backend')).startBackend());

const routes = [
  {
    path: '/app/tenders',
    element: (
      <WorkspaceProvider>
        <TendersPage />
      </WorkspaceProvider>
    ),
  },
];
const location = () => screen.getByTestId('location').textContent;
const rows = () => screen.getAllByRole('row').slice(1);

let account: { email: string; password: string };

beforeAll(async () => {
  const user = await signUpInApp('list');
  account = user;
  const { data: workspaces } = await supabase.rpc('user_workspaces');
  const workspaceId = workspaces![0]!.workspace_id;
  const tenders = Array.from({ length: 27 }, (_, i) => ({
    reference_number: `REF-${String(i).padStart(2, '0')}`,
    title: i === 3 ? 'Bridge repair' : `Tender ${i}`,
    client: i === 4 ? 'Bridgewater Council' : 'City',
    status: i % 9 === 0 ? ('won' as const) : ('under-review' as const),
    tender_submission_date: i === 5 ? null : `2027-01-${String(28 - i).padStart(2, '0')}`,
    created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    user_id: user.id,
    workspace_id: workspaceId,
  }));
  const { error } = await supabase.from('tenders').insert(tenders);
  if (error) throw error;
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
