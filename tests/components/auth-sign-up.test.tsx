import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as SignUpPage } from '@/app/routes/auth/sign-up';
import { supabase } from '@/lib/supabase';
import { controlAuthEvents, renderApp, testSession, testUser } from './render-app';

const routes = [{ path: '/sign-up', element: <SignUpPage /> }];
type SignUpResult = Awaited<ReturnType<typeof supabase.auth.signUp>>;
const failWith = (error: Error) =>
  ({ data: { user: null, session: null }, error }) as unknown as SignUpResult;

async function fillForm(user: ReturnType<typeof renderApp>['user'], password = 'long-enough') {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Company'), 'Analytical Engines');
  await user.type(screen.getByLabelText('Password'), password);
}

const submit = (user: ReturnType<typeof renderApp>['user']) =>
  user.click(screen.getByRole('button', { name: 'Create Account' }));

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('Sign-up screen', () => {
  it('has the five fields, the password hint and links to the terms, privacy policy and sign-in', () => {
    controlAuthEvents();
    renderApp(routes, { route: '/sign-up' });
    for (const label of ['First name', 'Last name', 'Email', 'Company', 'Password']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByText('Must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('validates every field and blocks a short password on the client', async () => {
    controlAuthEvents();
    const signUp = vi.spyOn(supabase.auth, 'signUp');
    const { user } = renderApp(routes, { route: '/sign-up' });
    await submit(user);
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Company is required')).toBeInTheDocument();
    await fillForm(user, 'short1');
    await submit(user);
    expect(await screen.findByText('Must be at least 8 characters')).toHaveClass('text-destructive');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(signUp).not.toHaveBeenCalled();
  });

  it("reads 'Creating Account...' while busy, sends the metadata, and signs straight in when a session comes back", async () => {
    controlAuthEvents();
    let finish!: (value: SignUpResult) => void;
    const signUp = vi
      .spyOn(supabase.auth, 'signUp')
      .mockReturnValue(new Promise<SignUpResult>((resolve) => (finish = resolve)));
    const { user } = renderApp(routes, { route: '/sign-up' });
    await fillForm(user);
    await submit(user);
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    expect(signUp).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'long-enough',
      options: expect.objectContaining({
        data: {
          first_name: 'Ada',
          last_name: 'Lovelace',
          company: 'Analytical Engines',
          currency: 'USD', // jsdom's browser is en-US
          full_name: 'Ada Lovelace',
        },
      }),
    });
    const session = testSession();
    await act(async () => finish({ data: { user: session.user, session }, error: null } as SignUpResult));
    expect(await screen.findByText('Account created successfully!')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/app/dashboard');
  });

  it('asks the user to check the inbox when the service wants the address confirmed', async () => {
    controlAuthEvents();
    vi.spyOn(supabase.auth, 'signUp').mockResolvedValue({
      data: { user: testUser(), session: null },
      error: null,
    } as SignUpResult);
    const { user } = renderApp(routes, { route: '/sign-up' });
    await fillForm(user);
    await submit(user);
    expect(
      await screen.findByText(
        'Account created successfully! Please check your email to confirm your account.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByTestId('location')).toHaveTextContent('/sign-up');
  });

  it('offers sign-in when the address is already registered', async () => {
    controlAuthEvents();
    vi.spyOn(supabase.auth, 'signUp').mockResolvedValue(
      failWith(new AuthApiError('User already registered', 422, 'user_already_exists')),
    );
    const { user } = renderApp(routes, { route: '/sign-up' });
    await fillForm(user);
    await submit(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An account with this email already exists. Sign in instead?');
    expect(screen.getAllByRole('link', { name: 'Sign in instead?' })[0]).toHaveAttribute('href', '/sign-in');
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
  });

  it("explains the server's weak-password reasons and rate limiting", async () => {
    controlAuthEvents();
    const signUp = vi
      .spyOn(supabase.auth, 'signUp')
      .mockResolvedValueOnce(
        failWith(new AuthWeakPasswordError('Password is known to be weak', 422, ['pwned'])),
      )
      .mockResolvedValueOnce(
        failWith(new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit')),
      );
    const { user } = renderApp(routes, { route: '/sign-up' });
    await fillForm(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Password is too weak: .*data breach/);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a moment and try again.',
    );
    expect(signUp).toHaveBeenCalledTimes(2);
  });
});
