// The Profile page against a real local stack: the user's card (initial or photo, name,
// email, company, job title, member since, workspace and role) and their numbers in the
// current workspace, counted by Postgres, with a colleague's work left out.
import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as ProfilePage } from '@/app/routes/app/profile';
import { signInApp, signUpInApp, type Account } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { renderApp, workspaceRoute } from './render-app';

const backend = await startAppStack({ db: 'memory' });

const routes = [workspaceRoute('/app/profile', <ProfilePage />)];
const sql = (text: string) => backend.db.transaction((q) => q.exec(text));
let account: Account;
let createdAt: string;

/** The number under a label in the "Your numbers" card. */
const stat = (label: string) => screen.getByText(label).nextElementSibling;

beforeAll(async () => {
  account = await signUpInApp('profile');
  const colleague = createClient(backend.url, backend.anonKey, { auth: { persistSession: false } });
  const signedUp = await colleague.auth.signUp({
    email: `colleague-${randomUUID().slice(0, 8)}@example.com`,
    password: 'colleague-password',
  });
  const colleagueId = signedUp.data.user!.id;
  const { rows } = await backend.db.transaction((q) =>
    q.query<{ workspace_id: string; created_at: Date }>(
      `select p.current_workspace_id as workspace_id, u.created_at
         from public.user_profiles p join auth.users u on u.id = p.id where p.id = $1`,
      [account.id],
    ),
  );
  const ws = rows[0]!.workspace_id;
  createdAt = rows[0]!.created_at.toISOString();
  const me = account.id;
  await sql(`
    update public.user_profiles set name = 'Grace Hopper', company = 'Compilers Ltd', role = null where id = '${me}';
    update public.workspaces set name = 'Compilers Ltd' where id = '${ws}';
    insert into public.workspace_members (workspace_id, user_id, role) values ('${ws}', '${colleagueId}', 'manager');
    insert into public.tenders (id, workspace_id, user_id, reference_number, client, title, status) values
      ('f0000000-0000-4000-8000-000000000001', '${ws}', '${me}', 'A-1', 'City', 'Mine, won', 'won'),
      ('f0000000-0000-4000-8000-000000000002', '${ws}', '${me}', 'A-2', 'City', 'Mine, open', 'under-review'),
      ('f0000000-0000-4000-8000-000000000003', '${ws}', '${colleagueId}', 'B-1', 'City', 'Theirs, won', 'won');
    insert into public.tasks (tender_id, user_id, assignee_id, name, status) values
      ('f0000000-0000-4000-8000-000000000001', '${me}', null, 'mine, unassigned, done', 'completed'),
      ('f0000000-0000-4000-8000-000000000001', '${colleagueId}', '${me}', 'assigned to me, done', 'completed'),
      ('f0000000-0000-4000-8000-000000000002', '${colleagueId}', '${me}', 'assigned to me, started', 'in-progress'),
      ('f0000000-0000-4000-8000-000000000002', '${me}', null, 'mine, unassigned, to do', 'not-started'),
      ('f0000000-0000-4000-8000-000000000002', '${me}', null, 'mine, canceled', 'canceled'),
      ('f0000000-0000-4000-8000-000000000002', '${me}', '${colleagueId}', 'I made it, theirs now', 'not-started'),
      ('f0000000-0000-4000-8000-000000000003', '${colleagueId}', null, 'theirs, unassigned', 'completed');
  `);
});
beforeEach(() => signInApp(account));
afterAll(() => backend.stop());

describe('the Profile page', () => {
  it('shows who the user is, where they work and their role, with a way to edit it', async () => {
    renderApp(routes, { route: '/app/profile' });
    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    const details = screen.getByText('Member since').closest('dl')!;
    const value = (label: string) => within(details).getByText(label).nextElementSibling;
    expect(value('Email')).toHaveTextContent(account.email);
    expect(value('Company')).toHaveTextContent('Compilers Ltd');
    expect(value('Job title')).toHaveTextContent('Not set');
    expect(value('Member since')).toHaveTextContent(
      new Date(createdAt).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: '2-digit' }),
    );
    expect(value('Workspace')).toHaveTextContent('Compilers Ltd');
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    expect(screen.getByText('G')).toBeInTheDocument(); // the initial, with no photo
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/app/settings?tab=profile',
    );
  });

  it('counts their tenders and tasks in the workspace, leaving a colleague’s out', async () => {
    renderApp(routes, { route: '/app/profile' });
    await waitFor(() => expect(stat('Tenders created')).toHaveTextContent('2'));
    expect(stat('Tenders won')).toHaveTextContent('1');
    expect(stat('Tasks completed')).toHaveTextContent('2');
    expect(stat('Open tasks')).toHaveTextContent('2');
  });

  it('says so in place when the numbers cannot be loaded, and retries', async () => {
    await sql('revoke select on public.tasks from authenticated');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { user } = renderApp(routes, { route: '/app/profile' });
      expect(
        await screen.findByText('Failed to load your numbers. Please try again later.'),
      ).toBeInTheDocument();
      await sql('grant select on public.tasks to authenticated');
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(stat('Tasks completed')).toHaveTextContent('2'));
    } finally {
      errors.mockRestore();
      await sql('grant select on public.tasks to authenticated');
    }
  });
});
