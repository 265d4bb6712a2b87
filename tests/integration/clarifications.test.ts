// Clarification questions' data layer (src/features/clarifications/api), run unmodified
// against the local stack: numbering by the database under concurrent adds from two people,
// saving and answering through the form's values, the counts per tender, and the roles (a
// user reads but cannot write; another workspace sees and touches nothing).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteClarification } from '@/features/clarifications/api/delete-clarification';
import { fetchClarifications } from '@/features/clarifications/api/queries';
import { saveClarification } from '@/features/clarifications/api/save-clarification';
import { clarificationDefaults } from '@/features/clarifications/form';
import { fetchDraftCounts } from '@/lib/clarification-drafts';
import { signInApp } from '../fixtures/accounts';
import { startAppStack, stopAppStack } from '../fixtures/app-stack';
import { insertTenders, tenderRow } from '../fixtures/tenders';
import { addMember, currentWorkspaceId } from '../fixtures/workspaces';
import { signUpUser, type SignedUpUser, type TestStack } from './helpers';

let stack: TestStack;
let admin: SignedUpUser;
let manager: SignedUpUser;
let member: SignedUpUser;
let stranger: SignedUpUser;
let ws: string;
let tender: { id: string; workspace_id: string };

const question = (text: string) => ({ ...clarificationDefaults(null), question: text });

beforeAll(async () => {
  stack = await startAppStack({ seed: 'none' });
  admin = await signUpUser(stack, { prefix: 'clar-admin' });
  stranger = await signUpUser(stack, { prefix: 'clar-stranger' });
  ws = await currentWorkspaceId(admin.client);
  manager = await addMember(stack, admin, ws, 'manager', 'Max Manager');
  member = await addMember(stack, admin, ws, 'user', 'Uma');
  const [row] = await insertTenders(admin.client, [tenderRow(ws, 'CLAR-1', { title: 'Quay cranes' })]);
  tender = { id: row!.id, workspace_id: ws };
  await signInApp(admin);
});

afterAll(() => stopAppStack(stack));

describe('numbering', () => {
  it('gives two people adding at once distinct numbers, 1 to n, whatever the order', async () => {
    const adds = Array.from({ length: 12 }, (_, i) =>
      (i % 2 ? manager.client : admin.client)
        .from('clarifications')
        .insert({ tender_id: tender.id, workspace_id: ws, question: `Question from ${i}` })
        .select('number')
        .single(),
    );
    const results = await Promise.all(adds);
    for (const result of results) expect(result.error).toBeNull();
    const numbers = results.map((result) => result.data!.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('never gives a deleted question’s number again', async () => {
    const listed = await fetchClarifications(tender.id);
    await deleteClarification(listed.at(-1)!);
    const added = await saveClarification({ tender, saved: null, fields: question('After the delete') });
    expect(added.number).toBe(13);
  });
});

describe('saving and answering', () => {
  it('records who added a question, then its sending and the answer', async () => {
    const added = await saveClarification({
      tender,
      saved: null,
      fields: { ...question('  Is the steel galvanised?  '), clause: ' 4.2 ' },
    });
    expect(added).toMatchObject({ question: 'Is the steel galvanised?', clause: '4.2', status: 'draft' });
    expect(added.asked_by).toBe(admin.user.id);
    const answered = await saveClarification({
      tender,
      saved: added,
      fields: {
        ...clarificationDefaults(added),
        status: 'answered',
        askedOn: '2030-01-10',
        answer: 'Yes, hot-dip.',
        answeredOn: '2030-01-12',
      },
    });
    expect(answered).toMatchObject({
      id: added.id,
      number: added.number,
      status: 'answered',
      answered_on: '2030-01-12',
    });
  });

  it('refuses an answered question without an answer (the database’s rule, not only the form’s)', async () => {
    const [first] = await fetchClarifications(tender.id);
    await expect(
      saveClarification({
        tender,
        saved: first!,
        fields: {
          ...clarificationDefaults(first!),
          status: 'answered',
          askedOn: '2030-01-10',
          answeredOn: '2030-01-11',
        },
      }),
    ).rejects.toMatchObject({ code: '23514' });
  });
});

describe('counts and roles', () => {
  it('counts questions, drafts and answered per tender in SQL', async () => {
    const { data } = await admin.client.rpc('clarification_counts', { p_workspace_id: ws });
    expect(data).toEqual([{ tender_id: tender.id, questions: 13, drafts: 12, answered: 1 }]);
    const other = '00000000-0000-4000-8000-000000000000';
    expect(await fetchDraftCounts(ws, [tender.id, other])).toEqual({ [tender.id]: 12 });
    expect(await fetchDraftCounts(ws, [other])).toEqual({});
  });

  it('lets a user read the log but not write to it', async () => {
    const { data } = await member.client.from('clarifications').select('id').eq('tender_id', tender.id);
    expect(data).toHaveLength(13);
    const insert = await member.client
      .from('clarifications')
      .insert({ tender_id: tender.id, workspace_id: ws, question: 'Me?' });
    expect(insert.error?.code).toBe('42501');
    const update = await member.client
      .from('clarifications')
      .update({ clause: 'x' })
      .eq('tender_id', tender.id)
      .select();
    expect(update.data).toEqual([]);
  });

  it('shows another workspace nothing and lets it add nothing', async () => {
    const { data } = await stranger.client.from('clarifications').select('id');
    expect(data).toEqual([]);
    const insert = await stranger.client
      .from('clarifications')
      .insert({ tender_id: tender.id, workspace_id: ws, question: 'Hello?' });
    expect(insert.error?.code).toBe('42501');
    const counts = await stranger.client.rpc('clarification_counts', { p_workspace_id: ws });
    expect(counts.data).toEqual([]);
  });
});
