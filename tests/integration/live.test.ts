// Live screens through unmodified supabase-js against the local stack: a member receives the
// workspace's committed changes on its private topic and sees who else views a tender; a member
// of another workspace may join neither topic and receives nothing on its own.
import type { RealtimeChannel } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenderTopic, workspaceTopic } from '@/features/live/topics';
import { addMember, currentWorkspaceId } from '../fixtures/workspaces';
import { signUpUser, startStack, type SignedUpUser, type TestStack } from './helpers';

let stack: TestStack;
let ann: SignedUpUser;
let bo: SignedUpUser;
let cy: SignedUpUser;
let workspace: string;
let tender: { id: string; workspace_id: string };

interface Broadcast {
  event: string;
  payload: { operation: string; table: string; record: Record<string, unknown> | null };
}

const joined = (channel: RealtimeChannel) =>
  new Promise<RealtimeChannel>((resolve, reject) =>
    channel.subscribe((status, error) =>
      status === 'SUBSCRIBED' ? resolve(channel) : status !== 'CLOSED' && reject(error ?? new Error(status)),
    ),
  );
const refused = (channel: RealtimeChannel) =>
  new Promise<string>((resolve, reject) =>
    channel.subscribe((status, error) =>
      status === 'CHANNEL_ERROR'
        ? resolve(error?.message ?? '')
        : status === 'SUBSCRIBED' && reject(new Error('joined')),
    ),
  );
async function eventually(check: () => void, ms = 5_000) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

beforeAll(async () => {
  stack = await startStack({ seed: 'none' });
  ann = await signUpUser(stack, { prefix: 'live-ann', data: { full_name: 'Ann' } });
  cy = await signUpUser(stack, { prefix: 'live-cy', data: { full_name: 'Cy' } });
  workspace = await currentWorkspaceId(ann.client);
  bo = await addMember(stack, ann, workspace, 'user', 'Bo');
  const made = await ann.client
    .from('tenders')
    .insert({ reference_number: 'LIVE-1', client: 'Harbour', title: 'Quay' })
    .select('id, workspace_id')
    .single();
  if (made.error) throw made.error;
  tender = made.data;
});

afterAll(async () => {
  await Promise.all([ann, bo, cy].map((user) => user?.client.removeAllChannels()));
  await stack?.stop();
});

describe('the workspace topic', () => {
  it("delivers a teammate's task change with its row, and nothing to another workspace", async () => {
    const boGot: Broadcast[] = [];
    const cyGot: Broadcast[] = [];
    await joined(
      bo.client
        .channel(workspaceTopic(workspace), { config: { private: true } })
        .on('broadcast', { event: '*' }, (message) => boGot.push(message as unknown as Broadcast)),
    );
    expect(
      await refused(cy.client.channel(workspaceTopic(workspace), { config: { private: true } })),
    ).toMatch(/^Unauthorized/);
    await cy.client.removeAllChannels();
    await joined(
      cy.client
        .channel(workspaceTopic(await currentWorkspaceId(cy.client)), { config: { private: true } })
        .on('broadcast', { event: '*' }, (message) => cyGot.push(message as unknown as Broadcast)),
    );

    const task = await ann.client
      .from('tasks')
      .insert({ tender_id: tender.id, name: 'Site visit' })
      .select()
      .single();
    if (task.error) throw task.error;
    const renamed = await ann.client
      .from('tasks')
      .update({ name: 'Site walk', status: 'in-progress' })
      .eq('id', task.data.id)
      .select()
      .single();
    await eventually(() =>
      expect(
        boGot.find((m) => m.event === 'tasks' && m.payload.operation === 'UPDATE')?.payload.record,
      ).toEqual(renamed.data),
    );
    expect(
      boGot.find((m) => m.event === 'tasks' && m.payload.operation === 'INSERT')?.payload.record,
    ).toMatchObject({
      name: 'Site visit',
    });
    expect(cyGot).toEqual([]);
  });
});

describe('who is viewing a tender', () => {
  it('each member sees the other; a member of another workspace may not join', async () => {
    const track = async (user: SignedUpUser) => {
      // supabase-js joins with presence on only when the channel listens to presence.
      const channel = await joined(
        user.client
          .channel(tenderTopic(tender), { config: { private: true, presence: { key: user.user.id } } })
          .on('presence', { event: 'sync' }, () => undefined),
      );
      expect(await channel.track({ at: 'tender' })).toBe('ok');
      return channel;
    };
    const annChannel = await track(ann);
    const boChannel = await track(bo);
    await eventually(() =>
      expect(Object.keys(annChannel.presenceState()).sort()).toEqual([ann.user.id, bo.user.id].sort()),
    );
    expect(await refused(cy.client.channel(tenderTopic(tender), { config: { private: true } }))).toMatch(
      /^Unauthorized/,
    );
    await bo.client.removeChannel(boChannel);
    await eventually(() => expect(Object.keys(annChannel.presenceState())).toEqual([ann.user.id]));
  });
});
