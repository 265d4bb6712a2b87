// The reminder job end to end: supabase-js arranges tenders and tasks on a local stack, the
// send-reminders Edge Function runs over HTTP as of a given instant ({ now }, local stack
// only), and the mail is read back from the dev mailbox (GET /__dev/mail). Resend is not
// ours: the functions reach the stack's Resend-shaped dev endpoint through a relay this file
// runs, which can fail on demand (a provider outage).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signJwt } from '@tenderflow/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenderRow, insertTenders } from '../fixtures/tenders';
import { addMember as addWorkspaceMember, currentWorkspaceId } from '../fixtures/workspaces';
import { newClient, signUpUser, startStack, type SignedUpUser, type TestStack } from './helpers';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
  headers?: Record<string, string>;
}

let stack: TestStack;
let relay: Server;
/** While true, the relay answers every send with a 500, as a provider outage would. */
let outage = false;

/** The instant `hh:mm` on `day` in UTC (the time zone of a profile without one). */
const at = (day: string, time: string) => `${day}T${time}:00Z`;

async function run(
  now: string,
): Promise<{ status: number; body: { sent?: number; failed?: number }; pages: number }> {
  const response = await fetch(`${stack.url}/functions/v1/send-reminders`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${stack.serviceRoleKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ now }),
  });
  // Server-Timing: '…, pages;desc=N' — how many pages (collect → send → finish) the run took.
  const pages = Number(/pages;desc=(\d+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? 0);
  return {
    status: response.status,
    body: (await response.json()) as { sent?: number; failed?: number },
    pages,
  };
}

async function mailTo(address?: string): Promise<Mail[]> {
  const query = address ? `?to=${encodeURIComponent(address)}` : '';
  const response = await fetch(`${stack.url}/__dev/mail${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Mail[];
}

/** A new admin with a workspace and an open tender whose deadlines are weeks away (no reminder of their own). */
async function teamWithTender(day: string, name: string, timeZone: string | null = null) {
  const admin = await signUpUser(stack, { prefix: 'reminders', data: { full_name: name } });
  if (timeZone) {
    const { error } = await admin.client
      .from('user_profiles')
      .update({ time_zone: timeZone })
      .eq('id', admin.user.id);
    if (error) throw error;
  }
  const workspaceId = await currentWorkspaceId(admin.client);
  const later = new Date(Date.parse(day) + 40 * 86_400_000).toISOString().slice(0, 10);
  const [tender] = await insertTenders(admin.client, [
    tenderRow(workspaceId, `R-${name}`, {
      title: `Harbour works for ${name}`,
      inquiry_submission_date: later,
      tender_submission_date: later,
    }),
  ]);
  return { admin, workspaceId, tender: tender! };
}

async function addTask(
  client: SignedUpUser['client'],
  tender: { id: string; workspace_id: string },
  fields: { name: string; due_date?: string | null; assignee_id?: string | null },
): Promise<string> {
  const { data, error } = await client
    .from('tasks')
    .insert({ tender_id: tender.id, workspace_id: tender.workspace_id, ...fields })
    .select('id')
    .single();
  if (error) throw error;
  return data.id as string;
}

/** A member of the admin's workspace, on this suite's stack. */
const addMember = (admin: SignedUpUser, workspaceId: string, role: 'manager' | 'user', name: string) =>
  addWorkspaceMember(stack, admin, workspaceId, role, name);

beforeAll(async () => {
  relay = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (outage) {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ statusCode: 500, name: 'application_error', message: 'Provider down' }));
        return;
      }
      void fetch(`${stack.url}/__dev/resend${req.url}`, {
        method: req.method,
        headers: { Authorization: req.headers.authorization ?? '', 'Content-Type': 'application/json' },
        body: Buffer.concat(chunks),
      }).then(async (answer) => {
        res.writeHead(answer.status, { 'Content-Type': 'application/json' });
        res.end(await answer.text());
      });
    });
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port } = relay.address() as AddressInfo;
  // Pages of 1 message: every run here with more than one email goes through several pages.
  stack = await startStack({
    seed: 'none',
    functionsEnv: { RESEND_API_URL: `http://127.0.0.1:${port}`, REMINDERS_PAGE_SIZE: '1' },
  });
});

