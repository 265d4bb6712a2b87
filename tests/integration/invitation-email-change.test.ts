// The pen test's invitation hole: changing one's address to an invited one
// must not let a leaked invitation be accepted. The change waits for the emailed links (the
// local stack does as GoTrue does), so accept_invitation still sees the account's own
// address; and it refuses an address that is not confirmed (TFI06, pgTAP 07_invitations).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { signUpUser, startStack, uniqueEmail, type TestStack } from './helpers';

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack({ seed: 'none' });
});
afterAll(() => stack?.stop());

it('changing to an invited address does not let a leaked invitation be accepted', async () => {
  const admin = await signUpUser(stack, { prefix: 'pentest-admin' });
  const attacker = await signUpUser(stack, { prefix: 'pentest-attacker' });
  const invited = uniqueEmail('pentest-invited');
  const workspace = await currentWorkspaceId(admin.client);
  const invitation = await admin.client.rpc('create_invitation', {
    p_workspace_id: workspace,
    p_email: invited,
    p_name: 'Ivy Invited',
    p_role: 'manager',
  });
  expect(invitation.error).toBeNull();

  const changed = await attacker.client.auth.updateUser({ email: invited });
  expect(changed.error).toBeNull();
  expect(changed.data.user?.email).toBe(attacker.email);
  // A fresh session (what a new sign-in would carry) still names the attacker's own address.
  expect((await attacker.client.auth.refreshSession()).data.user?.email).toBe(attacker.email);

  const accepted = await attacker.client.rpc('accept_invitation', { p_token: invitation.data as string });
  expect(accepted.error).toMatchObject({ message: 'This invitation was sent to another email address' });
  const members = await admin.client
    .from('workspace_members')
    .select('user_id')
    .eq('workspace_id', workspace)
    .eq('user_id', attacker.user.id);
  expect(members.data).toEqual([]);
});
