import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { PALETTE, renderReminderEmail } from '../../supabase/functions/_shared/reminder-email';
import type { ReminderMessage } from '../../supabase/functions/_shared/reminders';

const SITE = 'https://app.example.com';
const API = 'https://project.supabase.co';
const TENDER = '6f1c0d4e-1111-4222-8333-444455556666';
const OTHER = '7a2b3c4d-1111-4222-8333-444455556666';

const digest = (over: Partial<ReminderMessage> = {}): ReminderMessage => ({
  id: 'b8a1c2d3-0000-4000-8000-000000000001',
  kind: 'digest',
  to: 'ann@example.com',
  name: 'Ann',
  time_zone: 'Europe/Berlin',
  local_day: '2026-11-26',
  unsubscribe_token: 'tok.en/with+chars=',
  preference: 'emailNotifications',
  workspaces: [
    {
      id: 'w1',
      name: 'Acme Bids',
      tenders: [
        {
          id: TENDER,
          title: 'Harbour bridge',
          reference_number: 'HB-7',
          items: [
            { kind: 'submission', task_name: null, due_date: '2026-11-26', days: 0 },
            { kind: 'task', task_name: 'Price the steel', due_date: '2026-11-24', days: -2 },
          ],
        },
      ],
    },
    {
      id: 'w2',
      name: 'Beta Works',
      tenders: [
        {
          id: OTHER,
          title: 'School roof',
          reference_number: null,
          items: [{ kind: 'inquiry', task_name: null, due_date: '2026-11-27', days: 1 }],
        },
      ],
    },
  ],
  ...over,
});

const parse = (html: string) => new JSDOM(html).window.document;

