// Teams through unmodified supabase-js: an admin invites a manager and a user by
// link, they sign up with the invited addresses and accept; the three share the workspace's
// tenders and tasks, each within their role; an outsider sees none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { newClient, signUpUser, startStack, uniqueEmail, type SignedUpUser, type TestStack } from './helpers';

let stack: TestStack;
let admin: SignedUpUser;
let manager: SignedUpUser;
let user: SignedUpUser;
let outsider: SignedUpUser;
let workspace: string;

interface Invitation {
  id: string;
  email: string;
  name: string;
  role: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
}

async function invite(email: string, name: string, role: string): Promise<string> {
  const { data, error } = await admin.client.rpc('create_invitation', {
    p_workspace_id: workspace,
    p_email: email,
    p_name: name,
    p_role: role,
  });
  if (error) throw new Error(`${error.code} ${error.message}`);
  return data as string;
}

beforeAll(async () => {
  stack = await startStack({ seed: 'none' });
  admin = await signUpUser(stack, {
    prefix: 'team-admin',
    data: { full_name: 'Ada Admin', company: 'Team Builders' },
  });
  workspace = await currentWorkspaceId(admin.client);
  outsider = await signUpUser(stack, { prefix: 'team-outsider', data: { full_name: 'Olly Outsider' } });
});

afterAll(async () => {
  await stack?.stop();
});

