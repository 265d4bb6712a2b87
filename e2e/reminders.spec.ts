// A reminder that reaches its person: a task's due date set on the board, the
// reminder job run as of 08:05 that day in the person's time zone (the browser's, which the
// app saves to the profile), and the morning digest in the dev mailbox counts it in its
// subject, lists the task with a link that opens its tender and offers to stop task reminders.
import { SERVICE_ROLE_KEY } from '@tenderflow/local-supabase';
import { apiUser } from './api-helpers';
import { createAccount, openSignedIn } from './auth-helpers';
import { toast } from './documents-helpers';
import { expect, test } from './fixtures';

const TIME_ZONE = 'Pacific/Auckland';
test.use({ timezoneId: TIME_ZONE });

/**
 * The next working day from today in `timeZone` (digests wait for Monday by default), and the
 * instant it is 08:05 there on that day.
 */
function morningIn(timeZone: string) {
  let today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  while ([0, 6].includes(new Date(`${today}T12:00:00Z`).getUTCDay())) {
    today = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  const at = (utcMs: number) => {
    const offset = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(utcMs)
      .find((part) => part.type === 'timeZoneName')!.value; // 'GMT+13:00'
    const [sign, hours, minutes] = /GMT([+-])(\d\d):(\d\d)/.exec(offset)?.slice(1) ?? ['+', '00', '00'];
    return (sign === '-' ? 1 : -1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
  };
  const naive = Date.parse(`${today}T08:05:00Z`);
  return { today, now: new Date(naive + at(naive)).toISOString() };
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

test('a due date set on the board reaches its person in the morning digest, with a link that opens the tender', async ({
  page,
}) => {
  const account = await createAccount('digest');
  const user = await apiUser(account);
  const tender = await user.rest<{ id: string }>('rpc/save_tender', {
    method: 'POST',
    body: {
      p_tender: { reference_number: 'RFP-DIGEST-1', client: 'Harbour Board', title: 'Wharf lighting' },
    },
  });
  await openSignedIn(page, account, `/app/tenders/${tender.id}`);
  // The app saves the browser's time zone to the profile on first sign-in.
  await expect
    .poll(
      async () =>
        (await user.rest<{ time_zone: string | null }[]>('user_profiles?select=time_zone'))[0]?.time_zone,
    )
    .toBe(TIME_ZONE);

  const { today, now } = morningIn(TIME_ZONE);
  const dueDate = page.getByLabel('Due date of Attend site visit');
  await dueDate.fill(today);
  await dueDate.press('Enter');
  await expect(toast(page, 'Due date saved')).toBeVisible();

  const run = await fetch(`${process.env.E2E_SUPABASE_URL}/functions/v1/send-reminders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ now }),
  });
  expect(run.status, await run.clone().text()).toBe(200);

  const mails = (await (
    await fetch(`${process.env.E2E_SUPABASE_URL}/__dev/mail?to=${encodeURIComponent(account.email)}`)
  ).json()) as Mail[];
  const digest = mails.find((mail) => mail.subject.startsWith('Reminders for '));
  expect(digest, JSON.stringify(mails.map((mail) => mail.subject))).toBeDefined();
  expect(digest!.subject).toMatch(/: 1 due today$/);
  expect(digest!.text).toContain('Due today\n  - Wharf lighting — Task: Attend site visit: Due today');
  expect(digest!.text).toMatch(/^Stop task reminders: \S+\/unsubscribe\?token=/m);
  expect(digest!.text).toMatch(/^Manage e-mail settings: \S+\/app\/settings\?tab=notifications$/m);
  expect(digest!.text).not.toContain('Stop deadline reminders');
  const link = /https?:\/\/\S+\/app\/tenders\/[0-9a-f-]{36}/.exec(digest!.text)?.[0];
  expect(link).toMatch(new RegExp(`/app/tenders/${tender.id}$`));
  expect(digest!.html).toContain(`href="${link}"`);

  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole('heading', { name: 'Wharf lighting', level: 1 })).toBeVisible();
});
