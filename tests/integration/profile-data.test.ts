// The Profile page's numbers (src/features/profile/api) against the local stack: counted
// by Postgres through HEAD requests, the user's own work in the workspace only, and
// nothing of a workspace the user is not in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileStatsQueries } from '@/features/profile/api/queries';
import { signInApp, signOutApp } from '../fixtures/accounts';
import { startAppStack, stopAppStack } from '../fixtures/app-stack';
import { insertTasks } from '../fixtures/tasks';
import { insertTenders, tenderRow } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { signUpUser, type SignedUpUser, type TestStack } from './helpers';

let stack: TestStack;
let owner: SignedUpUser;
let outsider: SignedUpUser;
let ws: string;

const stats = (workspaceId: string, userId: string) =>
  profileStatsQueries.stats(workspaceId, userId).queryFn!({} as never);

beforeAll(async () => {
  stack = await startAppStack();
  owner = await signUpUser(stack, { prefix: 'stats-owner' });
  outsider = await signUpUser(stack, { prefix: 'stats-outsider' });
  ws = await currentWorkspaceId(owner.client);

  const [won] = await insertTenders(owner.client, [
    tenderRow(ws, 'S-1', { client: 'City', title: 'Won', status: 'won' }),
    tenderRow(ws, 'S-2', { client: 'City', title: 'Lost', status: 'lost' }),
    tenderRow(ws, 'S-3', { client: 'City', title: 'Open', status: 'under-review' }),
  ]);
  await insertTasks(owner.client, won!, [
    { name: 'done, assigned', status: 'completed', assignee_id: owner.user.id },
    { name: 'done, unassigned', status: 'completed' },
    { name: 'started', status: 'in-progress' },
    { name: 'to do', status: 'not-started', assignee_id: owner.user.id },
    { name: 'not needed', status: 'not-needed' },
  ]);
});

afterAll(() => stopAppStack(stack));

describe('the profile numbers', () => {
  it('counts the user’s tenders, wins, completed and open tasks in the workspace', async () => {
    await signInApp(owner);
    expect(await stats(ws, owner.user.id)).toEqual({
      tendersCreated: 3,
      tendersWon: 1,
      tasksCompleted: 2,
      openTasks: 2,
    });
  });

  it('finds nothing for someone who is not a member of the workspace', async () => {
    await signInApp(outsider);
    expect(await stats(ws, owner.user.id)).toEqual({
      tendersCreated: 0,
      tendersWon: 0,
      tasksCompleted: 0,
      openTasks: 0,
    });
  });

  it('needs a session', async () => {
    await signOutApp();
    await expect(stats(ws, owner.user.id)).rejects.toThrow('User not authenticated');
  });
});
