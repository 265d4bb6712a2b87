import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as LandingPage } from '@/app/routes/marketing/landing';
import { PublicLayout } from '@/components/layout/public-layout';
import { ThemeProvider } from '@/lib/theme';

const scrollIntoView = vi.fn();

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'about', element: <h1>About</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return router;
}

const scrolledTo = () => scrollIntoView.mock.contexts.map((element) => (element as HTMLElement).id);

beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('public header', () => {
  it('turns translucent once the page scrolls past 10 px', () => {
    renderAt('/');
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');

    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 10, configurable: true });
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');

    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 11, configurable: true });
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(header).toHaveClass('backdrop-blur-md');
  });

  it('links the brand home and offers sign-in, sign-up and a theme toggle', () => {
    renderAt('/about');
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: /TenderFlow\s*Beta/ })).toHaveAttribute('href', '/');
    expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
    expect(header.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeInTheDocument();
  });

  it('scrolls to a section on the landing page', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    // A real link, which the browser follows before hydration; once hydrated it scrolls smoothly.
    expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing');
    await user.click(nav.getByRole('link', { name: 'Pricing' }));
    expect(scrolledTo()).toEqual(['pricing']);
    expect(document.getElementById('pricing')).toHaveFocus();
  });

  it('goes to the landing page and then scrolls when used from another page', async () => {
    const user = userEvent.setup();
    const router = renderAt('/about');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    await user.click(nav.getByRole('link', { name: 'Features' }));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { name: 'Key Benefits' })).toBeInTheDocument();
    expect(scrolledTo()).toContain('features');
  });
});

describe('mobile menu', () => {
  it('opens, and closes once a section is chosen', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(menu).toBeVisible();

    await user.click(within(menu).getByRole('link', { name: 'Request Demo' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
    expect(scrolledTo()).toEqual(['demo']);
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    renderAt('/about');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('public footer', () => {
  it('carries the tagline, the three columns, social links and the current year', () => {
    renderAt('/about');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText('Simple tender management for SMEs.')).toBeInTheDocument();
    const product = within(footer.getByRole('navigation', { name: 'Product' }));
    expect(product.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(product.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing');
    const company = within(footer.getByRole('navigation', { name: 'Company' }));
    expect(company.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/about',
      '/contact',
      '/careers',
    ]);
    const legal = within(footer.getByRole('navigation', { name: 'Legal' }));
    expect(legal.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/privacy-policy',
      '/terms-of-service',
      '/cookie-policy',
      '/gdpr',
    ]);
    const social = footer.getAllByRole('link', { name: /opens in a new tab/ });
    expect(social).toHaveLength(3);
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(
      footer.getByText(`© ${new Date().getFullYear()} TenderFlow. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('has a skip link to the main content', () => {
    renderAt('/about');
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(document.getElementById('main-content')?.tagName).toBe('MAIN');
  });
});
