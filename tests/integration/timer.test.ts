// One running timer per person, through unmodified supabase-js on the local stack (on
// PostgreSQL a real pool, so the starts really race): the same user starts timers from two
// devices at once, on two tasks; exactly one start succeeds, the other is refused with TFC01,
// and one timer runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInUser, signUpUser, startStack, type TestClient, type TestStack } from './helpers';

let stack: TestStack;
let phone: TestClient;
let desk: TestClient;

beforeAll(async () => {
  stack = await startStack({ seed: 'none' });
  const user = await signUpUser(stack, { prefix: 'timer' });
  phone = (await signInUser(stack, user.email, user.password)).client;
  desk = (await signInUser(stack, user.email, user.password)).client;
});

afterAll(async () => {
  await stack?.stop();
});

describe('the timer', () => {
  it('lets only one of two simultaneous starts run', async () => {
    const tender = await phone.rpc('save_tender', {
      p_tender: { reference_number: 'TM-1', client: 'Client', title: 'Timed' },
    });
    expect(tender.error).toBeNull();
    const tenderId = (tender.data as { id: string }).id;
    const workspaceId = (tender.data as { workspace_id: string }).workspace_id;
    const tasks = await phone
      .from('tasks')
      .insert([
        { tender_id: tenderId, workspace_id: workspaceId, name: 'On the phone' },
        { tender_id: tenderId, workspace_id: workspaceId, name: 'At the desk' },
      ])
      .select('id');
    expect(tasks.error).toBeNull();
    const [a, b] = tasks.data!;

    const starts = await Promise.all([
      phone.rpc('start_timer', { p_task_id: a!.id }),
      desk.rpc('start_timer', { p_task_id: b!.id }),
    ]);
    expect(starts.filter((start) => start.error === null)).toHaveLength(1);
    expect(starts.map((start) => start.error?.code ?? 'ok').sort()).toEqual(['TFC01', 'ok']);
    const running = await desk.from('running_timers').select('task_id');
    expect(running.data).toHaveLength(1);

    // Stopped on the other device than it was started on.
    const stopped = await desk.rpc('stop_timer');
    expect(stopped.error).toBeNull();
    expect((await phone.from('running_timers').select('task_id')).data).toEqual([]);
  });
});
