import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as Career } from '@/app/routes/marketing/career';
import { Component as Careers } from '@/app/routes/marketing/careers';
import { Component as CookiePolicy } from '@/app/routes/marketing/cookie-policy';
import { Component as Gdpr } from '@/app/routes/marketing/gdpr';
import { Component as NotFound } from '@/app/routes/marketing/not-found';
import { ThemeProvider } from '@/lib/theme';

function renderRoute(path: string, pattern: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] });
  render(
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('careers', () => {
  it('links each of the four positions to its detail page', () => {
    renderRoute('/careers', '/careers', <Careers />);
    const hrefs = screen.getAllByRole('link', { name: /View role/ }).map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/careers/senior-frontend-developer',
      '/careers/customer-success-manager',
      '/careers/product-manager',
      '/careers/uiux-designer',
    ]);
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(document.title).toBe('Careers · TenderFlow');
  });

  it('shows a position with an apply-by-email link', () => {
    renderRoute('/careers/uiux-designer', '/careers/:slug', <Career />);
    expect(screen.getByRole('heading', { level: 1, name: 'UI/UX Designer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply by email' })).toHaveAttribute(
      'href',
      'mailto:careers@tenderflow.app?subject=Application:%20UI/UX%20Designer',
    );
    expect(document.title).toBe('UI/UX Designer · Careers · TenderFlow');
  });

  it('shows the not-found page for an unknown slug', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/careers/astronaut', '/careers/:slug', <Career />);
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/careers/astronaut',
    );
  });
});

describe('not found', () => {
  it('says 404, links home and logs the path once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/no/such/page', '*', <NotFound />);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/no/such/page',
    );
  });
});

describe('legal pages', () => {
  it('the cookie policy links to the cookie help of four browsers, safely', () => {
    renderRoute('/cookie-policy', '/cookie-policy', <CookiePolicy />);
    expect(screen.getByText('Last updated: April 4, 2025')).toBeInTheDocument();
    for (const browser of ['Google Chrome', 'Mozilla Firefox', 'Apple Safari', 'Microsoft Edge']) {
      const link = screen.getByRole('link', { name: new RegExp(browser) });
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    expect(document.title).toBe('Cookie Policy · TenderFlow');
  });

  it('the GDPR page promises an answer within one month and breach notice within 72 hours', () => {
    renderRoute('/gdpr', '/gdpr', <Gdpr />);
    expect(screen.getByText(/within one month/)).toBeInTheDocument();
    expect(screen.getByText(/within 72 hours/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'dpo@tenderflow.app' }).length).toBeGreaterThan(0);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('GDPR'),
    );
  });
});
