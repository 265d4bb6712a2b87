// Notifications and Appearance against a real local stack: the toggles on by default,
// saved into user_profiles.preferences without losing keys this version does not know; the
// theme applied and saved at once (local storage and the profile), no Save to forget;
// and the profile's theme winning at sign-in.
import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as SettingsPage } from '@/app/routes/app/settings';
import { AppSidebar } from '@/components/layout/app-sidebar';
import { supabase } from '@/lib/supabase';
import { signInApp, signUpInApp, type Account } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { renderApp, workspaceRoute } from './render-app';

const backend = await startAppStack({ db: 'memory' });

// The sidebar reads the profile (useProfile) on every app page, as in the shell.
const routes = [
  workspaceRoute(
    '/app/settings',
    <>
      <SettingsPage />
      <AppSidebar />
    </>,
  ),
  { path: '/app/help', element: <p>The help page</p> },
];
const sql = (text: string) => backend.db.transaction((q) => q.exec(text));
let account: Account;

const storedPreferences = async () =>
  (await supabase.from('user_profiles').select('preferences').eq('id', account.id).single()).data
    ?.preferences;
const setStoredPreferences = (json: object) =>
  sql(`update public.user_profiles set preferences = '${JSON.stringify(json)}' where id = '${account.id}'`);
const htmlTheme = () => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

beforeAll(async () => {
  account = await signUpInApp('preferences');
});
beforeEach(async () => {
  await setStoredPreferences({ digest: 'weekly' });
  await signInApp(account);
});
afterEach(() => void toast.dismiss());
afterAll(() => backend.stop());

describe('Notifications', () => {
  it('shows the toggles, all on by default, with what deadline reminders do', async () => {
    renderApp(routes, { route: '/app/settings?tab=notifications' });
    for (const name of [
      'Email notifications',
      'Tender deadline reminders',
      'Task updates',
      'Working days only',
      'System announcements',
    ]) {
      expect(await screen.findByRole('switch', { name })).toBeChecked();
    }
    expect(screen.getByRole('switch', { name: 'Tender deadline reminders' })).toHaveAccessibleDescription(
      /Turning this off hides the deadline alerts from the bell and stops those emails\./,
    );
  });

  it('saves the toggles into the profile, keeping keys it does not know', async () => {
    const { user } = renderApp(routes, { route: '/app/settings?tab=notifications' });
    await user.click(await screen.findByRole('switch', { name: 'Tender deadline reminders' }));
    await user.click(screen.getByRole('switch', { name: 'Task updates' }));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Notification preferences saved!')).toBeInTheDocument();
    expect(await storedPreferences()).toEqual({
      digest: 'weekly',
      emailNotifications: true,
      tenderDeadlineReminders: false,
      taskUpdates: false,
      mentionsAndReplies: true,
      workingDaysOnly: true,
      systemAnnouncements: true,
    });
    // Saved: leaving the tab does not ask.
    await user.click(screen.getByRole('tab', { name: 'Appearance' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("'Working days only' is on by default, says what it holds, and saves off", async () => {
    const { user } = renderApp(routes, { route: '/app/settings?tab=notifications' });
    const toggle = await screen.findByRole('switch', { name: 'Working days only' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      'No morning digest on Saturday or Sunday (in your time zone): what falls due then comes on Monday. Other emails are not held.',
    );
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Notification preferences saved!')).toBeInTheDocument();
    expect(await storedPreferences()).toMatchObject({ workingDaysOnly: false, digest: 'weekly' });
  });

  it('reads what an older version stored leniently, and a failed save keeps the toggles', async () => {
    await setStoredPreferences({ taskUpdates: false, emailNotifications: 'yes', legacy: [1] });
    const { user } = renderApp(routes, { route: '/app/settings?tab=notifications' });
    expect(await screen.findByRole('switch', { name: 'Task updates' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'System announcements' }));
    await sql('revoke update on public.user_profiles from authenticated');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
      expect(await screen.findByText('Failed to save notification preferences')).toBeInTheDocument();
      expect(screen.getByRole('switch', { name: 'System announcements' })).not.toBeChecked();
    } finally {
      errors.mockRestore();
      await sql('grant update on public.user_profiles to authenticated');
    }
    expect(await storedPreferences()).toEqual({ taskUpdates: false, emailNotifications: 'yes', legacy: [1] });
  });
});

describe('Appearance', () => {
  it('applies a theme at once and saves it to this browser and the profile, with no Save to forget', async () => {
    localStorage.setItem('theme', 'light');
    const { user } = renderApp(routes, { route: '/app/settings?tab=appearance' });
    const dark = await screen.findByRole('radio', { name: /^Dark/ });
    expect(
      screen.getByText(
        'Choose how TenderFlow looks. Your choice applies at once and is saved to your profile.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Light/ })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Save Preferences' })).not.toBeInTheDocument();
    await user.click(dark);
    expect(dark).toBeChecked();
    expect(htmlTheme()).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(await screen.findByText('Appearance settings saved!')).toBeInTheDocument();
    expect(await storedPreferences()).toEqual({ digest: 'weekly', theme: 'dark' });
    // Nothing is left unsaved: leaving neither asks nor puts the old theme back.
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(await screen.findByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(htmlTheme()).toBe('dark');
  });

  it('keeps the theme in this browser and says so when the profile cannot be saved', async () => {
    localStorage.setItem('theme', 'light');
    const { user } = renderApp(routes, { route: '/app/settings?tab=appearance' });
    const dark = await screen.findByRole('radio', { name: /^Dark/ });
    await sql('revoke update on public.user_profiles from authenticated');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await user.click(dark);
      expect(await screen.findByText('Failed to save appearance settings')).toBeInTheDocument();
    } finally {
      errors.mockRestore();
      await sql('grant update on public.user_profiles to authenticated');
    }
    expect(htmlTheme()).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(await storedPreferences()).toEqual({ digest: 'weekly' });
  });
});

describe('the profile wins at sign-in', () => {
  it('adopts the profile’s theme once per sign-in; a later choice in this browser stands', async () => {
    await setStoredPreferences({ theme: 'dark' });
    localStorage.setItem('theme', 'light');
    const first = renderApp(routes, { route: '/app/settings?tab=appearance' });
    await waitFor(() => expect(htmlTheme()).toBe('dark'));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(await screen.findByRole('radio', { name: /^Dark/ })).toBeChecked();
    // Adopting it is not an unsaved change of the Appearance tab.
    await first.user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(await screen.findByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    // The same sign-in, another page load after the header's toggle chose light: that choice stands.
    first.unmount();
    localStorage.setItem('theme', 'light');
    renderApp(routes, { route: '/app/settings?tab=profile' });
    await screen.findByLabelText('Full name');
    expect(htmlTheme()).toBe('light');

    // A new sign-in: the profile wins again.
    await new Promise((resolve) => setTimeout(resolve, 1100)); // last_sign_in_at has second precision at most
    await signInApp(account);
    await waitFor(() => expect(htmlTheme()).toBe('dark'));
  });
});
