import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as AppLayoutRoute } from '@/app/routes/app/layout';
import { Component as DashboardPage } from '@/app/routes/app/dashboard';
import { Component as TendersPage } from '@/app/routes/app/tenders';
import { Component as ReportsPage } from '@/app/routes/app/reports';
import { renderSignedIn, setLargeScreen } from './render-app';

const routes = [
  {
    path: '/app',
    element: <AppLayoutRoute />,
    children: [
      { path: 'dashboard', element: <DashboardPage /> },
      { path: 'tenders', element: <TendersPage /> },
      { path: 'tenders/new', element: <TendersPage /> },
      { path: 'reports', element: <ReportsPage /> },
    ],
  },
];
const signedInAt = (route: string) => renderSignedIn(routes, { route, tenderCount: 7 });

afterEach(() => vi.restoreAllMocks());

describe('Sidebar on a large screen', () => {
  it('lists the groups, marks the active item by path prefix and shows the tender count', async () => {
    setLargeScreen(true);
    signedInAt('/app/tenders/new');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    for (const group of ['Main', 'Tenders', 'System']) {
      expect(within(nav).getByRole('list', { name: group })).toBeInTheDocument();
    }
    const tenders = within(nav).getByRole('link', { name: /All Tenders/ });
    expect(tenders).toHaveAttribute('aria-current', 'page');
    expect(tenders).toHaveTextContent('7');
    expect(within(nav).getByRole('link', { name: /Dashboard/ })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toHaveClass('w-[280px]');
  });

  it('collapses to icons with name-and-description tooltips, and expands again', async () => {
    setLargeScreen(true);
    const { user } = signedInAt('/app/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(sidebar).toHaveClass('w-[70px]');
    expect(within(sidebar).queryByText('Analytics and insights')).not.toBeInTheDocument();
    // The tooltip loads once the sidebar collapses; Radix marks its trigger with data-state.
    const reports = await waitFor(() => {
      const link = within(sidebar).getByRole('link', { name: 'Reports' });
      expect(link).toHaveAttribute('data-state');
      return link;
    });
    await act(async () => reports.focus());
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Reports');
    expect(tooltip).toHaveTextContent('Analytics and insights');
    expect(within(sidebar).getByRole('link', { name: 'All Tenders (7)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(sidebar).toHaveClass('w-[280px]');
    expect(within(sidebar).getByText('Analytics and insights')).toBeInTheDocument();
  });

  it('shows no menu button in the header', async () => {
    setLargeScreen(true);
    signedInAt('/app/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.queryByRole('button', { name: 'Navigation menu' })).not.toBeInTheDocument();
  });
});

describe('Sidebar on a small screen', () => {
  it('is closed by default, opens as a drawer, closes with Escape and after navigating', async () => {
    setLargeScreen(false);
    const { user } = signedInAt('/app/dashboard');
    const menu = await screen.findByRole('button', { name: 'Navigation menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();

    await user.click(menu);
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('aria-controls', drawer.id);
    expect(screen.getByTestId('sidebar-overlay')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menu).toHaveFocus();

    await user.click(menu);
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: /Reports/ }));
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Document title', () => {
  it("names the page from its header, e.g. 'Dashboard · TenderFlow'", async () => {
    setLargeScreen(true);
    const { user } = signedInAt('/app/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(document.title).toBe('Dashboard · TenderFlow');
    await user.click(screen.getByRole('link', { name: /Reports/ }));
    await screen.findByRole('heading', { name: 'Reports' });
    expect(document.title).toBe('Reports · TenderFlow');
  });
});

describe('Header search', () => {
  it('opens the tender list filtered by the text', async () => {
    setLargeScreen(true);
    const { user } = signedInAt('/app/dashboard');
    // It searches tenders only, and says so: nobody should expect it to find tasks or documents.
    const search = await screen.findByRole('searchbox', { name: 'Search tenders' });
    expect(search).toHaveAttribute('placeholder', 'Search tenders');
    await user.type(search, 'road works{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/app/tenders?q=road%20works');
  });
});