describe('the digest email', () => {
  const email = renderReminderEmail(digest(), SITE, API);
  const doc = parse(email.html);

  it('names the day and counts the items in the subject', () => {
    expect(email.subject).toBe('Reminders for Thursday, Nov 26, 2026: 3 deadlines');
  });

  it('groups items by workspace and tender, each tender linking to its page', () => {
    const headings = [...doc.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings).toEqual(['Acme Bids', 'Beta Works']);
    const links = [...doc.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toContainEqual(['Harbour bridge', `${SITE}/app/tenders/${TENDER}`]);
    expect(links).toContainEqual(['School roof', `${SITE}/app/tenders/${OTHER}`]);
    const items = [...doc.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual([
      'Submission deadline: Due today · Nov 26, 2026',
      'Task: Price the steel: Overdue · Nov 24, 2026',
      'Inquiry deadline: Due tomorrow · Nov 27, 2026',
    ]);
  });

  it('has the same content as plain text', () => {
    expect(email.text).toContain('Hello Ann,');
    expect(email.text).toContain('Here is what is due on Thursday, Nov 26, 2026, and what is overdue.');
    expect(email.text).toContain(`Harbour bridge (HB-7)\n${SITE}/app/tenders/${TENDER}\n`);
    expect(email.text).toContain('  - Task: Price the steel: Overdue · Nov 24, 2026');
    expect(email.text.indexOf('ACME BIDS')).toBeLessThan(email.text.indexOf('BETA WORKS'));
  });

  it('ends with an unsubscribe link naming the preference it turns off; RFC 8058 one-click in the headers', () => {
    const url = `${SITE}/unsubscribe?token=${encodeURIComponent('tok.en/with+chars=')}`;
    expect(email.headers).toEqual({
      'List-Unsubscribe': `<${API}/functions/v1/unsubscribe?token=${encodeURIComponent('tok.en/with+chars=')}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(email.text).toContain(
      `You get this email because 'Email notifications' is on in your notification settings.\n` +
        `Unsubscribe (turn 'Email notifications' off): ${url}\n` +
        `Notification settings: ${SITE}/app/settings?tab=notifications`,
    );
    const unsubscribe = [...doc.querySelectorAll('a')].find((a) => a.textContent?.startsWith('Unsubscribe'));
    expect(unsubscribe?.textContent).toBe("Unsubscribe (turn 'Email notifications' off)");
    expect(unsubscribe?.getAttribute('href')).toBe(url);
    const tasksOnly = renderReminderEmail(digest({ preference: 'taskUpdates' }), SITE, API);
    expect(tasksOnly.text).toContain(`Unsubscribe (turn 'Task updates' off): ${url}`);
  });

  it('carries the product name and palette, in one column a narrow client can read', () => {
    expect(doc.body.textContent).toContain('TenderFlow');
    expect(email.html).toContain(PALETTE.primary);
    expect(doc.querySelector('meta[name="viewport"]')?.getAttribute('content')).toBe(
      'width=device-width, initial-scale=1',
    );
    // Only fluid widths: the frame is 100% wide with a max-width, nothing in pixels.
    for (const table of doc.querySelectorAll('table')) expect(table.getAttribute('width')).toBe('100%');
    expect(email.html).not.toMatch(/[^-]width:\s*\d+px/);
    expect(email.html).toContain('max-width:600px');
  });
});

describe('user text in an email', () => {
  const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>"\'&';
  const message = digest({
    name: `Eve ${hostile}`,
    workspaces: [
      {
        id: 'w1',
        name: `<b>Bold</b> ${hostile}`,
        tenders: [
          {
            id: TENDER,
            title: `Title ${hostile}\nSubject: fake line`,
            reference_number: `<i>ref</i>`,
            items: [
              {
                kind: 'task',
                task_name: `<a href="https://evil.example">click</a>`,
                due_date: '2026-11-26',
                days: 0,
              },
            ],
          },
        ],
      },
    ],
  });
  const email = renderReminderEmail(message, SITE, API);
  const doc = parse(email.html);

  it('is never rendered as HTML: the markup is text in the page', () => {
    expect(doc.querySelectorAll('script, img, b, i')).toHaveLength(0);
    expect([...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'))).not.toContain(
      'https://evil.example',
    );
    expect(doc.querySelector('h2')?.textContent).toBe(`<b>Bold</b> ${hostile}`);
    expect(doc.body.textContent).toContain('Task: <a href="https://evil.example">click</a>: Due today');
    expect(doc.body.textContent).toContain(`Hello Eve ${hostile},`);
  });

  it('stays on one line in the text and the subject (no forged lines or headers)', () => {
    expect(email.text).toContain(`Title ${hostile} Subject: fake line (<i>ref</i>)`);
    expect(email.text).not.toMatch(/^Subject: fake line/m);
    const missed = renderReminderEmail({ ...message, kind: 'missed' }, SITE, API);
    expect(missed.subject).toBe(`Submission deadline missed: Title ${hostile} Subject: fake line`);
    expect(missed.subject).not.toMatch(/[\r\n]/);
  });
});

describe('the other kinds', () => {
  it("the escalation names the missed tender and says 'Deadline missed'", () => {
    const email = renderReminderEmail(
      digest({
        kind: 'missed',
        workspaces: [
          {
            id: 'w1',
            name: 'Acme Bids',
            tenders: [
              {
                id: TENDER,
                title: 'Harbour bridge',
                reference_number: 'HB-7',
                items: [{ kind: 'submission', task_name: null, due_date: '2026-11-25', days: -1 }],
              },
            ],
          },
        ],
      }),
      SITE,
      API,
    );
    expect(email.subject).toBe('Submission deadline missed: Harbour bridge');
    expect(email.text).toContain('  - Submission deadline: Deadline missed · Nov 25, 2026');
  });

  it('an assignment email lists the tasks, one subject for one task and a count for several', () => {
    const tasks = (names: string[]) =>
      digest({
        kind: 'assigned',
        workspaces: [
          {
            id: 'w1',
            name: 'Acme Bids',
            tenders: [
              {
                id: TENDER,
                title: 'Harbour bridge',
                reference_number: 'HB-7',
                items: names.map((name) => ({
                  kind: 'task' as const,
                  task_name: name,
                  due_date: null,
                  days: null,
                })),
              },
            ],
          },
        ],
      });
    expect(renderReminderEmail(tasks(['Site visit']), SITE, API).subject).toBe(
      'New task for you: Site visit',
    );
    const several = renderReminderEmail(tasks(['Site visit', 'Bid bond']), SITE, API);
    expect(several.subject).toBe('2 new tasks for you');
    expect(several.text).toContain('You have been assigned these tasks.');
    expect(several.text).toContain('  - Task: Bid bond: No due date');
  });
});
