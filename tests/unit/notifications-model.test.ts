import { afterEach, describe, expect, it } from 'vitest';
import { alertCount, badgeText, bellLabel, bellSummary } from '@/features/notifications/model';
import { changeHeadline, changeSource } from '@/features/notifications/changes';
import {
  calendarFileName,
  deadlineEvents,
  deadlineGroups,
  groupDeadlines,
} from '@/features/notifications/page';
import { daysBetween, localDateString } from '@/lib/dates';
import {
  ALERT_WINDOW,
  alertEnds,
  deadlineKindLabel,
  deadlineSentence,
  deadlineUrgency,
  deadlineWhen,
  LIST_WINDOW,
  windowLabel,
  windowLastDay,
  type Deadline,
} from '@/lib/deadlines';
import { writeCalendar } from '@shared/ics.ts';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

const deadline = (days: number, overrides: Partial<Deadline> = {}): Deadline => ({
  tender_id: `t${days}`,
  title: `Tender ${days}`,
  reference_number: `R-${days}`,
  task_id: null,
  task_name: null,
  kind: 'submission',
  due_date: '2026-12-01',
  days,
  ...overrides,
});

describe('deadline words and urgency', () => {
  it.each([
    [-3, '3 days overdue', 'overdue'],
    [-1, '1 day overdue', 'overdue'],
    [0, 'today', 'soon'],
    [1, 'tomorrow', 'soon'],
    [6, 'in 6 days', 'soon'],
    [7, 'in 7 days', 'later'],
    [8, 'in 8 days', 'later'],
    [14, 'in 14 days', 'later'],
  ] as const)('%i days: %s, %s', (days, words, urgency) => {
    expect(deadlineWhen({ days })).toBe(words);
    expect(deadlineUrgency(days)).toBe(urgency);
  });

  it('says which deadline it is', () => {
    expect(deadlineKindLabel('inquiry')).toBe('Inquiry deadline');
    expect(deadlineKindLabel('submission')).toBe('Submission deadline');
    expect(deadlineSentence({ kind: 'inquiry', days: 0 })).toBe('Inquiry deadline today');
    expect(deadlineSentence({ kind: 'submission', days: -2 })).toBe('Submission deadline 2 days overdue');
  });

  it('counts across a month end and a year end', () => {
    expect(deadlineWhen({ days: daysBetween('2026-01-31', '2026-02-01') })).toBe('tomorrow');
    expect(deadlineWhen({ days: daysBetween('2026-12-31', '2027-01-01') })).toBe('tomorrow');
    expect(deadlineWhen({ days: daysBetween('2027-01-01', '2026-12-31') })).toBe('1 day overdue');
    expect(deadlineUrgency(daysBetween('2026-12-26', '2027-01-01'))).toBe('soon');
    expect(deadlineUrgency(daysBetween('2026-12-26', '2027-01-02'))).toBe('later');
  });

  it('east and west of UTC, the same instant is a different today, so the same deadline is nearer or farther', () => {
    const instant = new Date('2026-12-31T11:00:00Z');
    process.env.TZ = 'Pacific/Kiritimati'; // UTC+14: already 1 January
    const east = daysBetween(localDateString(instant), '2027-01-01');
    process.env.TZ = 'Pacific/Pago_Pago'; // UTC−11: still 31 December
    const west = daysBetween(localDateString(instant), '2027-01-01');
    expect([deadlineWhen({ days: east }), deadlineWhen({ days: west })]).toEqual(['today', 'tomorrow']);
  });
});

describe('the deadline windows, defined once', () => {
  it('Next 7 days (the bell and the dashboard) and Next 30 days (the notifications page), today included', () => {
    expect(ALERT_WINDOW.label).toBe('Next 7 days');
    expect(LIST_WINDOW.label).toBe('Next 30 days');
    // deadline_alerts' p_days is the window's last day from today (0): today and 6 more.
    expect(windowLastDay(ALERT_WINDOW)).toBe(6);
    expect(windowLastDay(LIST_WINDOW)).toBe(29);
    // deadline_counts' windows: overdue, then the next 7 days.
    expect(alertEnds(ALERT_WINDOW)).toEqual([0, 7]);
  });

  it('labels each window with its range', () => {
    expect(windowLabel(ALERT_WINDOW, '2026-11-25')).toBe('Next 7 days (Nov 25 – Dec 01, 2026), and overdue');
    expect(windowLabel(LIST_WINDOW, '2026-11-25')).toBe('Next 30 days (Nov 25 – Dec 24, 2026), and overdue');
  });
});

describe('the bell', () => {
  it('shows the count as its badge, 99+ past 99, none at zero', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(3)).toBe('3');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('names the count of new alerts for screen readers', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(1)).toBe('Notifications, 1 new deadline alert');
    expect(bellLabel(4)).toBe('Notifications, 4 new deadline alerts');
    expect(bellLabel(0, 1)).toBe('Notifications, 1 new mention or reply');
    expect(bellSummary(3, 0)).toBe('3 alerts');
    expect(bellSummary(0, 1)).toBe('1 mention or reply');
    expect(bellSummary(1, 2)).toBe('1 alert, 2 mentions and replies');
    expect(bellLabel(2, 3)).toBe('Notifications, 2 new deadline alerts, 3 new mentions and replies');
    expect(alertCount(1)).toBe('1 alert');
    expect(alertCount(2)).toBe('2 alerts');
  });
});

