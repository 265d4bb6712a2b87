// Account Security against a real local stack: validation under each field, the current
// password checked for real, the server's reasons in words, fields cleared after a
// change, the new password working and other sessions signed out.
import { screen } from '@testing-library/react';
import { createClient } from '@supabase/supabase-js';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as SettingsPage } from '@/app/routes/app/settings';
import { supabase } from '@/lib/supabase';
import { signInApp, signUpInApp, type Account } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { renderApp } from './render-app';

const backend = await startAppStack({ db: 'memory' });

const routes = [{ path: '/app/settings', element: <SettingsPage /> }];
let account: Account;

beforeAll(async () => {
  account = await signUpInApp('security');
});
beforeEach(() => signInApp(account));
afterEach(() => void toast.dismiss());
afterAll(() => backend.stop());

function renderSecurity() {
  const rendered = renderApp(routes, { route: '/app/settings?tab=security' });
  const { user } = rendered;
  const fill = async (current: string, next: string, confirm = next) => {
    if (current) await user.type(await screen.findByLabelText('Current password'), current);
    if (next) await user.type(screen.getByLabelText('New password'), next);
    if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
  };
  return { ...rendered, fill };
}

/** Another browser signed in as the same user. */
function otherDevice() {
  return createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

describe('Account Security', () => {
  it('says what is missing or wrong under each field', async () => {
    const { fill } = renderSecurity();
    await screen.findByLabelText('Current password');
    await fill('', '', '');
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );
    expect(screen.getByText('Confirm your new password')).toBeInTheDocument();
  });

  it('wants 8 characters, a matching confirmation and a password other than the current one', async () => {
    const { user, fill } = renderSecurity();
    await fill('whatever-it-is', 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'whatever-it-is');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'whatever-it-is');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(
      await screen.findByText('The new password must be different from your current password.'),
    ).toBeInTheDocument();
  });

  it('refuses a wrong current password, under that field, and keeps the password unchanged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fill } = renderSecurity();
    await fill('not-my-password', 'brand-new-password');
    expect(await screen.findByText('Your current password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(screen.getByLabelText('New password')).toHaveValue('brand-new-password');
    const { error } = await otherDevice().auth.signInWithPassword({
      email: account.email,
      password: account.password,
    });
    expect(error).toBeNull();
    warn.mockRestore();
  });

  it('changes the password, clears the fields, and signs out the other sessions', async () => {
    const device = otherDevice();
    const signedIn = await device.auth.signInWithPassword({
      email: account.email,
      password: account.password,
    });
    expect(signedIn.error).toBeNull();

    const { fill } = renderSecurity();
    const next = `new-${account.password}`;
    await fill(account.password, next);
    expect(await screen.findByText('Password updated successfully!')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('');

    // The other device's session is gone; this one still works.
    const stale = await device.auth.getUser(signedIn.data.session!.access_token);
    // GoTrue answers 403 session_not_found, which supabase-js reports as a missing session.
    expect(stale.data.user).toBeNull();
    expect(stale.error?.name).toBe('AuthSessionMissingError');
    const sessions = await backend.db.transaction((q) =>
      q.query('select 1 from auth.sessions where user_id = $1', [account.id]),
    );
    expect(sessions.rows).toHaveLength(1);
    expect((await supabase.auth.getUser()).error).toBeNull();
    // The old password fails, the new one works.
    expect(
      (await otherDevice().auth.signInWithPassword({ email: account.email, password: account.password }))
        .error?.code,
    ).toBe('invalid_credentials');
    expect(
      (await otherDevice().auth.signInWithPassword({ email: account.email, password: next })).error,
    ).toBeNull();
    account = { ...account, password: next };
  });
});
