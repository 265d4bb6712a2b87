// The calendar subscription over HTTP: GET /functions/v1/calendar-feed?token=… as a calendar
// app sends it (no Authorization header), parsed with ical.js.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenders, tenderRow } from '../fixtures/tenders';
import { addMember, currentWorkspaceId } from '../fixtures/workspaces';
import { signUpUser, startStack, type SignedUpUser, type TestStack } from './helpers';

let stack: TestStack;
let ann: SignedUpUser;
let workspaceId: string;
let tenderId: string;
let foreignTenderId: string;

const feedUrl = (token: string) =>
  `${stack.url}/functions/v1/calendar-feed?token=${encodeURIComponent(token)}`;

async function feedToken(client: SignedUpUser['client'], regenerate = false): Promise<string> {
  const { data, error } = await client
    .rpc(regenerate ? 'regenerate_calendar_feed' : 'calendar_feed')
    .single();
  if (error) throw error;
  return (data as { token: string }).token;
}

const events = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

beforeAll(async () => {
  stack = await startStack({ seed: 'none' });
  ann = await signUpUser(stack, { prefix: 'feed', data: { full_name: 'Ann' } });
  workspaceId = await currentWorkspaceId(ann.client);
  const [open, closed] = await insertTenders(ann.client, [
    tenderRow(workspaceId, 'F-1', {
      title: 'Harbour bridge',
      inquiry_submission_date: '2030-01-10',
      tender_submission_date: '2030-01-20',
    }),
    tenderRow(workspaceId, 'F-2', {
      title: 'Old depot',
      tender_submission_date: '2030-01-21',
      status: 'won',
    }),
  ]);
  tenderId = open!.id;
  expect(closed).toBeDefined();
  const task = await ann.client.from('tasks').insert({
    tender_id: tenderId,
    workspace_id: workspaceId,
    name: 'Price the steel',
    due_date: '2030-01-15',
  });
  if (task.error) throw task.error;

  const other = await signUpUser(stack, { prefix: 'feed-other' });
  const [foreign] = await insertTenders(other.client, [
    tenderRow(await currentWorkspaceId(other.client), 'X-1', {
      title: 'Someone else’s tender',
      tender_submission_date: '2030-01-20',
    }),
  ]);
  foreignTenderId = foreign!.id;
});

afterAll(async () => {
  await stack?.stop();
});

