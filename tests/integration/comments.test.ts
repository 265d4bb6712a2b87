// Comments end to end with supabase-js on a local stack: a member posts on a tender and on a
// task, mentions a teammate and someone of another workspace; the teammate's bell has it at
// once, the outsider is named as not notified and gets nothing; send-reminders emails the
// mention (read back from the dev mailbox, GET /__dev/mail), once, with a link that stops
// these emails; a reply in the thread tells the earlier writer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenders, tenderRow } from '../fixtures/tenders';
import { addMember, currentWorkspaceId } from '../fixtures/workspaces';
import { signUpUser, startStack, type SignedUpUser, type TestStack } from './helpers';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

let stack: TestStack;

const runReminders = async () => {
  const response = await fetch(`${stack.url}/functions/v1/send-reminders`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${stack.serviceRoleKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ now: new Date().toISOString() }),
  });
  expect(response.status).toBe(200);
};

const commentMail = async (address: string): Promise<Mail[]> => {
  const response = await fetch(`${stack.url}/__dev/mail?to=${encodeURIComponent(address)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as Mail[]).filter((mail) =>
    /mentioned you|replied|mentions and replies/.test(mail.subject),
  );
};

const notices = async (member: SignedUpUser, workspaceId: string) => {
  const { data, error } = await member.client.rpc('comment_notices', { p_workspace_id: workspaceId });
  if (error) throw error;
  return data as {
    total: number;
    unseen: number;
    notices: { reason: string; excerpt: string; author_name: string }[];
  };
};

beforeAll(async () => {
  stack = await startStack({ seed: 'none' });
});

afterAll(async () => {
  await stack?.stop();
});

describe('comments and mentions', () => {
  it('tells a mentioned member in the bell and by email, and names an outsider as not notified', async () => {
    const admin = await signUpUser(stack, { prefix: 'comments', data: { full_name: 'Ada Admin' } });
    const workspaceId = await currentWorkspaceId(admin.client);
    const dana = await addMember(stack, admin, workspaceId, 'user', 'Dana Demo');
    const outsider = await signUpUser(stack, { prefix: 'comments', data: { full_name: 'Olga Other' } });
    const [tender] = await insertTenders(admin.client, [
      tenderRow(workspaceId, 'C-1', { title: 'Harbour quay' }),
    ]);
    const { data: task, error: taskError } = await admin.client
      .from('tasks')
      .insert({ tender_id: tender!.id, workspace_id: workspaceId, name: 'Pricing' })
      .select('id')
      .single();
    if (taskError) throw taskError;

    const posted = await admin.client.rpc('post_comment', {
      p_tender_id: tender!.id,
      p_body: '@Dana Demo please check\nhttps://example.com/spec and @Olga Other',
      p_mentions: [dana.user.id, outsider.user.id],
    });
    expect(posted.error).toBeNull();
    expect((posted.data as { not_notified: string[] }).not_notified).toEqual([outsider.user.id]);

    // The bell at once: no job in between.
    const bell = await notices(dana, workspaceId);
    expect(bell).toMatchObject({ total: 1, unseen: 1 });
    expect(bell.notices[0]).toMatchObject({ reason: 'mention', author_name: 'Ada Admin' });
    expect(await notices(outsider, workspaceId)).toMatchObject({ total: 0 });
    const { data: seenByOutsider } = await outsider.client.from('comments').select('id');
    expect(seenByOutsider).toEqual([]);

    // A reply on the task's thread by Dana tells no one (Ada never wrote there); on the tender's, Ada.
    const onTask = await dana.client.rpc('post_comment', {
      p_tender_id: tender!.id,
      p_task_id: task.id,
      p_body: 'Pricing is on its way',
    });
    expect(onTask.error).toBeNull();
    expect(await notices(admin, workspaceId)).toMatchObject({ total: 0 });
    const reply = await dana.client.rpc('post_comment', {
      p_tender_id: tender!.id,
      p_body: 'Done, see the sheet',
    });
    expect(reply.error).toBeNull();
    expect((await notices(admin, workspaceId)).notices[0]).toMatchObject({
      reason: 'reply',
      author_name: 'Dana Demo',
    });

    // Counts, in SQL.
    const counts = await admin.client.rpc('tender_comment_counts', { p_tender_ids: [tender!.id] });
    expect(counts.data).toEqual([{ tender_id: tender!.id, comments: 3 }]);
    const taskCounts = await admin.client.rpc('task_comment_counts', { p_tender_id: tender!.id });
    expect(taskCounts.data).toEqual([{ task_id: task.id, comments: 1 }]);

    // By email: one message each, the comment's text escaped and linking to its thread.
    await runReminders();
    const [mail, ...more] = await commentMail(dana.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Ada Admin mentioned you in Harbour quay');
    expect(mail!.text).toContain('> @Dana Demo please check\n> https://example.com/spec and @Olga Other');
    expect(mail!.text).toContain(`/app/tenders/${tender!.id}?tab=comments`);
    expect(mail!.text).toContain("'Mentions and replies' is on");
    expect(mail!.headers?.['List-Unsubscribe']).toMatch(/functions\/v1\/unsubscribe\?token=/);
    expect(await commentMail(outsider.email)).toEqual([]);
    const [adminMail] = await commentMail(admin.email);
    expect(adminMail!.subject).toBe('Dana Demo replied in Harbour quay');

    // Once only; and the one-click link turns 'Mentions and replies' off.
    await runReminders();
    expect(await commentMail(dana.email)).toHaveLength(1);
    const oneClick = mail!.headers!['List-Unsubscribe']!.slice(1, -1);
    const clicked = await fetch(oneClick, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(await clicked.json()).toEqual({ unsubscribed: 'mentionsAndReplies' });
    const again = await admin.client.rpc('post_comment', {
      p_tender_id: tender!.id,
      p_body: '@Dana Demo one more',
      p_mentions: [dana.user.id],
    });
    expect(again.error).toBeNull();
    await runReminders();
    expect(await commentMail(dana.email)).toHaveLength(1);
    expect((await notices(dana, workspaceId)).total).toBe(2);
  });

  it('lets the author edit within 15 minutes and delete; an admin deletes anyone’s; a user no one else’s', async () => {
    const admin = await signUpUser(stack, { prefix: 'comments', data: { full_name: 'Ann Admin' } });
    const workspaceId = await currentWorkspaceId(admin.client);
    const uli = await addMember(stack, admin, workspaceId, 'user', 'Uli User');
    const [tender] = await insertTenders(admin.client, [tenderRow(workspaceId, 'C-2', { title: 'Dock' })]);
    const mine = await uli.client.rpc('post_comment', { p_tender_id: tender!.id, p_body: 'First' });
    const theirs = await admin.client.rpc('post_comment', { p_tender_id: tender!.id, p_body: 'Admin here' });
    const idOf = (answer: { data: unknown }) => (answer.data as { comment: { id: string } }).comment.id;

    const edited = await uli.client.rpc('edit_comment', {
      p_comment_id: idOf(mine),
      p_body: 'First, edited',
    });
    expect((edited.data as { comment: { edited_at: string | null } }).comment.edited_at).not.toBeNull();
    const notMine = await uli.client.rpc('edit_comment', { p_comment_id: idOf(theirs), p_body: 'Hijack' });
    expect(notMine.error?.code).toBe('TFC04');

    const refused = await uli.client.from('comments').delete().eq('id', idOf(theirs)).select('id');
    expect(refused.data).toEqual([]);
    const own = await uli.client.from('comments').delete().eq('id', idOf(mine)).select('id');
    expect(own.data).toEqual([{ id: idOf(mine) }]);
    const again = await uli.client.rpc('post_comment', { p_tender_id: tender!.id, p_body: 'Second' });
    const byAdmin = await admin.client.from('comments').delete().eq('id', idOf(again)).select('id');
    expect(byAdmin.data).toEqual([{ id: idOf(again) }]);
    const tooLong = await uli.client.rpc('post_comment', {
      p_tender_id: tender!.id,
      p_body: 'x'.repeat(5001),
    });
    expect(tooLong.error?.code).toBe('23514');
  });
});