describe('invitation accept flow', () => {
  let managerToken: string;

  it('an admin invites by email and role; the token comes back once', async () => {
    const email = uniqueEmail('team-manager');
    managerToken = await invite(` ${email.toUpperCase()} `, 'Max Manager', 'manager');
    expect(managerToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const pending = await admin.client
      .from('workspace_invitations')
      .select('id,email,name,role,expires_at,accepted_at,revoked_at')
      .eq('workspace_id', workspace)
      .is('accepted_at', null)
      .is('revoked_at', null);
    expect(pending.error).toBeNull();
    const rows = pending.data as Invitation[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email, name: 'Max Manager', role: 'manager' });
    const days = (Date.parse(rows[0]!.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    // The token is nowhere in what the API returns.
    expect(JSON.stringify(pending.data)).not.toContain(managerToken);

    manager = await signUpUser(stack, { email, data: { full_name: 'Max Manager' } });
  });

  it('the invitee, signed in, sees the workspace, the inviter, the email and the role', async () => {
    const details = await manager.client.rpc('invitation_details', { p_token: managerToken }).single();
    expect(details.error).toBeNull();
    expect(details.data).toMatchObject({
      workspace_name: 'Team Builders',
      inviter_name: 'Ada Admin',
      email: manager.email,
      role: 'manager',
      status: 'pending',
    });
    const anon = await newClient(stack.url, stack.anonKey).rpc('invitation_details', {
      p_token: managerToken,
    });
    expect(anon.status).toBe(401);
    expect(anon.error?.code).toBe('42501');
  });

  it('another account cannot accept it (TFI05)', async () => {
    const res = await outsider.client.rpc('accept_invitation', { p_token: managerToken });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({
      code: 'TFI05',
      message: 'This invitation was sent to another email address',
    });
  });

  it('the invitee accepts once; the workspace becomes current; a second use is refused (TFI03)', async () => {
    const accepted = await manager.client.rpc('accept_invitation', { p_token: managerToken });
    expect(accepted.error).toBeNull();
    expect(accepted.data).toBe(workspace);

    const mine = await manager.client.rpc('user_workspaces');
    expect(mine.data).toEqual([
      {
        workspace_id: expect.any(String) as unknown,
        name: "Max's workspace",
        role: 'admin',
        is_current: false,
      },
      { workspace_id: workspace, name: 'Team Builders', role: 'manager', is_current: true },
    ]);

    const again = await manager.client.rpc('accept_invitation', { p_token: managerToken });
    expect(again.status).toBe(400);
    expect(again.error).toMatchObject({ code: 'TFI03', message: 'This invitation has already been used' });
    const details = await manager.client.rpc('invitation_details', { p_token: managerToken }).single();
    expect(details.data).toMatchObject({ status: 'accepted' });
  });

  it('a user joins the same way; unknown, revoked and replaced links say so', async () => {
    const email = uniqueEmail('team-user');
    const first = await invite(email, 'Uma User', 'user');
    const second = await invite(email, 'Uma User', 'user'); // "Copy link" again: a fresh link
    user = await signUpUser(stack, { email, data: { full_name: 'Uma User' } });

    const replaced = await user.client.rpc('accept_invitation', { p_token: first });
    expect(replaced.error).toMatchObject({ code: 'TFI04', message: 'This invitation has been revoked' });
    const unknown = await user.client.rpc('accept_invitation', { p_token: 'no-such-token' });
    expect(unknown.error).toMatchObject({ code: 'TFI01', message: 'Invitation not found' });
    const none = await user.client.rpc('invitation_details', { p_token: 'no-such-token' }).maybeSingle();
    expect(none.error).toBeNull();
    expect(none.data).toBeNull();

    const accepted = await user.client.rpc('accept_invitation', { p_token: second });
    expect(accepted.data).toBe(workspace);

    // A revoked invitation (the admin's "Revoke").
    const revokedToken = await invite(uniqueEmail('team-revoked'), 'Rex', 'user');
    const revoke = await admin.client
      .from('workspace_invitations')
      .update({ revoked_at: new Date().toISOString() })
      .eq('workspace_id', workspace)
      .is('accepted_at', null)
      .is('revoked_at', null)
      .select('name');
    expect(revoke.data).toEqual([{ name: 'Rex' }]);
    const details = await user.client.rpc('invitation_details', { p_token: revokedToken }).single();
    expect(details.data).toMatchObject({ status: 'revoked' });
  });

  it('only admins invite, and only admins see invitations', async () => {
    for (const member of [manager, user, outsider]) {
      const res = await member.client.rpc('create_invitation', {
        p_workspace_id: workspace,
        p_email: uniqueEmail('nope'),
      });
      expect(res.status).toBe(403);
      expect(res.error).toMatchObject({ code: '42501', message: 'Only admins can invite members' });
      const seen = await member.client.from('workspace_invitations').select('id');
      expect(seen.data).toEqual([]);
    }
    const member = await admin.client.rpc('create_invitation', {
      p_workspace_id: workspace,
      p_email: user.email,
    });
    expect(member.status).toBe(409);
    expect(member.error).toMatchObject({ code: '23505', message: 'Already a member of this workspace' });
    const bad = await admin.client.rpc('create_invitation', {
      p_workspace_id: workspace,
      p_email: 'not an email',
    });
    expect(bad.status).toBe(400);
    expect(bad.error).toMatchObject({ code: '22023', message: 'Invalid email address' });
  });
});

describe('a shared workspace', () => {
  let tenderId: string;

  it('members see each other, with names from their profiles', async () => {
    const { data, error } = await user.client
      .from('workspace_members')
      .select('role,user_profiles(name,email)')
      .eq('workspace_id', workspace)
      .order('created_at');
    expect(error).toBeNull();
    expect(data).toEqual([
      { role: 'admin', user_profiles: { name: 'Ada Admin', email: admin.email } },
      { role: 'manager', user_profiles: { name: 'Max Manager', email: manager.email } },
      { role: 'user', user_profiles: { name: 'Uma User', email: user.email } },
    ]);
    const outside = await outsider.client
      .from('workspace_members')
      .select('user_id')
      .eq('workspace_id', workspace);
    expect(outside.data).toEqual([]);
  });

  it('a manager creates a tender; the admin and the user see the same tenders; the outsider none', async () => {
    const created = await manager.client
      .rpc('save_tender', {
        p_tender: {
          reference_number: 'TEAM-1',
          client: 'City',
          title: 'Shared bid',
          workspace_id: workspace,
        },
      })
      .single();
    expect(created.error).toBeNull();
    tenderId = (created.data as { id: string }).id;

    const list = (client: SignedUpUser['client']) =>
      client
        .from('tenders')
        .select('id,title', { count: 'exact' })
        .eq('workspace_id', workspace)
        .order('created_at', { ascending: false })
        .range(0, 24);
    const [forAdmin, forUser, forOutsider] = await Promise.all([
      list(admin.client),
      list(user.client),
      list(outsider.client),
    ]);
    expect(forAdmin.data).toEqual([{ id: tenderId, title: 'Shared bid' }]);
    expect(forUser.data).toEqual(forAdmin.data);
    expect(forUser.count).toBe(1);
    expect(forOutsider.data).toEqual([]);
    expect(forOutsider.count).toBe(0);
  });

  it('a user cannot create, edit or delete tenders', async () => {
    const insert = await user.client
      .from('tenders')
      .insert({ workspace_id: workspace, reference_number: 'U-1', client: 'C', title: 'T' });
    expect(insert.status).toBe(403);
    expect(insert.error?.code).toBe('42501');
    const update = await user.client
      .from('tenders')
      .update({ status: 'won' })
      .eq('id', tenderId)
      .select('id');
    expect(update.data).toEqual([]);
    const remove = await user.client.from('tenders').delete().eq('id', tenderId).select('id');
    expect(remove.data).toEqual([]);
    const still = await admin.client.from('tenders').select('status').eq('id', tenderId).single();
    expect(still.data).toEqual({ status: 'under-review' });
  });

  it('a user works on tasks: adds, renames, moves, assigns; "My tasks" filters by assignee', async () => {
    const added = await user.client
      .from('tasks')
      .insert({ tender_id: tenderId, workspace_id: workspace, name: 'Call the client' })
      .select('id,user_id')
      .single();
    expect(added.error).toBeNull();
    expect(added.data!.user_id).toBe(user.user.id);
    const taskId = added.data!.id as string;

    const moved = await user.client
      .from('tasks')
      .update({ name: 'Call the client back', status: 'in-progress', assignee_id: manager.user.id })
      .eq('id', taskId)
      .select('name,status,assignee_id,workspace_members(user_profiles(name))')
      .single();
    expect(moved.error).toBeNull();
    expect(moved.data).toEqual({
      name: 'Call the client back',
      status: 'in-progress',
      assignee_id: manager.user.id,
      workspace_members: { user_profiles: { name: 'Max Manager' } },
    });

    const outside = await user.client
      .from('tasks')
      .update({ assignee_id: outsider.user.id })
      .eq('id', taskId);
    expect(outside.status).toBe(409);
    expect(outside.error?.code).toBe('23503');

    const mine = await manager.client
      .from('tasks')
      .select('name')
      .eq('workspace_id', workspace)
      .eq('assignee_id', manager.user.id);
    expect(mine.data).toEqual([{ name: 'Call the client back' }]);
  });

  it('an insert without workspace_id goes to the current workspace (clients of the single-user schema)', async () => {
    const created = await admin.client
      .from('tenders')
      .insert({ reference_number: 'OLD-1', client: 'C', title: 'Old client' })
      .select('workspace_id,user_id')
      .single();
    expect(created.data).toEqual({ workspace_id: workspace, user_id: admin.user.id });
    const task = await admin.client
      .from('tasks')
      .insert({ tender_id: tenderId, name: 'No workspace given' } as never)
      .select('workspace_id')
      .single();
    expect(task.data).toEqual({ workspace_id: workspace });
  });

  it('the current workspace is the user’s to choose among their memberships', async () => {
    const [own] = (
      (await manager.client.rpc('user_workspaces')).data as { workspace_id: string; is_current: boolean }[]
    ).filter((w) => w.workspace_id !== workspace);
    const switched = await manager.client
      .from('user_profiles')
      .update({ current_workspace_id: own!.workspace_id })
      .eq('id', manager.user.id)
      .select('current_workspace_id')
      .single();
    expect(switched.data).toEqual({ current_workspace_id: own!.workspace_id });
    expect(await currentWorkspaceId(manager.client)).toBe(own!.workspace_id);

    const outsiders = await currentWorkspaceId(outsider.client);
    const refused = await manager.client
      .from('user_profiles')
      .update({ current_workspace_id: outsiders })
      .eq('id', manager.user.id);
    expect(refused.status).toBe(403);
    expect(refused.error).toMatchObject({ code: '42501', message: 'Not a member of this workspace' });
  });
});

describe('admin-only actions', () => {
  it('non-admins cannot rename, change roles or remove members (0 rows)', async () => {
    for (const member of [manager, user, outsider]) {
      const rename = await member.client
        .from('workspaces')
        .update({ name: 'Mine now' })
        .eq('id', workspace)
        .select('id');
      expect(rename.data).toEqual([]);
      const promote = await member.client
        .from('workspace_members')
        .update({ role: 'admin' })
        .eq('workspace_id', workspace)
        .eq('user_id', member.user.id)
        .select('role');
      expect(promote.data).toEqual([]);
      const remove = await member.client
        .from('workspace_members')
        .delete()
        .eq('workspace_id', workspace)
        .eq('user_id', admin.user.id)
        .select('role');
      expect(remove.data).toEqual([]);
    }
  });

  it('the admin renames the workspace and changes a role; the last admin cannot go', async () => {
    const rename = await admin.client
      .from('workspaces')
      .update({ name: 'Team Builders Ltd' })
      .eq('id', workspace)
      .select('name')
      .single();
    expect(rename.data).toEqual({ name: 'Team Builders Ltd' });

    const demoteSelf = await admin.client
      .from('workspace_members')
      .update({ role: 'manager' })
      .eq('workspace_id', workspace)
      .eq('user_id', admin.user.id);
    expect(demoteSelf.status).toBe(400);
    expect(demoteSelf.error).toMatchObject({ code: 'TFA01', message: 'Cannot delete the admin user' });
    const leave = await admin.client
      .from('workspace_members')
      .delete()
      .eq('workspace_id', workspace)
      .eq('user_id', admin.user.id);
    expect(leave.error).toMatchObject({ code: 'TFA01', message: 'Cannot delete the admin user' });

    const promote = await admin.client
      .from('workspace_members')
      .update({ role: 'admin' })
      .eq('workspace_id', workspace)
      .eq('user_id', manager.user.id)
      .select('role')
      .single();
    expect(promote.data).toEqual({ role: 'admin' });
  });

  it('removing a member unassigns their tasks and hides the workspace from them', async () => {
    const tender = await user.client
      .from('tenders')
      .select('id')
      .eq('workspace_id', workspace)
      .limit(1)
      .single();
    const task = await user.client
      .from('tasks')
      .insert({
        tender_id: tender.data!.id,
        workspace_id: workspace,
        name: 'For Uma',
        assignee_id: user.user.id,
      })
      .select('id')
      .single();
    const removed = await admin.client
      .from('workspace_members')
      .delete()
      .eq('workspace_id', workspace)
      .eq('user_id', user.user.id)
      .select('role');
    expect(removed.data).toEqual([{ role: 'user' }]);
    const after = await admin.client.from('tasks').select('assignee_id').eq('id', task.data!.id).single();
    expect(after.data).toEqual({ assignee_id: null });
    const gone = await user.client.from('tenders').select('id').eq('workspace_id', workspace);
    expect(gone.data).toEqual([]);
    expect((await user.client.rpc('user_workspaces')).data).toHaveLength(1);
  });
});
