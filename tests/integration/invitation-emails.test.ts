// Invitations by email end to end with unmodified supabase-js: an admin invites, the
// send-reminders Edge Function's next run mails the invited address (read back from the local
// stack's dev mailbox) with the link, signed out the link tells who invites, to which
// workspace and as what (invitation_preview, as anon), and signing up with it joins. The
// edges of the lookup (wrong, expired, used, revoked) are pgTAP's (44_invitation_emails).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { newClient, signUpUser, startStack, uniqueEmail, type TestStack } from './helpers';

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack({ seed: 'none' });
});
afterAll(() => stack?.stop());

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

async function runReminders(): Promise<void> {
  const response = await fetch(`${stack.url}/functions/v1/send-reminders`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${stack.serviceRoleKey}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

const mailTo = async (address: string): Promise<Mail[]> =>
  (await (await fetch(`${stack.url}/__dev/mail?to=${encodeURIComponent(address)}`)).json()) as Mail[];

it('mails the invitation with its link once; the link names inviter, workspace and role signed out; signing up with it joins', async () => {
  const admin = await signUpUser(stack, {
    prefix: 'invite-admin',
    data: { full_name: 'Rob Carter', company: 'Ridgeline Civils' },
  });
  const workspaceId = await currentWorkspaceId(admin.client);
  const invited = uniqueEmail('invited');
  const { data: token, error } = await admin.client.rpc('create_invitation', {
    p_workspace_id: workspaceId,
    p_email: invited,
    p_name: 'Sam New',
    p_role: 'manager',
  });
  expect(error).toBeNull();

  await runReminders();
  const mails = await mailTo(invited);
  expect(mails.map((mail) => mail.subject)).toEqual([
    'Rob Carter invites you to join Ridgeline Civils as a Manager on TenderFlow',
  ]);
  const [mail] = mails;
  const link = /https?:\/\/\S+\/invite\/(\S+)\?email=(\S+)/.exec(mail!.text);
  expect(decodeURIComponent(link![1]!)).toBe(token);
  expect(decodeURIComponent(link![2]!)).toBe(invited);
  expect(mail!.text).toContain('Hello Sam New,');
  expect(`${mail!.text}${mail!.html}`).not.toMatch(/unsubscribe/i);
  expect(Object.keys(mail!.headers ?? {}).map((name) => name.toLowerCase())).not.toContain(
    'list-unsubscribe',
  );

  // Once: the next run sends it again to nobody.
  await runReminders();
  expect(await mailTo(invited)).toHaveLength(1);

  // Signed out (the anon key), the link tells the three facts and nothing else.
  const anon = newClient(stack.url, stack.anonKey);
  const preview = await anon.rpc('invitation_preview', { p_token: token as string });
  expect(preview.error).toBeNull();
  expect(preview.data).toEqual([
    { inviter_name: 'Rob Carter', workspace_name: 'Ridgeline Civils', role: 'manager' },
  ]);
  const details = await anon.rpc('invitation_details', { p_token: token as string });
  expect(details.error).not.toBeNull();

  // Signing up with the link's token joins the workspace as a manager; the link is used up.
  const joined = await signUpUser(stack, {
    email: invited,
    data: { full_name: 'Sam New', invitation_token: token },
  });
  expect(await currentWorkspaceId(joined.client)).toBe(workspaceId);
  const { data: role } = await joined.client
    .from('workspace_members')
    .select('role')
    .eq('workspace_id', workspaceId)
    .eq('user_id', joined.user.id)
    .single();
  expect(role).toEqual({ role: 'manager' });
  const after = await anon.rpc('invitation_preview', { p_token: token as string });
  expect(after.data).toEqual([]);
});