describe('the notifications page', () => {
  it('on Wednesday 25 November, Monday-first (en-GB): This week ends Sunday 29, so Monday 30 is Next week', () => {
    const groups = deadlineGroups('2026-11-25', 'en-GB');
    expect(groups.map(({ title, range, end }) => [title, range, end])).toEqual([
      ['Overdue', null, 0],
      ['This week', 'Nov 25 – Nov 29, 2026', 5],
      ['Next week', 'Nov 30 – Dec 06, 2026', 12],
      ['Later', 'Dec 07 – Dec 24, 2026', 30],
    ]);
    const monday30 = daysBetween('2026-11-25', '2026-11-30');
    const grouped = groupDeadlines(
      [deadline(-2), deadline(0), deadline(4), deadline(monday30), deadline(29)],
      groups,
    );
    expect(grouped.map((group) => [group.title, group.deadlines.map((d) => d.days)])).toEqual([
      ['Overdue', [-2]],
      ['This week', [0, 4]],
      ['Next week', [5]],
      ['Later', [29]],
    ]);
  });

  it('on Wednesday 25 November, Sunday-first (en-US): This week ends Saturday 28', () => {
    const groups = deadlineGroups('2026-11-25', 'en-US');
    expect(groups.map(({ title, range, end }) => [title, range, end])).toEqual([
      ['Overdue', null, 0],
      ['This week', 'Nov 25 – Nov 28, 2026', 4],
      ['Next week', 'Nov 29 – Dec 05, 2026', 11],
      ['Later', 'Dec 06 – Dec 24, 2026', 30],
    ]);
    // On the week's last day, This week is that day alone.
    expect(deadlineGroups('2026-11-28', 'en-US')[1]).toMatchObject({ range: 'Nov 28, 2026', end: 1 });
  });

  it('leaves empty groups out, soonest first within each', () => {
    const groups = deadlineGroups('2026-11-25', 'en-GB');
    expect(groupDeadlines([deadline(3), deadline(1)], groups).map((g) => g.title)).toEqual(['This week']);
    expect(groupDeadlines([], groups)).toEqual([]);
  });

  it('makes each deadline an all-day event with the per-tender file’s UID and words', () => {
    const events = deadlineEvents([
      deadline(2, { tender_id: 'abc', kind: 'inquiry', title: 'Bridge, north', due_date: '2026-12-31' }),
      deadline(9, { tender_id: 'abc', kind: 'submission', title: 'Bridge, north', due_date: '2027-01-07' }),
    ]);
    expect(events).toEqual([
      {
        uid: 'abc-inquiry@tenderflow.app',
        date: '2026-12-31',
        summary: 'Inquiry deadline: Bridge, north',
        description: 'Last date for inquiry submission. Reference R-2',
        alarm: null,
      },
      {
        uid: 'abc-submission@tenderflow.app',
        date: '2027-01-07',
        summary: 'Submission deadline: Bridge, north',
        description: 'Last date for tender submission. Reference R-9',
        alarm: '-PT15H',
      },
    ]);
    expect(deadlineEvents([deadline(9, { kind: 'submission' })], 'none')[0]!.alarm).toBeNull();
    expect(
      deadlineEvents([deadline(4, { kind: 'task', task_name: 'Price the steel', title: 'Brook Park' })])[0]!
        .summary,
    ).toBe('Price the steel · Brook Park');
    const ics = writeCalendar(events, { stamp: new Date('2026-12-01T00:00:00Z') });
    expect(ics).toContain('DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101');
    expect(ics).toContain('SUMMARY:Inquiry deadline: Bridge\\, north');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain(
      'BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Submission deadline: Bridge\\, north\r\nTRIGGER:-PT15H\r\nEND:VALARM',
    );
    expect(calendarFileName('2026-11-23')).toBe('tender-deadlines-2026-11-23.ics');
  });
});

describe("the bell's deadline changes", () => {
  it('names the deadline and whether it moved or was removed', () => {
    expect(changeHeadline({ deadline: 'submission', new_date: '2030-05-01' })).toBe(
      'Submission deadline moved',
    );
    expect(changeHeadline({ deadline: 'inquiry', new_date: null })).toBe('Inquiry deadline removed');
  });

  it('says through which addendum and by whom, or that the person has left', () => {
    expect(changeSource({ addendum_number: '7', changed_by_name: 'Max' })).toBe('by addendum 7, Max');
    expect(changeSource({ addendum_number: null, changed_by_name: 'Max' })).toBe('Max');
    expect(changeSource({ addendum_number: null, changed_by_name: null })).toBe('A former member');
  });
});
