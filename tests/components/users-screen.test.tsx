// The Users screen against a real local stack: a first run, what each role may do in the
// Add User dialog, and deleting an empty workspace of one's own (the database decides:
// supabase/tests/database/13_invitation_sign_up.test.sql, B14).
import { signUpUser, type SignedUpUser } from '@tenderflow/local-supabase/testing';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Component as UsersPage } from '@/app/routes/app/users';
import { supabase } from '@/lib/supabase';
import { signInApp, signUpInApp, type Account } from '../fixtures/accounts';
import { startAppStack, stopAppStack } from '../fixtures/app-stack';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { renderApp, workspaceRoute } from './render-app';

const backend = await startAppStack({ db: 'memory' });

const routes = [
  workspaceRoute('/app/users', <UsersPage />),
  { path: '/app/dashboard', element: <p>Dashboard</p> },
];

let account: Account;
let team: SignedUpUser;
let ownWorkspace: string;

/** Makes the app's account a member of `team`'s workspace (by invitation), then puts it back on its own. */
async function joinTeam() {
  const teamWorkspace = await currentWorkspaceId(team.client);
  const { data: token } = await team.client.rpc('create_invitation', {
    p_workspace_id: teamWorkspace,
    p_email: account.email,
    p_name: '',
    p_role: 'user',
  });
  await supabase.rpc('accept_invitation', { p_token: token as string });
  await supabase.from('user_profiles').update({ current_workspace_id: ownWorkspace }).eq('id', account.id);
}

beforeAll(async () => {
  account = await signUpInApp('users');
  ownWorkspace = await currentWorkspaceId();
  team = await signUpUser(backend, { data: { full_name: 'Dana Demo', company: 'Northwind Builders' } });
});
beforeEach(() => signInApp(account));
afterAll(() => stopAppStack(backend));

describe('The Users screen', () => {
  it("on a first run lists the admin and does not say 'No users found'", async () => {
    renderApp(routes, { route: '/app/users' });
    expect(await screen.findByText('(you)')).toBeInTheDocument();
    expect(screen.getByText(/You are the only member of .+ so far\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add your first user' })).toBeInTheDocument();
    expect(screen.queryByText('No users found')).not.toBeInTheDocument();
  });

  it('says in the Add User dialog what each role may do', async () => {
    const { user } = renderApp(routes, { route: '/app/users' });
    await user.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add User' });
    const role = within(dialog).getByRole('combobox', { name: 'Role' });
    expect(role).toHaveAccessibleDescription('Works on tasks; sees tenders read-only.');
    await user.click(role);
    expect(await screen.findByRole('option', { name: 'Manager' })).toHaveAccessibleDescription(
      'Creates, edits and deletes tenders and works on tasks.',
    );
    expect(screen.getByRole('option', { name: 'User' })).toHaveAccessibleDescription(
      'Works on tasks; sees tenders read-only.',
    );
    expect(screen.getByRole('option', { name: 'Administrator' })).toHaveAccessibleDescription(
      'Everything a Manager does, and invites people, changes roles and removes members.',
    );
    await user.click(screen.getByRole('option', { name: 'Manager' }));
    expect(role).toHaveAccessibleDescription('Creates, edits and deletes tenders and works on tasks.');
  });

  it('lets the last member delete an empty workspace of their own once they belong to another', async () => {
    const first = renderApp(routes, { route: '/app/users' });
    await screen.findByText('(you)');
    expect(screen.queryByRole('button', { name: 'Delete workspace' })).not.toBeInTheDocument();
    first.unmount();

    await joinTeam();
    // With a tender it is not empty: not offered.
    const { data: tender } = await supabase
      .from('tenders')
      .insert({
        workspace_id: ownWorkspace,
        reference_number: 'U-1',
        client: 'City',
        title: 'Kept',
        currency: 'USD',
      })
      .select('id')
      .single();
    const second = renderApp(routes, { route: '/app/users' });
    await screen.findByText('(you)');
    expect(screen.queryByRole('button', { name: 'Delete workspace' })).not.toBeInTheDocument();
    second.unmount();
    await supabase.from('tenders').delete().eq('id', tender!.id);

    const { user } = renderApp(routes, { route: '/app/users' });
    await user.click(await screen.findByRole('button', { name: 'Delete workspace' }));
    const confirm = screen.getByRole('alertdialog', { name: /Delete .+\?/ });
    await user.click(within(confirm).getByRole('button', { name: 'Delete workspace' }));

    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(await screen.findByText('Workspace deleted')).toBeInTheDocument();
    const { data } = await supabase.rpc('user_workspaces');
    expect(data).toEqual([
      expect.objectContaining({ name: 'Northwind Builders', role: 'user', is_current: true }),
    ]);
  });
});
