import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as ForgotPasswordPage } from '@/app/routes/auth/forgot-password';
import { Component as ResetPasswordPage } from '@/app/routes/auth/reset-password';
import { supabase } from '@/lib/supabase';
import { controlAuthEvents, renderApp, testSession } from './render-app';

const routes = [
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
];
const SENT = "If an account exists for that address, we've sent a link to reset your password.";

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('Forgot password', () => {
  it('validates the address, shows the busy state and then the same confirmation', async () => {
    controlAuthEvents();
    let finish!: (value: { data: object; error: null }) => void;
    const reset = vi
      .spyOn(supabase.auth, 'resetPasswordForEmail')
      .mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user } = renderApp(routes, { route: '/forgot-password' });
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(reset).toHaveBeenCalledWith('nobody@example.com', {
      redirectTo: `${window.location.origin}/reset-password`,
    });
    await act(async () => finish({ data: {}, error: null }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
  });
});

describe('Reset password', () => {
  it('says the link is invalid or expired without a recovery session', async () => {
    const auth = controlAuthEvents();
    renderApp(routes, { route: '/reset-password' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    act(() => auth.emit('INITIAL_SESSION', null));
    expect(
      await screen.findByText('This password reset link is invalid or has expired.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('does not treat an ordinary session as a recovery', async () => {
    const auth = controlAuthEvents();
    renderApp(routes, { route: '/reset-password' });
    act(() => auth.emit('INITIAL_SESSION', testSession()));
    expect(
      await screen.findByText('This password reset link is invalid or has expired.'),
    ).toBeInTheDocument();
  });

  it('sets a new password (8+ characters, confirmed) and goes to the dashboard', async () => {
    const auth = controlAuthEvents();
    let finish!: (value: unknown) => void;
    const update = vi
      .spyOn(supabase.auth, 'updateUser')
      .mockReturnValue(new Promise((resolve) => (finish = resolve)) as never);
    const { user } = renderApp(routes, { route: '/reset-password' });
    const session = testSession();
    act(() => {
      auth.emit('INITIAL_SESSION', session);
      auth.emit('PASSWORD_RECOVERY', session);
    });
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Must be at least 8 characters')).toHaveClass('text-destructive');
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'brand-new-password');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-password');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByRole('button', { name: 'Updating password...' })).toBeDisabled();
    expect(update).toHaveBeenCalledWith({ password: 'brand-new-password' });
    await act(async () => finish({ data: { user: session.user }, error: null }));
    expect(await screen.findByText('Your password has been updated.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/app/dashboard');
  });
});
