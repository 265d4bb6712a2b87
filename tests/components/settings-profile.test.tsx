// The Settings profile tab against a real local stack: the tab in the URL, validation,
// a save that reaches user_profiles and the auth metadata and shows in the sidebar at
// once, a failed save that keeps the input, a colleague's name refused under the field
// (docs/security-checks.md G4), the photo's checks, and the unsaved-changes guard.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as SettingsPage } from '@/app/routes/app/settings';
import { AppSidebar } from '@/components/layout/app-sidebar';
import { supabase } from '@/lib/supabase';
import { signInApp, signUpInApp, type Account } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { renderApp, workspaceRoute } from './render-app';

const backend = await startAppStack({ db: 'memory' });

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
const location = () => screen.getByTestId('location').textContent;
let account: Account;

beforeAll(async () => {
  account = await signUpInApp('settings');
  await sql(
    `update public.user_profiles set name = 'Ada Lovelace', company = 'Engines', role = null where id = '${account.id}'`,
  );
});
beforeEach(() => signInApp(account));
// Sonner replays toasts still on screen to the next test's toaster.
afterEach(() => void toast.dismiss());
afterAll(() => backend.stop());

describe('the profile tab', () => {
  it('opens on the profile tab with the stored profile; the email is read-only with how to change it', async () => {
    renderApp(routes, { route: '/app/settings' });
    expect(await screen.findByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
    expect(await screen.findByLabelText('Full name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Company')).toHaveValue('Engines');
    expect(screen.getByLabelText('Job title')).toHaveValue('');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue(account.email);
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(/can't be changed here\. To change it, contact support\./);
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('keeps the tab in the URL', async () => {
    const { user } = renderApp(routes, { route: '/app/settings?tab=notifications' });
    expect(await screen.findByRole('tab', { name: 'Notifications', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Account Security' }));
    expect(location()).toBe('/app/settings?tab=security');
    expect(screen.getByRole('tab', { name: 'Account Security', selected: true })).toBeInTheDocument();
  });

  it('says what is wrong under the field', async () => {
    const { user } = renderApp(routes, { route: '/app/settings' });
    await user.clear(await screen.findByLabelText('Full name'));
    await user.type(screen.getByLabelText('Job title'), 'r'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Job title')).toHaveAccessibleDescription(
      'Job title must be at most 100 characters',
    );
  });

  it('saves to the profile and the auth metadata, and the sidebar shows it at once', async () => {
    const { user } = renderApp(routes, { route: '/app/settings' });
    const sidebar = () => screen.getByTestId('sidebar-user-name');
    await waitFor(() => expect(sidebar()).toHaveTextContent('Ada Lovelace'));
    const name = await screen.findByLabelText('Full name');
    await user.clear(name);
    await user.type(name, '  Ada King ');
    await user.clear(screen.getByLabelText('Company'));
    await user.type(screen.getByLabelText('Job title'), 'Analyst');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile information updated successfully!')).toBeInTheDocument();
    expect(sidebar()).toHaveTextContent('Ada King');
    expect(screen.getByLabelText('Full name')).toHaveValue('Ada King');

    const { data } = await supabase
      .from('user_profiles')
      .select('name, company, role')
      .eq('id', account.id)
      .single();
    expect(data).toEqual({ name: 'Ada King', company: null, role: 'Analyst' });
    const { data: auth } = await supabase.auth.getUser();
    expect(auth.user?.user_metadata).toMatchObject({ full_name: 'Ada King', job_title: 'Analyst' });
    expect(auth.user?.user_metadata.company).toBeUndefined();
    await sql(
      `update public.user_profiles set name = 'Ada Lovelace', company = 'Engines', role = null where id = '${account.id}'`,
    );
  });

  it('keeps everything typed when the save fails, and shows no database text', async () => {
    await sql(`create function public.test_fail() returns trigger language plpgsql as $$ begin raise exception 'disk on fire'; end $$;
               create trigger test_fail before update on public.user_profiles for each row execute function public.test_fail();`);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { user } = renderApp(routes, { route: '/app/settings' });
      await user.type(await screen.findByLabelText('Job title'), 'Bid Manager');
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Failed to update profile information')).toBeInTheDocument();
      expect(screen.getByLabelText('Job title')).toHaveValue('Bid Manager');
      expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace');
      expect(screen.queryByText(/disk on fire/)).not.toBeInTheDocument();
    } finally {
      errors.mockRestore();
      await sql('drop trigger test_fail on public.user_profiles; drop function public.test_fail();');
    }
  });
});

describe('a colleague’s name (G4)', () => {
  it('refuses the name of another member of a shared workspace under the field, keeping it typed', async () => {
    const colleague = await signUpInApp('settings-colleague');
    await sql(
      `update public.user_profiles set name = 'Dana Demo' where id = '${colleague.id}';
       insert into public.workspace_members (workspace_id, user_id, role)
       select current_workspace_id, '${colleague.id}', 'admin' from public.user_profiles where id = '${account.id}'`,
    );
    await signInApp(account);
    const { user } = renderApp(routes, { route: '/app/settings' });
    const name = await screen.findByLabelText('Full name');
    await user.clear(name);
    await user.type(name, 'dana  demo');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText(
        'Another member of a workspace you share has this name. Choose one that tells you apart.',
      ),
    ).toBeInTheDocument();
    expect(name).toHaveValue('dana  demo');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Failed to update profile information')).not.toBeInTheDocument();
    const { data } = await supabase.from('user_profiles').select('name').eq('id', account.id).single();
    expect(data?.name).toBe('Ada Lovelace');
  });
});

describe('what each name is', () => {
  it("calls the job title 'Job title', not 'Role' (a role is what a member may do)", async () => {
    renderApp(routes, { route: '/app/settings' });
    expect(await screen.findByLabelText('Job title')).toHaveAccessibleDescription(
      /What you may do in a workspace is your role, which an administrator sets in Users\./,
    );
    expect(screen.queryByLabelText('Role')).not.toBeInTheDocument();
  });

  it("says Company is the user's own and renames the workspace under Workspace, which the sidebar shows at once", async () => {
    const { user } = renderApp(routes, { route: '/app/settings' });
    expect(await screen.findByLabelText('Company')).toHaveAccessibleDescription(
      /It does not rename the workspace: that is under Workspace below\./,
    );
    const name = await screen.findByLabelText<HTMLInputElement>('Workspace name');
    expect(name).toHaveAccessibleDescription(
      /Shown in the sidebar and the workspace switcher for everyone in it\./,
    );
    await waitFor(() => expect(screen.getByTestId('workspace-name')).toHaveTextContent(name.value));
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Rename workspace' }));
    expect(await screen.findByText('Workspace name is required')).toBeInTheDocument();
    await user.type(name, '  Engines & Co ');
    await user.click(screen.getByRole('button', { name: 'Rename workspace' }));
    expect(await screen.findByText('Workspace renamed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('workspace-name')).toHaveTextContent('Engines & Co'));
    const { data } = await supabase.from('workspaces').select('name');
    expect(data).toEqual([{ name: 'Engines & Co' }]);
    // The profile's company is untouched.
    expect(screen.getByLabelText('Company')).toHaveValue('Engines');
  });

  it('shows a member who is not an administrator the name read-only, and why', async () => {
    const member = await signUpInApp('settings-member');
    const workspaceId = await (async () => {
      await signInApp(account);
      return (await supabase.from('workspaces').select('id').single()).data!.id;
    })();
    await sql(
      `insert into public.workspace_members (workspace_id, user_id, role) values ('${workspaceId}', '${member.id}', 'user');
       update public.user_profiles set current_workspace_id = '${workspaceId}' where id = '${member.id}'`,
    );
    await signInApp(member);
    renderApp(routes, { route: '/app/settings' });
    const name = await screen.findByLabelText('Workspace name');
    expect(name).toHaveAttribute('readonly');
    expect(name).toHaveAccessibleDescription(/Only administrators can rename the workspace\./);
    expect(screen.queryByRole('button', { name: 'Rename workspace' })).not.toBeInTheDocument();
  });
});

describe('the profile photo', () => {
  it('refuses other image types and files over 2 MB before uploading anything', async () => {
    renderApp(routes, { route: '/app/settings' });
    // The file dialog's "All files" lets any file through the input's accept list.
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByTestId('avatar-file');
    await user.upload(input, new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP image.');
    await user.upload(
      input,
      new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The photo must be 2 MB or smaller.');
    expect(screen.getByRole('button', { name: 'Change photo' })).toHaveAccessibleDescription(
      /JPEG, PNG or WebP, up to 2 MB\..*The photo must be 2 MB or smaller\./,
    );
    const { data } = await supabase.storage.from('avatars').list(account.id);
    expect(data).toEqual([]);
  });
});

describe('unsaved changes', () => {
  it('asks before leaving the tab; Stay keeps the input, Discard changes goes', async () => {
    const { user } = renderApp(routes, { route: '/app/settings' });
    await user.type(await screen.findByLabelText('Company'), ' Ltd');
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this tab' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The focus goes back to the tab the user stays on: on the tab they left, it would switch
    // to it again (tabs activate on focus) and ask again.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(location()).toBe('/app/settings');
    expect(screen.getByLabelText('Company')).toHaveValue('Engines Ltd');

    await user.click(screen.getByRole('link', { name: 'contact support' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByText('The help page')).toBeInTheDocument();
    expect(location()).toBe('/app/help?tab=contact');
  });

  it('lets the tab change without asking when nothing changed, or once the change is saved', async () => {
    const { user } = renderApp(routes, { route: '/app/settings' });
    await screen.findByLabelText('Company');
    await user.click(screen.getByRole('tab', { name: 'Appearance' }));
    expect(location()).toBe('/app/settings?tab=appearance');
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    await user.type(await screen.findByLabelText('Job title'), 'Estimator');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile information updated successfully!');
    await user.click(screen.getByRole('tab', { name: 'Appearance' }));
    expect(location()).toBe('/app/settings?tab=appearance');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks the browser to confirm a reload while there are unsaved changes', async () => {
    const { user } = renderApp(routes, { route: '/app/settings' });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await screen.findByLabelText('Company');
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText('Company'), '!');
    expect(unload()).toBe(true);
  });
});
