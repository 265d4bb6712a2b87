// Settings → Notifications against a real local stack: the time zone reminder emails follow
// (set from the browser at sign-in while none is stored, then the user's to change) and the
// private calendar feed: its URL, Copy, Regenerate (asked first; the old token stops
// matching) and when it was last fetched.
import { screen, waitFor, within } from '@testing-library/react';
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
];
const sql = (text: string) => backend.db.transaction((q) => q.exec(text));
let account: Account;

const storedZone = async (id = account.id) =>
  (await supabase.from('user_profiles').select('time_zone').eq('id', id).single()).data?.time_zone;
/** The browser says it is in `zone` (what Intl.DateTimeFormat().resolvedOptions() reports). */
const browserIn = (zone: string) => {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone: zone };
  });
};

beforeAll(async () => {
  account = await signUpInApp('notifications');
});
beforeEach(() => signInApp(account));
afterEach(() => {
  vi.restoreAllMocks();
  toast.dismiss();
});
afterAll(() => backend.stop());

describe('time zone', () => {
  it('is set from the browser at sign-in while none is stored, and never replaces a stored one', async () => {
    const fresh = await signUpInApp('notifications-zone');
    expect(await storedZone(fresh.id)).toBeNull();
    browserIn('Pacific/Auckland');
    const first = renderApp(routes, { route: '/app/settings?tab=notifications' });
    await waitFor(async () => expect(await storedZone(fresh.id)).toBe('Pacific/Auckland'));
    expect(await screen.findByLabelText('Time zone')).toHaveValue('Pacific/Auckland');
    first.unmount();

    // Travelling: the browser's zone changes, the stored one stays until the user changes it.
    browserIn('America/Denver');
    renderApp(routes, { route: '/app/settings?tab=notifications' });
    expect(await screen.findByLabelText('Time zone')).toHaveValue('Pacific/Auckland');
    expect(await storedZone(fresh.id)).toBe('Pacific/Auckland');
  });

  it('lists the IANA zones and saves the one chosen; a zone the database refuses is said so', async () => {
    await sql(`update public.user_profiles set time_zone = 'UTC' where id = '${account.id}'`);
    const { user } = renderApp(routes, { route: '/app/settings?tab=notifications' });
    const select = await screen.findByLabelText<HTMLSelectElement>('Time zone');
    expect(select).toHaveValue('UTC');
    expect(select).toHaveAccessibleDescription(/Reminder emails arrive from 08:00 in this time zone/);
    expect(
      within(select).getByRole('option', { name: /^Europe\/Berlin \(GMT\+0[12]:00\)$/ }),
    ).toBeInTheDocument();
    expect(select.options.length).toBeGreaterThan(300);
    await user.selectOptions(select, 'Europe/Berlin');
    await user.click(screen.getByRole('button', { name: 'Save Time Zone' }));
    expect(await screen.findByText('Time zone saved.')).toBeInTheDocument();
    expect(await storedZone()).toBe('Europe/Berlin');

    // A zone this browser knows and the server does not: refused as the database refuses one.
    await sql(`create function public.test_refuse_zone() returns trigger language plpgsql as $$
               begin raise exception 'Unknown time zone: %', new.time_zone using errcode = '22023'; end $$;
               create trigger test_refuse_zone before update of time_zone on public.user_profiles
               for each row when (new.time_zone = 'Antarctica/Troll') execute function public.test_refuse_zone();`);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await user.selectOptions(select, 'Antarctica/Troll');
      await user.click(screen.getByRole('button', { name: 'Save Time Zone' }));
      const refused = 'This time zone is not one the server knows. Choose another.';
      await waitFor(() => expect(select).toHaveAccessibleDescription(refused));
      expect(select).toHaveValue('Antarctica/Troll');
      expect(document.body.textContent).not.toMatch(/Unknown time zone/);
    } finally {
      errors.mockRestore();
      await sql(
        'drop trigger test_refuse_zone on public.user_profiles; drop function public.test_refuse_zone();',
      );
    }
    expect(await storedZone()).toBe('Europe/Berlin');
  });
});

describe('the calendar feed', () => {
  it('shows the private URL with Copy, a webcal:// link, and when it was last fetched', async () => {
    const { user } = renderApp(routes, { route: '/app/settings?tab=notifications' });
    const field = await screen.findByLabelText<HTMLInputElement>('Calendar feed URL');
    expect(field).toHaveAttribute('readonly');
    const url = field.value;
    expect(url).toMatch(
      new RegExp(
        `^${backend.url.replace(/[.:/]/g, '\\$&')}/functions/v1/calendar-feed\\?token=[A-Za-z0-9_-]{43,}$`,
      ),
    );
    expect(screen.getByText('Never fetched')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
      'href',
      url.replace(/^https?:\/\//, 'webcal://'),
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Calendar feed URL copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(url);
  });

  it('asks before regenerating; the new URL replaces the old one', async () => {
    const { user } = renderApp(routes, { route: '/app/settings?tab=notifications' });
    const field = await screen.findByLabelText<HTMLInputElement>('Calendar feed URL');
    const old = field.value;
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Regenerate the calendar feed URL?' });
    expect(dialog).toHaveTextContent('The old URL stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(field).toHaveValue(old);

    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Regenerate' }),
    );
    expect(await screen.findByText(/Calendar feed URL regenerated\./)).toBeInTheDocument();
    await waitFor(() => expect(field.value).not.toBe(old));
    const { data } = await supabase.rpc('calendar_feed').single();
    expect(field.value).toMatch(new RegExp(`token=${data!.token}$`));
  });

  it('saves the alarm before a submission deadline at once, keeping the other preferences', async () => {
    const { user } = renderApp(routes, { route: '/app/settings?tab=notifications' });
    const alarm = await screen.findByLabelText<HTMLSelectElement>('Alarm before a submission deadline');
    await waitFor(() => expect(alarm).toBeEnabled());
    expect(alarm).toHaveValue('day-before');
    expect(
      within(alarm)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'No alarm',
      'On the day, at 09:00',
      'The day before, at 09:00',
      'Two days before, at 09:00',
      'A week before, at 09:00',
    ]);
    await user.selectOptions(alarm, 'A week before, at 09:00');
    expect(await screen.findByText('Calendar alarm saved.')).toBeInTheDocument();
    const { data } = await supabase.from('user_profiles').select('preferences').eq('id', account.id).single();
    expect(data!.preferences).toMatchObject({ calendarAlarm: 'week-before' });
    expect(alarm).toHaveValue('week-before');
  });
});
