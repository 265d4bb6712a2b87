import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as SignInPage } from '@/app/routes/auth/sign-in';
import { supabase } from '@/lib/supabase';
import { controlAuthEvents, renderApp, testSession } from './render-app';

const routes = [{ path: '/sign-in', element: <SignInPage /> }];

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

type SignInResult = Awaited<ReturnType<typeof supabase.auth.signInWithPassword>>;
const failWith = (error: Error) =>
  ({ data: { user: null, session: null }, error }) as unknown as SignInResult;

async function fillAndSubmit(
  user: ReturnType<typeof renderApp>['user'],
  email = 'ada@example.com',
  password = 'secret-pass',
) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('Sign-in screen', () => {
  it('has the email and password fields, the forgot-password and sign-up links and a labelled close button', () => {
    controlAuthEvents();
    renderApp(routes, { route: '/sign-in' });
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('link', { name: /close/i })).toHaveAttribute('href', '/');
  });

  it('titles the document "Sign in · TenderFlow"', () => {
    controlAuthEvents();
    renderApp(routes, { route: '/sign-in' });
    expect(document.title).toBe('Sign in · TenderFlow');
  });

  it('requires both fields before calling the service', async () => {
    controlAuthEvents();
    const signIn = vi.spyOn(supabase.auth, 'signInWithPassword');
    const { user } = renderApp(routes, { route: '/sign-in' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it("disables the button and reads 'Signing in...' while busy, then follows a safe ?redirect=", async () => {
    const auth = controlAuthEvents();
    const pending = deferred<SignInResult>();
    const signIn = vi.spyOn(supabase.auth, 'signInWithPassword').mockReturnValue(pending.promise);
    const { user } = renderApp(routes, { route: '/sign-in?redirect=%2Fapp%2Freports' });
    act(() => auth.emit('INITIAL_SESSION', null));
    await fillAndSubmit(user);
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    expect(signIn).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret-pass' });
    await act(async () => pending.resolve({ data: testSession(), error: null } as unknown as SignInResult));
    expect(await screen.findByTestId('location')).toHaveTextContent('/app/reports');
  });

  it('ignores a return-to path outside the app', async () => {
    controlAuthEvents();
    vi.spyOn(supabase.auth, 'signInWithPassword').mockResolvedValue({
      data: testSession(),
      error: null,
    } as never);
    const { user } = renderApp(routes, { route: '/sign-in?redirect=%2F%2Fevil.com' });
    await fillAndSubmit(user);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/app\/dashboard$/);
  });

  it('shows one generic message for wrong credentials, once (inline, no toast too), keeping what was typed', async () => {
    controlAuthEvents();
    vi.spyOn(supabase.auth, 'signInWithPassword').mockResolvedValue(
      failWith(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials')),
    );
    const { user } = renderApp(routes, { route: '/sign-in' });
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    // Only the banner: a toast would say the same thing a second time.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getAllByText('Invalid email or password.')).toHaveLength(1);
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('secret-pass');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('tells the user when the server cannot be reached', async () => {
    controlAuthEvents();
    vi.spyOn(supabase.auth, 'signInWithPassword').mockResolvedValue(
      failWith(new AuthRetryableFetchError('Failed to fetch', 0)),
    );
    const { user } = renderApp(routes, { route: '/sign-in' });
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not reach the server. Check your connection and try again.',
    );
  });

  it("reports an unexpected exception as 'An unexpected error occurred'", async () => {
    controlAuthEvents();
    vi.spyOn(supabase.auth, 'signInWithPassword').mockRejectedValue(new Error('boom'));
    const { user } = renderApp(routes, { route: '/sign-in' });
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred');
  });

  it('sends an already signed-in user on to the app', async () => {
    const auth = controlAuthEvents();
    renderApp(routes, { route: '/sign-in' });
    act(() => auth.emit('INITIAL_SESSION', testSession()));
    expect(await screen.findByTestId('location')).toHaveTextContent('/app/dashboard');
  });
});
