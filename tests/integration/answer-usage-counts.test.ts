// The library's usage counts under concurrent writers, through unmodified supabase-js on the
// local stack (on PostgreSQL a real pool, so the links really race): one entry is linked to
// twenty tenders from two devices at once, ten each; another, changed later, to nineteen one
// after the other. 'Most won' reads the counts the triggers keep: the first entry comes first
// only if all twenty links were counted (nineteen would tie and the later change would win).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInUser, signUpUser, startStack, type TestClient, type TestStack } from './helpers';

let stack: TestStack;
let phone: TestClient;
let desk: TestClient;

beforeAll(async () => {
  stack = await startStack({ seed: 'none' });
  const user = await signUpUser(stack, { prefix: 'usage-counts' });
  phone = (await signInUser(stack, user.email, user.password)).client;
  desk = (await signInUser(stack, user.email, user.password)).client;
});

afterAll(async () => {
  await stack?.stop();
});

/** A tender with one requirement: the requirement's id and the workspace. */
async function requirement(client: TestClient, n: number): Promise<{ id: string; workspaceId: string }> {
  const tender = await client.rpc('save_tender', {
    p_tender: { reference_number: `UC-${n}`, client: 'Client', title: `Tender ${n}` },
  });
  expect(tender.error).toBeNull();
  const { id, workspace_id } = tender.data as { id: string; workspace_id: string };
  const { data, error } = await client
    .from('tender_requirements')
    .insert({ tender_id: id, workspace_id, requirement: 'Describe your approach' })
    .select('id')
    .single();
  expect(error).toBeNull();
  return { id: data!.id, workspaceId: workspace_id };
}

describe('the usage counts', () => {
  it('count every link of two devices linking one entry at once', async () => {
    const requirements: string[] = [];
    let workspace = '';
    for (let n = 1; n <= 39; n++) {
      const made = await requirement(phone, n);
      requirements.push(made.id);
      workspace = made.workspaceId;
    }
    const answers = await phone
      .from('answers')
      .insert([{ workspace_id: workspace, title: 'Raced', status: 'approved' }])
      .select('id')
      .single();
    expect(answers.error).toBeNull();
    const raced = answers.data!.id;

    const steady = await phone
      .from('answers')
      .insert({ workspace_id: workspace, title: 'Steady', status: 'approved' })
      .select('id')
      .single();
    expect(steady.error).toBeNull();
    for (const requirementId of requirements.slice(20)) {
      const linked = await phone
        .from('requirement_answers')
        .insert({ requirement_id: requirementId, answer_id: steady.data!.id });
      expect(linked.error).toBeNull();
    }

    const link = (client: TestClient, requirementId: string) =>
      client.from('requirement_answers').insert({ requirement_id: requirementId, answer_id: raced });
    const linked = await Promise.all(
      requirements.slice(0, 20).map((requirementId, i) => link(i % 2 ? desk : phone, requirementId)),
    );
    expect(linked.map((result) => result.error)).toEqual(Array(20).fill(null));

    const { data, error } = await desk.rpc('search_answers', { p_workspace_id: workspace, p_sort: 'wins' });
    expect(error).toBeNull();
    expect((data as { title: string; used: number }[]).map((entry) => [entry.title, entry.used])).toEqual([
      ['Raced', 20],
      ['Steady', 19],
    ]);
  });
});
