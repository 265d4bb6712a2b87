// The Profile page's numbers (src/features/profile/api) against the local stack: counted
// by Postgres through HEAD requests, the user's own work in the workspace only, and
// nothing of a workspace the user is not in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointAppAt, signInApp } from './app-modules';
import { currentWorkspaceId, signUpUser, startStack, type SignedUpUser, type TestStack } from './helpers';

let stack: TestStack;
let owner: SignedUpUser;
let outsider: SignedUpUser;
let ws: string;
let profileStatsQueries: typeof import('@/features/profile/api/queries').profileStatsQueries;

const stats = (workspaceId: string, userId: string) =>
  profileStatsQueries.stats(workspaceId, userId).queryFn!({} as never);

beforeAll(async () => {
  stack = await startStack();
  pointAppAt(stack);
  owner = await signUpUser(stack, { prefix: 'stats-owner' });
  outsider = await signUpUser(stack, { prefix: 'stats-outsider' });
  ws = await currentWorkspaceId(owner.client);
  ({ profileStatsQueries } = await import('@/features/profile/api/queries'));

  const { data: tenders, error } = await owner.client
    .from('tenders')
    .insert(
      [
        { workspace_id: ws, reference_number: 'S-1', client: 'City', title: 'Won', status: 'won' as const },
        { workspace_id: ws, reference_number: 'S-2', client: 'City', title: 'Lost', status: 'lost' as const },
        {
          workspace_id: ws,
          reference_number: 'S-3',
          client: 'City',
          title: 'Open',
          status: 'under-review' as const,
        },
      ],
      { defaultToNull: false },
    )
    .select('id');
  if (error) throw error;
  const tender = tenders[0]!.id;
  const tasks = await owner.client.from('tasks').insert(
    [
      {
        tender_id: tender,
        workspace_id: ws,
        name: 'done, assigned',
        status: 'completed' as const,
        assignee_id: owner.user.id,
      },
      { tender_id: tender, workspace_id: ws, name: 'done, unassigned', status: 'completed' as const },
      { tender_id: tender, workspace_id: ws, name: 'started', status: 'in-progress' as const },
      {
        tender_id: tender,
        workspace_id: ws,
        name: 'to do',
        status: 'not-started' as const,
        assignee_id: owner.user.id,
      },
      { tender_id: tender, workspace_id: ws, name: 'not needed', status: 'not-needed' as const },
    ],
    { defaultToNull: false },
  );
  if (tasks.error) throw tasks.error;
});

afterAll(async () => {
  const { supabase } = await import('@/lib/supabase');
  await supabase.auth.signOut();
  await stack?.stop();
});

describe('the profile numbers', () => {
  it('counts the user’s tenders, wins, completed and open tasks in the workspace', async () => {
    await signInApp(owner.email, owner.password);
    expect(await stats(ws, owner.user.id)).toEqual({
      tendersCreated: 3,
      tendersWon: 1,
      tasksCompleted: 2,
      openTasks: 2,
    });
  });

  it('finds nothing for someone who is not a member of the workspace', async () => {
    await signInApp(outsider.email, outsider.password);
    expect(await stats(ws, owner.user.id)).toEqual({
      tendersCreated: 0,
      tendersWon: 0,
      tasksCompleted: 0,
      openTasks: 0,
    });
  });

  it('needs a session', async () => {
    const { supabase } = await import('@/lib/supabase');
    await supabase.auth.signOut();
    await expect(stats(ws, owner.user.id)).rejects.toThrow('User not authenticated');
  });
});