afterAll(async () => {
  await stack?.stop();
  await new Promise((resolve) => relay?.close(resolve));
});

describe('send-reminders', () => {
  it('runs only for the service role, and as of { now } only on the local stack', async () => {
    const anon = await fetch(`${stack.url}/functions/v1/send-reminders`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${stack.anonKey}` },
    });
    expect(anon.status).toBe(403);
    const bad = await fetch(`${stack.url}/functions/v1/send-reminders`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${stack.serviceRoleKey}` },
      body: JSON.stringify({ now: 'yesterday' }),
    });
    expect(bad.status).toBe(400);
  });

  it('G9: checks the caller itself, also where no gateway verifies JWTs (a forged service_role token is 403)', async () => {
    // A stack whose gateway lets every request through to send-reminders (verify_jwt = false,
    // as `supabase functions deploy --no-verify-jwt` would), without a schema of its own.
    const dir = mkdtempSync(join(tmpdir(), 'no-verify-'));
    writeFileSync(join(dir, 'config.toml'), '[functions.send-reminders]\nverify_jwt = false\n');
    writeFileSync(join(dir, 'seed.sql'), '');
    const open = await startStack({
      db: 'memory',
      seed: 'none',
      migrationsDir: dir,
      seedFile: join(dir, 'seed.sql'),
      configFile: join(dir, 'config.toml'),
    });
    try {
      const call = (token: string) =>
        fetch(`${open.url}/functions/v1/send-reminders`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
        });
      const forged = signJwt(
        { role: 'service_role', iss: 'supabase' },
        'another-secret-another-secret-another',
      );
      expect((await call(forged)).status).toBe(403);
      const unsigned = `${forged.split('.').slice(0, 2).join('.')}.`;
      expect((await call(unsigned)).status).toBe(403);
      expect((await call(open.anonKey)).status).toBe(403);
    } finally {
      await open.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("sends the morning digest from 08:00 in the person's zone, once that day, listing the task with its tender's link", async () => {
    const day = '2030-01-15';
    const { admin, tender } = await teamWithTender(day, 'Ann', 'Europe/Berlin'); // UTC+1 in January
    await addTask(admin.client, tender, {
      name: 'Price the steel',
      due_date: day,
      assignee_id: admin.user.id,
    });

    expect((await run(at(day, '06:55'))).status).toBe(200); // 07:55 in Berlin
    expect(await mailTo(admin.email)).toEqual([]);

    const morning = await run(at(day, '07:05')); // 08:05 in Berlin
    expect(morning).toMatchObject({ status: 200, body: { failed: 0 } });
    const [digest, ...more] = await mailTo(admin.email);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('Reminders for Tuesday, Jan 15, 2030: 1 due today');
    expect(digest!.text).toContain('Hello Ann,');
    expect(digest!.text).toContain(
      'Due today\n  - Harbour works for Ann — Task: Price the steel: Due today · Jan 15, 2030',
    );
    const link = `${stack.functionsEnv.SITE_URL}/app/tenders/${tender.id}`;
    expect(digest!.link).toBe(link);
    expect(digest!.html).toContain(`href="${link}"`);
    // The link opens a tender the recipient can read.
    const opened = await admin.client.from('tenders').select('title').eq('id', tender.id).single();
    expect(opened.data?.title).toBe('Harbour works for Ann');
    expect(digest!.headers?.['List-Unsubscribe']).toMatch(
      new RegExp(`^<${stack.url}/functions/v1/unsubscribe\\?token=`),
    );
    expect(digest!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    await run(at(day, '09:30'));
    expect(await mailTo(admin.email)).toHaveLength(1);
  });

  it('mails an answer past its review date to its owner in the morning digest, once, linking the library', async () => {
    const owner = await signUpUser(stack, { prefix: 'reminders', data: { full_name: 'Rue' } });
    const workspaceId = await currentWorkspaceId(owner.client);
    const colleague = await addMember(owner, workspaceId, 'manager', 'Cy');
    // Reviewed on 12 September 2029, every 6 months: due on 12 March 2030.
    const { error } = await owner.client.from('answers').insert({
      workspace_id: workspaceId,
      title: 'Quality policy',
      body: 'We hold ISO 9001.',
      owner_id: owner.user.id,
      status: 'approved',
      last_reviewed_on: '2029-09-12',
      review_every_months: 6,
    });
    if (error) throw error;

    await run(at('2030-03-11', '08:05'));
    expect(await mailTo(owner.email)).toEqual([]);

    await run(at('2030-03-12', '08:05'));
    const [digest, ...more] = await mailTo(owner.email);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('Reminders for Tuesday, Mar 12, 2030: 1 due today');
    expect(digest!.text).toContain(
      'Due today\n  - Library answer: Quality policy — check it still holds and mark it reviewed: Review due · Mar 12, 2030',
    );
    expect(digest!.link).toBe(`${stack.functionsEnv.SITE_URL}/app/library`);
    expect((await mailTo(colleague.email)).filter((mail) => mail.text.includes('Quality policy'))).toEqual(
      [],
    );

    await run(at('2030-03-13', '08:05'));
    expect(await mailTo(owner.email)).toHaveLength(1);
  });

  it("escalates a missed submission deadline to the workspace's admins and managers the morning after, once", async () => {
    const day = '2030-02-12';
    const yesterday = '2030-02-11';
    const { admin, workspaceId } = await teamWithTender(day, 'Bea');
    const manager = await addMember(admin, workspaceId, 'manager', 'Max');
    const user = await addMember(admin, workspaceId, 'user', 'Uma');
    const [missed] = await insertTenders(admin.client, [
      tenderRow(workspaceId, 'MISS-1', { title: 'Quay cranes', tender_submission_date: yesterday }),
    ]);

    const morning = await run(at(day, '08:05'));
    // Digests and escalations, a page each (REMINDERS_PAGE_SIZE 1). Two claims run side by side,
    // and one may count a message the other is taking: at most one page more comes back empty.
    const sent = morning.body.sent ?? 0;
    expect(sent).toBeGreaterThanOrEqual(3);
    expect(morning.pages).toBeGreaterThanOrEqual(sent);
    expect(morning.pages).toBeLessThanOrEqual(sent + 1);
    for (const person of [admin, manager]) {
      const escalations = (await mailTo(person.email)).filter((m) =>
        m.subject.startsWith('Submission deadline missed'),
      );
      expect(escalations.map((m) => m.subject)).toEqual(['Submission deadline missed: Quay cranes']);
      expect(escalations[0]!.text).toContain('  - Submission deadline: Deadline missed · Feb 11, 2030');
      expect(escalations[0]!.html).toContain(`/app/tenders/${missed!.id}`);
    }
    expect(
      (await mailTo(user.email)).filter((m) => m.subject.startsWith('Submission deadline missed')),
    ).toEqual([]);

    await run(at('2030-02-13', '08:05'));
    const again = (await mailTo(admin.email)).filter((m) =>
      m.subject.startsWith('Submission deadline missed'),
    );
    expect(again).toHaveLength(1);
  });

  it('batches assignments: three changes before a run make one email listing the tasks the person holds', async () => {
    const day = '2030-03-05';
    const { admin, workspaceId, tender } = await teamWithTender(day, 'Cal');
    const member = await addMember(admin, workspaceId, 'user', 'Mia');
    const first = await addTask(admin.client, tender, { name: 'Site visit', assignee_id: member.user.id });
    await addTask(admin.client, tender, {
      name: 'Bid bond',
      due_date: '2030-03-20',
      assignee_id: member.user.id,
    });
    // Reassigned away and back within the same quarter of an hour.
    for (const assignee of [admin.user.id, member.user.id]) {
      const { error } = await admin.client.from('tasks').update({ assignee_id: assignee }).eq('id', first);
      if (error) throw error;
    }

    await run(at(day, '10:00'));
    const mails = await mailTo(member.email);
    expect(mails.map((m) => m.subject)).toEqual(['2 new tasks for you']);
    expect(mails[0]!.text).toContain('  - Task: Bid bond: Due in 15 days · Mar 20, 2030');
    expect(mails[0]!.text).toContain('  - Task: Site visit: No due date');

    await run(at(day, '10:15'));
    expect(await mailTo(member.email)).toHaveLength(1);
  });

  it('G9: unsubscribes as RFC 8058 says: a scanner’s GET changes nothing, the mail client’s POST turns the kind off', async () => {
    const day = '2030-04-09';
    const { admin, tender } = await teamWithTender(day, 'Dan');
    await addTask(admin.client, tender, { name: 'Method statement', due_date: day });
    await addTask(admin.client, tender, { name: 'Pricing', due_date: '2030-04-10' });
    await run(at(day, '08:05'));
    const [digest] = await mailTo(admin.email);
    const oneClick = /<(.+)>/.exec(digest!.headers!['List-Unsubscribe']!)![1]!;
    const token = new URL(oneClick).searchParams.get('token')!;
    const page = `${stack.functionsEnv.SITE_URL}/unsubscribe?token=${encodeURIComponent(token)}`;
    expect(digest!.text).toContain(`Stop task reminders: ${page}`);
    const preferences = async () =>
      (await admin.client.from('user_profiles').select('preferences').eq('id', admin.user.id).single()).data
        ?.preferences as Record<string, unknown>;

    // A mail scanner opens the link: sent on to the page (which asks first), nothing changes.
    const opened = await fetch(oneClick, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(page);
    expect(await preferences()).not.toHaveProperty('taskUpdates');

    const post = (url: string, body: string) =>
      fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
    expect((await post(oneClick, 'something=else')).status).toBe(400);
    expect(
      (await post(oneClick.replace(/token=[^&]+/, 'token=forged'), 'List-Unsubscribe=One-Click')).status,
    ).toBe(400);
    expect(await preferences()).not.toHaveProperty('taskUpdates');

    // The mail client's one click, without signing in.
    const clicked = await post(oneClick, 'List-Unsubscribe=One-Click');
    expect(clicked.status).toBe(200);
    expect(await clicked.json()).toEqual({ unsubscribed: 'taskUpdates' });
    expect(await preferences()).toMatchObject({ taskUpdates: false });

    // The next morning 'Pricing' is due today: no email, the preference is off.
    await run(at('2030-04-10', '08:05'));
    expect(await mailTo(admin.email)).toHaveLength(1);
  });

  it('sends each reminder once when two runs overlap', async () => {
    const day = '2030-05-14';
    const { admin, tender } = await teamWithTender(day, 'Eli');
    await addTask(admin.client, tender, { name: 'Drawings', due_date: day });
    const before = (await mailTo()).length;

    const runs = await Promise.all([run(at(day, '08:05')), run(at(day, '08:05'))]);
    expect(runs.map((r) => r.status)).toEqual([200, 200]);
    expect(await mailTo(admin.email)).toHaveLength(1);
    const sent = runs.reduce((sum, r) => sum + (r.body.sent ?? 0), 0);
    expect((await mailTo()).length - before).toBe(sent);
  });

  it('retries a failed send on the next run and never records it as sent', async () => {
    const day = '2030-06-11';
    const { admin, tender } = await teamWithTender(day, 'Fay');
    await addTask(admin.client, tender, { name: 'Insurance', due_date: day });

    outage = true;
    try {
      const failed = await run(at(day, '08:05'));
      expect(failed.status).toBe(200);
      expect(failed.body.failed).toBeGreaterThanOrEqual(1);
    } finally {
      outage = false;
    }
    expect(await mailTo(admin.email)).toEqual([]);

    await run(at(day, '08:20'));
    const mails = await mailTo(admin.email);
    expect(mails.map((m) => m.subject)).toEqual(['Reminders for Tuesday, Jun 11, 2030: 1 due today']);
    await run(at(day, '08:35'));
    expect(await mailTo(admin.email)).toHaveLength(1);
  });

  it('claims pages side by side without taking one message twice or more than a page', async () => {
    const day = '2030-07-09';
    const admins = await Promise.all(
      ['Gil', 'Hana', 'Ivo', 'Jude', 'Kai', 'Lea'].map(async (name) => {
        const { admin, tender } = await teamWithTender(day, name);
        await addTask(admin.client, tender, { name: 'Method statement', due_date: day });
        return admin;
      }),
    );
    const service = newClient(stack.url, stack.serviceRoleKey);
    type Claimed = { claim: string | null; messages: { id: string; to: string }[] };
    const collect = async () => {
      const { data, error } = await service.rpc('collect_reminders', { p_now: at(day, '08:05'), p_limit: 2 });
      if (error) throw error;
      return data as unknown as Claimed;
    };
    // The first call decides every digest; then three claims at once.
    const pages = [await collect(), ...(await Promise.all([collect(), collect(), collect()]))];
    for (const page of pages) expect(page.messages.length).toBeLessThanOrEqual(2);
    const ids = pages.flatMap((page) => page.messages.map((message) => message.id));
    expect(new Set(ids).size).toBe(ids.length);
    const addresses = pages.flatMap((page) => page.messages.map((message) => message.to));
    expect(addresses).toEqual(expect.arrayContaining(admins.map((admin) => admin.email)));
    for (const page of pages.filter((p) => p.claim && p.messages.length > 0)) {
      const ids = page.messages.map((message) => message.id);
      const { error } = await service.rpc('finish_reminders', {
        p_claim: page.claim!,
        p_sent: ids,
        p_failed: [],
      });
      expect(error).toBeNull();
    }
  });

  it("mails a tender's bid bond alert to the workspace's admins, not to a plain member", async () => {
    const day = '2030-09-10';
    const { admin, workspaceId, tender } = await teamWithTender(day, 'Bo');
    const user = await addMember(admin, workspaceId, 'user', 'Ute');
    // The member has a digest of their own that day: a task they took on the open tender.
    await addTask(user.client, tender, { name: 'Site photos', due_date: day, assignee_id: user.user.id });
    // Submitted, the award expected on 30 September; its bond expires on 17 September (7 days).
    const [submitted] = await insertTenders(admin.client, [
      tenderRow(workspaceId, 'BOND-1', {
        title: 'Dock gates',
        status: 'submitted',
        bid_bond: true,
        expected_award_date: '2030-09-30',
      }),
    ]);
    const { error } = await admin.client.from('bid_bonds').insert({
      tender_id: submitted!.id,
      workspace_id: workspaceId,
      amount: 25000,
      currency: 'EUR',
      issuer: 'First Bank',
      status: 'issued',
      issue_date: '2030-08-01',
      expiry_date: '2030-09-17',
    });
    if (error) throw error;

    expect(await run(at(day, '08:05'))).toMatchObject({ status: 200, body: { failed: 0 } });
    const [digest, ...more] = await mailTo(admin.email);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('Reminders for Tuesday, Sep 10, 2030: 1 this week');
    expect(digest!.text).toContain(
      'This week\n  - Dock gates — Bid bond expires too early, before the bid validity end or award — ask the issuer for an extension: Expires in 7 days · Sep 17, 2030\n' +
        `    ${stack.functionsEnv.SITE_URL}/app/tenders/${submitted!.id}`,
    );
    expect(digest!.html).toContain('Bid bond expires too early');
    expect(digest!.text).toContain('Stop deadline reminders: ');
    expect(digest!.text).not.toContain('Stop task reminders');

    // The member's digest (and the email for the task given to them) says nothing of the bond.
    const memberMail = await mailTo(user.email);
    expect(memberMail.map((m) => m.subject)).toEqual(['Reminders for Tuesday, Sep 10, 2030: 1 due today']);
    const memberDigest = memberMail.find((m) => m.subject.startsWith('Reminders'))!;
    expect(memberDigest.text).toContain(
      '  - Harbour works for Bo — Task: Site photos: Due today · Sep 10, 2030',
    );
    for (const mail of memberMail) {
      expect(mail.text).not.toContain('Bid bond');
      expect(mail.text).not.toContain('Dock gates');
    }
  });
  it('one run never mails the same task twice; the subject counts in words; the footer offers each kind it holds', async () => {
    const day = '2030-10-15';
    const { admin, workspaceId, tender } = await teamWithTender(day, 'Ivy');
    const member = await addMember(admin, workspaceId, 'user', 'Sid');
    // Given to Sid by the admin just before the morning run (the assignment email carries it) …
    await addTask(admin.client, tender, { name: 'Dig trench', due_date: day, assignee_id: member.user.id });
    // … and one Sid took himself (no assignment email).
    await addTask(member.client, tender, { name: 'Survey', due_date: day, assignee_id: member.user.id });
    // The admin: a deadline this week and a task due today.
    await insertTenders(admin.client, [
      tenderRow(workspaceId, 'SOON-1', { title: 'Lock gates', tender_submission_date: '2030-10-18' }),
    ]);
    await addTask(admin.client, tender, { name: 'Price list', due_date: day, assignee_id: admin.user.id });

    expect(await run(at(day, '08:05'))).toMatchObject({ status: 200, body: { failed: 0 } });
    const sid = await mailTo(member.email);
    expect(sid.map((m) => m.subject).sort()).toEqual([
      'New task for you: Dig trench',
      'Reminders for Tuesday, Oct 15, 2030: 1 due today',
    ]);
    const sidDigest = sid.find((m) => m.subject.startsWith('Reminders'))!;
    expect(sidDigest.text).toContain('Survey');
    expect(sidDigest.text).not.toContain('Dig trench');
    expect(sidDigest.text).toContain('Stop task reminders: ');
    expect(sidDigest.text).not.toContain('Stop deadline reminders');

    const [adminDigest, ...more] = await mailTo(admin.email);
    expect(more).toEqual([]);
    expect(adminDigest!.subject).toBe('Reminders for Tuesday, Oct 15, 2030: 1 due today, 1 this week');
    const footer = adminDigest!.text.slice(adminDigest!.text.indexOf('\n--\n'));
    const links = [...footer.matchAll(/^(Stop [a-z ]+|Manage e-mail settings): (\S+)$/gm)];
    expect(links.map((m) => m[1])).toEqual([
      'Stop task reminders',
      'Stop deadline reminders',
      'Manage e-mail settings',
    ]);
    for (const text of ['Stop task reminders', 'Stop deadline reminders', 'Manage e-mail settings']) {
      expect(adminDigest!.html).toContain(`>${text}</a>`);
    }

    // 'Stop deadline reminders' turns off deadline reminders only; e-mail as a whole stays on.
    const token = new URL(links[1]![2]!).searchParams.get('token')!;
    const clicked = await fetch(`${stack.url}/functions/v1/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(await clicked.json()).toEqual({ unsubscribed: 'tenderDeadlineReminders' });
    const stored = await admin.client
      .from('user_profiles')
      .select('preferences')
      .eq('id', admin.user.id)
      .single();
    expect(stored.data?.preferences).toEqual({ tenderDeadlineReminders: false });
  });
});
