// Help & Support: the FAQ search (question and answer text, any case, the count announced),
// one FAQ open at a time, the contact form (prefilled, validated, confirmed and cleared),
// the support channels and the resources' links.
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Component as HelpPage } from '@/app/routes/app/help';
import { signInApp, signUpInApp, type Account } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { renderApp } from './render-app';

const backend = await startAppStack({ db: 'memory' });

const routes = [{ path: '/app/help', element: <HelpPage /> }];
const location = () => screen.getByTestId('location').textContent;
const questions = () => screen.queryAllByRole('button', { name: /^How do I|^How do/ });
let account: Account;

beforeAll(async () => {
  account = await signUpInApp('help');
  await backend.db.transaction((q) =>
    q.exec(`update public.user_profiles set name = 'Grace Hopper' where id = '${account.id}'`),
  );
});
beforeEach(() => signInApp(account));
afterEach(() => void toast.dismiss());
afterAll(() => backend.stop());

describe('the FAQ search', () => {
  it('lists five FAQs, one open at a time, and collapsible', async () => {
    const { user } = renderApp(routes, { route: '/app/help' });
    expect(await screen.findByRole('tab', { name: 'FAQs', selected: true })).toBeInTheDocument();
    expect(questions()).toHaveLength(5);
    const [first, second] = questions();
    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('filters by question and answer text, ignoring case, and announces the count', async () => {
    const { user } = renderApp(routes, { route: '/app/help' });
    const search = await screen.findByRole('searchbox', { name: 'Search help articles' });
    const status = screen.getByRole('status');
    await user.type(search, 'KANBAN VIEW'); // only in an answer
    expect(questions().map((q) => q.textContent)).toEqual(["How do I track a tender's tasks?"]);
    expect(status).toHaveTextContent('1 result found');
    await user.clear(search);
    await user.type(search, 'settings');
    expect(questions()).toHaveLength(2);
    expect(status).toHaveTextContent('2 results found');
    await user.type(search, ' on mars');
    expect(questions()).toHaveLength(0);
    expect(within(screen.getByRole('tabpanel')).getByText('No results found')).toBeInTheDocument();
    expect(status).toHaveTextContent('No results found');
    await user.clear(search);
    expect(questions()).toHaveLength(5);
    expect(status).toBeEmptyDOMElement();
  });

  it('shows the FAQs when a search starts on another tab', async () => {
    const { user } = renderApp(routes, { route: '/app/help?tab=resources' });
    await user.type(await screen.findByRole('searchbox', { name: 'Search help articles' }), 'invite');
    expect(screen.getByRole('tab', { name: 'FAQs', selected: true })).toBeInTheDocument();
    expect(location()).toBe('/app/help?tab=faqs');
    expect(questions().map((q) => q.textContent)).toEqual(['How do I invite my team?']);
  });

  it('states the 24-hour email response and the phone hours', async () => {
    renderApp(routes, { route: '/app/help' });
    expect(
      await screen.findByText(/we answer email within 24 hours, and phones Mon-Fri 9am-5pm ET/),
    ).toBeInTheDocument();
  });
});

describe('Contact Support', () => {
  it('is prefilled with the signed-in user, and lists email, phone and live chat', async () => {
    renderApp(routes, { route: '/app/help?tab=contact' });
    expect(await screen.findByLabelText('Name')).toHaveValue('Grace Hopper');
    expect(screen.getByLabelText('Email')).toHaveValue(account.email);
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('link', { name: 'support@tenderflow.app' })).toHaveAttribute(
      'href',
      'mailto:support@tenderflow.app',
    );
    expect(screen.getByRole('link', { name: '+1 (555) 014-2890' })).toHaveAttribute(
      'href',
      'tel:+15550142890',
    );
    expect(screen.getByText('Mon-Fri 9am-5pm ET')).toBeInTheDocument();
    expect(screen.getByText('Live Chat, available in-app')).toBeInTheDocument();
    expect(screen.getByText('We answer every email within 24 hours.')).toBeInTheDocument();
  });

  it('requires name, a valid email and a message', async () => {
    const { user } = renderApp(routes, { route: '/app/help?tab=contact' });
    await user.clear(await screen.findByLabelText('Name'));
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'grace@');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Message is required');
    expect(screen.queryByText('Message sent')).not.toBeInTheDocument();
  });

  it('confirms with the spec’s words and clears the message', async () => {
    const { user } = renderApp(routes, { route: '/app/help?tab=contact' });
    await user.type(await screen.findByLabelText('Message'), 'The board will not load.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(screen.getByText('Our support team will get back to you soon.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue(''));
    expect(screen.getByLabelText('Name')).toHaveValue('Grace Hopper');
  });
});

describe('Resources', () => {
  it('links documentation, tutorials and three webinars to real places', async () => {
    renderApp(routes, { route: '/app/help?tab=resources' });
    expect(await screen.findByRole('link', { name: 'Read the product FAQ' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: 'Book a walkthrough' })).toHaveAttribute('href', '/request-demo');
    const register = screen.getAllByRole('link', { name: /^Register for / });
    expect(register).toHaveLength(3);
    for (const link of register) {
      expect(link).toHaveTextContent('Register');
      expect(link.getAttribute('href')).toMatch(
        /^mailto:support@tenderflow\.app\?subject=Webinar%20registration%3A%20/,
      );
    }
    const list = register[0]!.closest('ul')!;
    expect(within(list).getByText('Getting started with TenderFlow')).toBeInTheDocument();
  });
});
