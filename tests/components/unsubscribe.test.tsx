// /unsubscribe?token=… against a real local stack: the link at the foot of each reminder
// email asks first (opening it changes nothing: mail scanners open links), then turns its kind
// of email off without signing in, names it by its label in Settings, and a signed-in user's
// Settings show it at once; a bad link says so (docs/security-checks.md G9).
import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as SettingsPage } from '@/app/routes/app/settings';
import { Component as UnsubscribePage } from '@/app/routes/unsubscribe';
import { supabase } from '@/lib/supabase';
import { signInApp, signOutApp, signUpInApp, type Account } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { renderApp, workspaceRoute } from './render-app';

const backend = await startAppStack({ db: 'memory' });

const routes = [
  { path: '/unsubscribe', element: <UnsubscribePage /> },
  workspaceRoute('/app/settings', <SettingsPage />),
];
const sql = (text: string) => backend.db.transaction((q) => q.exec(text));
let account: Account;

/** The token a reminder email carries for `preference` (signed by the database, as collect_reminders signs it). */
const tokenFor = async (preference: string, userId = account.id) =>
  (
    await backend.db.transaction((q) =>
      q.query<{ token: string }>('select private.unsubscribe_token($1, $2::text[]) as token', [
        userId,
        `{${preference}}`,
      ]),
    )
  ).rows[0]!.token;
const storedPreferences = async () =>
  (
    await backend.db.transaction((q) =>
      q.query<{ preferences: Record<string, unknown> }>(
        'select preferences from public.user_profiles where id = $1',
        [account.id],
      ),
    )
  ).rows[0]!.preferences;

beforeAll(async () => {
  account = await signUpInApp('unsubscribe');
});
beforeEach(() =>
  sql(`update public.user_profiles set preferences = '{"theme":"dark"}' where id = '${account.id}'`),
);
afterEach(() => void toast.dismiss());
afterAll(() => backend.stop());

describe('unsubscribe', () => {
  it('G9: asks first, so opening the link changes nothing', async () => {
    await signOutApp();
    renderApp(routes, { route: `/unsubscribe?token=${await tokenFor('tenderDeadlineReminders')}` });
    expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
    expect(screen.getByText(/Stop getting this kind of email from TenderFlow\?/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await storedPreferences()).toEqual({ theme: 'dark' });
  });

  it('turns off the email the link names, signed out, and says which by its label', async () => {
    await signOutApp();
    const { user } = renderApp(routes, {
      route: `/unsubscribe?token=${await tokenFor('tenderDeadlineReminders')}`,
    });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Tender deadline reminders')).toBeInTheDocument();
    expect(screen.getByText(/are now off\. No more emails before tender deadlines\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Settings → Notifications' })).toHaveAttribute(
      'href',
      '/app/settings?tab=notifications',
    );
    expect(await storedPreferences()).toEqual({ theme: 'dark', tenderDeadlineReminders: false });
  });

  it("a digest of both kinds: its one-click link turns both off, never 'Email notifications'", async () => {
    await signOutApp();
    const { user } = renderApp(routes, {
      route: `/unsubscribe?token=${await tokenFor('tenderDeadlineReminders,taskUpdates')}`,
    });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Tender deadline reminders and Task updates')).toBeInTheDocument();
    expect(
      screen.getByText(/Other emails, such as a missed submission deadline, still come\./),
    ).toBeInTheDocument();
    expect(await storedPreferences()).toEqual({
      theme: 'dark',
      tenderDeadlineReminders: false,
      taskUpdates: false,
    });
  });

  it('says a forged, altered or missing token is not valid, and changes nothing', async () => {
    await signOutApp();
    const good = await tokenFor('taskUpdates');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // Altered before its last character: a base64url string's last character may carry
      // only padding bits, so changing it alone can leave the bytes (and the token) as they were.
      const at = good.length - 3;
      const altered = `${good.slice(0, at)}${good[at] === 'A' ? 'B' : 'A'}${good.slice(at + 1)}`;
      for (const token of [altered, 'nonsense', '']) {
        const { unmount, user } = renderApp(routes, { route: `/unsubscribe?token=${token}` });
        if (token) await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
        expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
        expect(screen.getByRole('link', { name: 'Open Settings → Notifications' })).toBeInTheDocument();
        unmount();
      }
    } finally {
      errors.mockRestore();
    }
    expect(await storedPreferences()).toEqual({ theme: 'dark' });
  });

  it('shows in the Settings of a signed-in user at once', async () => {
    await signInApp(account);
    const { user, router } = renderApp(routes, { route: '/app/settings?tab=notifications' });
    expect(await screen.findByRole('switch', { name: 'Task updates' })).toBeChecked();
    await router.navigate(`/unsubscribe?token=${await tokenFor('taskUpdates')}`);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    await user.click(await screen.findByRole('link', { name: 'Open Settings → Notifications' }));
    const form = within(await screen.findByRole('form', { name: 'Notification preferences' }));
    expect(await form.findByRole('switch', { name: 'Task updates' })).not.toBeChecked();
    expect(form.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
    expect(
      (await supabase.from('user_profiles').select('preferences').eq('id', account.id).single()).data,
    ).toEqual({
      preferences: { theme: 'dark', taskUpdates: false },
    });
  });
});
