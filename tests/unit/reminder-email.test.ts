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
  unsubscribe: [
    { preference: 'taskUpdates', token: 'task-token' },
    { preference: 'tenderDeadlineReminders', token: 'deadline-token' },
  ],
  workspaces: [
    {
      id: 'w1',
      name: 'Acme Bids',
      sections: [
        {
          section: 'today',
          items: [
            {
              kind: 'submission',
              task_name: null,
              due_date: '2026-11-26',
              days: 0,
              tender_id: TENDER,
              tender_title: 'Harbour bridge',
              reference_number: 'HB-7',
            },
          ],
        },
        {
          section: 'week',
          items: [
            {
              kind: 'task',
              task_name: 'Price the steel',
              due_date: '2026-11-30',
              days: 4,
              tender_id: TENDER,
              tender_title: 'Harbour bridge',
              reference_number: 'HB-7',
            },
            {
              kind: 'document-expiry',
              task_name: 'ISO 9001',
              due_date: '2026-12-01',
              days: 5,
              tender_id: null,
              tender_title: null,
              reference_number: null,
            },
          ],
        },
      ],
      overdue: [{ tender_id: OTHER, title: 'Car park resurfacing', reference_number: 'CP-1', count: 9 }],
    },
    {
      id: 'w2',
      name: 'Beta Works',
      sections: [
        {
          section: 'tomorrow',
          items: [
            {
              kind: 'inquiry',
              task_name: null,
              due_date: '2026-11-27',
              days: 1,
              tender_id: OTHER,
              tender_title: 'School roof',
              reference_number: null,
            },
          ],
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

  it('names the day and counts what it holds in words in the subject', () => {
    expect(email.subject).toBe(
      'Reminders for Thursday, Nov 26, 2026: 1 due today, 1 due tomorrow, 2 this week, 9 overdue',
    );
  });

  it('lists what is ahead first, by section, then one line per tender for what is overdue', () => {
    const headings = [...doc.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings).toEqual(['Acme Bids', 'Beta Works']);
    const boxes = [...doc.querySelectorAll('div > p:first-child')].map((p) => p.textContent);
    expect(boxes).toEqual(['Due today', 'This week', 'Overdue', 'Due tomorrow']);
    const items = [...doc.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual([
      'Harbour bridge — Submission deadline: Due today · Nov 26, 2026',
      'Harbour bridge — Task: Price the steel: Due in 4 days · Nov 30, 2026',
      'Company document: ISO 9001 — renew it before it expires: Expires in 5 days · Dec 01, 2026',
      'Car park resurfacing: 9 overdue items',
      'School roof — Inquiry deadline: Due tomorrow · Nov 27, 2026',
    ]);
    const links = [...doc.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toContainEqual(['Harbour bridge', `${SITE}/app/tenders/${TENDER}`]);
    expect(links).toContainEqual(['Car park resurfacing: 9 overdue items', `${SITE}/app/tenders/${OTHER}`]);
  });

  it('has the same content as plain text', () => {
    expect(email.text).toContain('Hello Ann,');
    expect(email.text).toContain(
      'Here is what is coming up from Thursday, Nov 26, 2026, and what is overdue.',
    );
    expect(email.text).toContain(
      `Due today\n  - Harbour bridge — Submission deadline: Due today · Nov 26, 2026\n    ${SITE}/app/tenders/${TENDER}\n`,
    );
    expect(email.text).toContain(
      `Overdue\n  - Car park resurfacing: 9 overdue items\n    ${SITE}/app/tenders/${OTHER}`,
    );
    expect(email.text.indexOf('Due today')).toBeLessThan(email.text.indexOf('This week'));
    expect(email.text.indexOf('This week')).toBeLessThan(email.text.indexOf('Overdue'));
    expect(email.text.indexOf('ACME BIDS')).toBeLessThan(email.text.indexOf('BETA WORKS'));
  });

  it('offers a link per kind it holds and the settings; RFC 8058 one-click turns off those kinds', () => {
    const url = (token: string) => `${SITE}/unsubscribe?token=${encodeURIComponent(token)}`;
    expect(email.headers).toEqual({
      'List-Unsubscribe': `<${API}/functions/v1/unsubscribe?token=${encodeURIComponent('tok.en/with+chars=')}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(email.text).toContain(
      `You get this email because 'Task updates' and 'Tender deadline reminders' are on in your notification settings.\n` +
        `Stop task reminders: ${url('task-token')}\n` +
        `Stop deadline reminders: ${url('deadline-token')}\n` +
        `Manage e-mail settings: ${SITE}/app/settings?tab=notifications`,
    );
    const footer = [...doc.querySelectorAll('a')]
      .slice(-3)
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(footer).toEqual([
      ['Stop task reminders', url('task-token')],
      ['Stop deadline reminders', url('deadline-token')],
      ['Manage e-mail settings', `${SITE}/app/settings?tab=notifications`],
    ]);
    expect(email.text).not.toMatch(/Unsubscribe|Email notifications' off/);
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
        unsubscribe_token: null,
        unsubscribe: [],
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
    // Never turned off by a link: no one-click header, only the settings.
    expect(email.headers).toEqual({});
    expect(email.text).toContain(`Manage e-mail settings: ${SITE}/app/settings?tab=notifications`);
    expect(email.text).not.toContain('Stop ');
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

describe('an answer due for review in the digest', () => {
  const message = digest({
    unsubscribe: [{ preference: 'tenderDeadlineReminders', token: 'deadline-token' }],
    workspaces: [
      {
        id: 'w1',
        name: 'Acme Bids',
        sections: [
          {
            section: 'today',
            items: [
              {
                kind: 'answer-review',
                task_name: 'Quality\npolicy',
                due_date: '2026-11-01',
                days: 0,
                tender_id: null,
                tender_title: null,
                reference_number: null,
              },
            ],
          },
        ],
      },
    ],
  });
  const email = renderReminderEmail(message, SITE, API);
  const doc = parse(email.html);

  it('says which answer, what to do and since when, in the library’s words', () => {
    expect([...doc.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Library answer: Quality policy — check it still holds and mark it reviewed: Review due · Nov 01, 2026',
    ]);
    expect(email.text).toContain(
      `  - Library answer: Quality policy — check it still holds and mark it reviewed: Review due · Nov 01, 2026\n    ${SITE}/app/library\n`,
    );
  });

  it('links the answer library', () => {
    const links = [...doc.querySelectorAll('li a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([`${SITE}/app/library`]);
  });
});