describe('calendar-feed', () => {
  it("serves a valid calendar of the user's open deadlines and own tasks, and no other workspace's", async () => {
    const response = await fetch(feedUrl(await feedToken(ann.client)));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]+"$/);
    expect(response.headers.get('last-modified')).toMatch(/ GMT$/);
    const text = await response.text();
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT1H');
    expect(String(calendar.getFirstPropertyValue('x-published-ttl'))).toBe('PT1H');

    const found = events(text).map((e) => [e.startDate.toString(), e.startDate.isDate, e.summary]);
    expect(found).toEqual([
      ['2030-01-10', true, 'Inquiry deadline: Harbour bridge'],
      ['2030-01-15', true, 'Price the steel · Harbour bridge'],
      ['2030-01-20', true, 'Submission deadline: Harbour bridge'],
    ]);
    expect(text).not.toContain(foreignTenderId);
    expect(text).not.toContain('Old depot');

    const feed = await ann.client.rpc('calendar_feed').single();
    expect((feed.data as { last_fetched_at: string | null }).last_fetched_at).not.toBeNull();
  });

  it('answers 304 to an unchanged feed, and keeps the UID when a date moves', async () => {
    const url = feedUrl(await feedToken(ann.client));
    const first = await fetch(url);
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    const before = events(await first.text());

    expect((await fetch(url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    expect((await fetch(url, { headers: { 'If-Modified-Since': lastModified } })).status).toBe(304);

    const moved = await ann.client
      .from('tenders')
      .update({ tender_submission_date: '2030-01-27' })
      .eq('id', tenderId)
      .select('id');
    expect(moved.error).toBeNull();
    const changed = await fetch(url, { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const after = events(await changed.text());
    const submission = (list: typeof before) => list.find((e) => e.summary.startsWith('Submission'))!;
    expect(submission(after).uid).toBe(submission(before).uid);
    expect(submission(after).startDate.toString()).toBe('2030-01-27');
    expect(after.map((e) => e.uid).sort()).toEqual(before.map((e) => e.uid).sort());
  });

  it('reminds of submission deadlines as the user chose in their preferences, the day before by default', async () => {
    const url = feedUrl(await feedToken(ann.client));
    const triggers = async () =>
      events(await (await fetch(url)).text()).map((event) => [
        event.summary,
        event.component.getAllSubcomponents('valarm').map((a) => String(a.getFirstPropertyValue('trigger'))),
      ]);
    const submission = (list: Awaited<ReturnType<typeof triggers>>) =>
      list.filter(([summary]) => String(summary).startsWith('Submission')).map(([, alarms]) => alarms);
    const found = await triggers();
    expect(submission(found)).toEqual([['-PT15H']]);
    expect(
      found.filter(([summary]) => !String(summary).startsWith('Submission')).flatMap(([, a]) => a),
    ).toEqual([]);

    const saved = await ann.client
      .from('user_profiles')
      .update({ preferences: { calendarAlarm: 'week-before' } })
      .eq('id', ann.user.id)
      .select('id');
    expect(saved.error).toBeNull();
    expect(submission(await triggers())).toEqual([['-P6DT15H']]);
    await ann.client
      .from('user_profiles')
      .update({ preferences: { calendarAlarm: 'none' } })
      .eq('id', ann.user.id);
    expect(submission(await triggers())).toEqual([[]]);
  });

  it('shows a member who is not an admin or manager only the deadlines of tenders they created or have an open task on; a manager sees all', async () => {
    const uma = await addMember(stack, ann, workspaceId, 'user', 'Uma Engineer');
    const max = await addMember(stack, ann, workspaceId, 'manager', 'Max Manager');
    const [quarry, depot] = await insertTenders(ann.client, [
      tenderRow(workspaceId, 'F-3', { title: 'Quarry road', tender_submission_date: '2030-02-01' }),
      tenderRow(workspaceId, 'F-4', { title: 'Canal lock', tender_submission_date: '2030-02-02' }),
    ]);
    const tasks = await ann.client.from('tasks').insert([
      {
        tender_id: quarry!.id,
        workspace_id: workspaceId,
        name: 'Survey',
        due_date: '2030-01-25',
        status: 'not-started',
        assignee_id: uma.user.id,
      },
      {
        tender_id: depot!.id,
        workspace_id: workspaceId,
        name: 'Done already',
        due_date: '2030-01-26',
        status: 'completed',
        assignee_id: uma.user.id,
      },
    ]);
    expect(tasks.error).toBeNull();
    const titles = async (member: SignedUpUser) =>
      events(await (await fetch(feedUrl(await feedToken(member.client)))).text()).map((e) => e.summary);

    expect(await titles(uma)).toEqual(['Survey · Quarry road', 'Submission deadline: Quarry road']);
    expect(await titles(max)).toEqual(
      expect.arrayContaining([
        'Submission deadline: Quarry road',
        'Submission deadline: Canal lock',
        'Submission deadline: Harbour bridge',
      ]),
    );
  });

  it('answers 404 with an empty body for a revoked or unknown token', async () => {
    const old = await feedToken(ann.client);
    const fresh = await feedToken(ann.client, true);
    expect(fresh).not.toBe(old);
    const revoked = await fetch(feedUrl(old));
    expect(revoked.status).toBe(404);
    expect(await revoked.text()).toBe('');
    const unknown = await fetch(feedUrl('A'.repeat(43)));
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('');
    expect((await fetch(feedUrl(fresh))).status).toBe(200);
  });
});
