// Signing up from an invitation link, against a real local stack: the form fills in and
// locks the invited address and asks for no company; the new account lands on My work in
// the inviting workspace with the invited role and has no workspace of its
// own (the database decides: supabase/tests/database/13_invitation_sign_up.test.sql).
import { signUpUser, uniqueEmail, type SignedUpUser } from '@tenderflow/local-supabase/testing';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as InvitePage } from '@/app/routes/auth/invite';
import { Component as SignUpPage } from '@/app/routes/auth/sign-up';
import { supabase } from '@/lib/supabase';
import { signOutApp } from '../fixtures/accounts';
import { startAppStack, stopAppStack } from '../fixtures/app-stack';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { renderApp } from './render-app';

const backend = await startAppStack({ db: 'memory' });

const routes = [
  { path: '/invite/:token', element: <InvitePage /> },
  { path: '/sign-up', element: <SignUpPage /> },
  { path: '/app/dashboard', element: <p>Dashboard</p> },
  { path: '/app/my-work', element: <p>My work</p> },
];

let admin: SignedUpUser;
let workspaceId: string;

/** A fresh invitation from the admin; returns the path of its link. */
async function invite(email: string, role: 'manager' | 'user'): Promise<string> {
  const { data, error } = await admin.client.rpc('create_invitation', {
    p_workspace_id: workspaceId,
    p_email: email,
    p_name: '',
    p_role: role,
  });
  if (error) throw error;
  return `/invite/${data as string}?email=${encodeURIComponent(email)}`;
}

beforeAll(async () => {
  admin = await signUpUser(backend, { data: { full_name: 'Dana Demo', company: 'Northwind Builders' } });
  workspaceId = await currentWorkspaceId(admin.client);
});
beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  await signOutApp();
});
afterAll(() => stopAppStack(backend));

describe('Signing up from an invitation link', () => {
  it('pre-fills and locks the invited address, asks for no company, and lands in the inviting workspace only', async () => {
    const email = uniqueEmail('invited');
    const { user } = renderApp(routes, { route: await invite(email, 'manager') });
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));

    const emailField = await screen.findByLabelText('Email');
    expect(emailField).toHaveValue(email);
    expect(emailField).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Company')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('First name'), 'Morgan');
    await user.type(screen.getByLabelText('Last name'), 'Reyes');
    await user.type(screen.getByLabelText('Password'), 'long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('My work', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('You joined Northwind Builders')).toBeInTheDocument();
    const { data } = await supabase.rpc('user_workspaces');
    expect(data).toEqual([
      { workspace_id: workspaceId, name: 'Northwind Builders', role: 'manager', is_current: true },
    ]);
    expect(await currentWorkspaceId()).toBe(workspaceId);
  });

  it('without the address in the link, takes it as typed and still asks for no company', async () => {
    const email = uniqueEmail('typed');
    const path = (await invite(email, 'user')).replace(/\?.*$/, '');
    const { user } = renderApp(routes, { route: path });
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    const emailField = await screen.findByLabelText('Email');
    expect(emailField).toHaveValue('');
    expect(emailField).not.toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Company')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('First name'), 'Sam');
    await user.type(screen.getByLabelText('Last name'), 'Okafor');
    await user.type(emailField, email);
    await user.type(screen.getByLabelText('Password'), 'long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('My work', {}, { timeout: 5000 })).toBeInTheDocument();
    const { data } = await supabase.rpc('user_workspaces');
    expect(data).toEqual([
      { workspace_id: workspaceId, name: 'Northwind Builders', role: 'user', is_current: true },
    ]);
  });
});
