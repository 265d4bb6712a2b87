// The words the app and the Edge Functions share (supabase/functions/_shared): each side is
// checked against the one definition, so a label renamed there changes the app, the emails
// and the calendar files together. A few literal checks pin what a user reads.
import { describe, expect, it } from 'vitest';
import {
  BOND_ALERT_ADVICE,
  BOND_ALERT_REASONS,
  DEADLINE_KIND_LABELS,
  DEADLINE_MISSED,
  dueCueLabel,
  expiryCueLabel,
  type BondAlertKind,
} from '@shared/cues.ts';
import { calendarDateText } from '@shared/dates.ts';
import { PREFERENCE_LABELS } from '@shared/preferences.ts';
import { paths as sharedPaths, PRODUCT_NAME as SHARED_PRODUCT_NAME } from '@shared/site.ts';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { expiryCue } from '@/features/company-documents/model';
import { notificationSettings } from '@/features/settings/model';
import { tenderDeadlineEvents } from '@/features/tenders/exports';
import { deadlineCue } from '@/features/tenders/model';
import { addDays, formatShortDate } from '@/lib/dates';
import { deadlineKindLabel, deadlineSentence, dueCue } from '@/lib/deadlines';
import { writeCalendar } from '@shared/ics.ts';
import { buildCalendar } from '../../supabase/functions/_shared/calendar';
import {
  companyDocumentsUrl,
  footerOf,
  itemLabel,
  itemWhen,
  settingsUrl,
  tenderUrl,
  unsubscribeUrl,
  type ItemKind,
  type ReminderMessage,
} from '../../supabase/functions/_shared/reminders';

const TODAY = '2026-11-26';
const SITE = 'https://app.example.com';
const TENDER = '6f1c0d4e-1111-4222-8333-444455556666';
const item = (kind: ItemKind, days: number) => ({
  kind,
  task_name: 'Price the steel',
  due_date: addDays(TODAY, days),
  days,
});

describe('cues', () => {
  it("are the app's and the emails' alike: due dates, tender deadlines and expiries", () => {
    for (const days of [-2, 0, 1, 5]) {
      const date = addDays(TODAY, days);
      expect(dueCue(date, true, TODAY)!.label).toBe(dueCueLabel(days));
      expect(deadlineCue(date, 'under-review', TODAY).label).toBe(dueCueLabel(days));
      expect(itemWhen(item('task', days), 'digest')).toBe(`${dueCueLabel(days)} · ${calendarDateText(date)}`);
      expect(expiryCue(date, TODAY)!.label).toBe(expiryCueLabel(days));
      expect(itemWhen(item('document-expiry', days), 'digest')).toBe(
        `${expiryCueLabel(days)} · ${calendarDateText(date)}`,
      );
    }
    expect(itemWhen(item('submission', -1), 'missed')).toMatch(new RegExp(`^${DEADLINE_MISSED} · `));
    // What a user reads.
    expect([dueCueLabel(-1), dueCueLabel(0), dueCueLabel(1), dueCueLabel(5)]).toEqual([
      'Overdue',
      'Due today',
      'Due tomorrow',
      'Due in 5 days',
    ]);
    expect(expiryCueLabel(7)).toBe('Expires in 7 days');
  });
});

describe('what is due', () => {
  it("is named alike in the app's lists, the emails and the calendar files", () => {
    for (const kind of Object.keys(DEADLINE_KIND_LABELS) as (keyof typeof DEADLINE_KIND_LABELS)[]) {
      expect(deadlineKindLabel(kind)).toBe(DEADLINE_KIND_LABELS[kind]);
    }
    expect(itemLabel(item('submission', 3))).toBe(DEADLINE_KIND_LABELS.submission);
    expect(itemLabel(item('inquiry', 3))).toBe(DEADLINE_KIND_LABELS.inquiry);
    expect(itemLabel(item('task', 3))).toBe(`${DEADLINE_KIND_LABELS.task}: Price the steel`);
    const events = tenderDeadlineEvents({
      id: TENDER,
      title: 'Harbour bridge',
      reference_number: 'HB-7',
      client: 'Port',
      inquiry_submission_date: '2026-12-01',
      tender_submission_date: '2026-12-08',
    });
    expect(events.map((event) => event.summary)).toEqual([
      `${DEADLINE_KIND_LABELS.inquiry}: Harbour bridge`,
      `${DEADLINE_KIND_LABELS.submission}: Harbour bridge`,
    ]);
  });

  it('says why a bid bond alert is raised and what to do, in the app and the emails', () => {
    for (const kind of ['bond-expiry', 'bond-return', 'bond-issue'] as BondAlertKind[]) {
      expect(itemLabel(item(kind, 3))).toBe(
        `${DEADLINE_KIND_LABELS[kind]}, ${BOND_ALERT_REASONS[kind]} — ${BOND_ALERT_ADVICE[kind]}`,
      );
    }
    expect(deadlineSentence({ kind: 'bond-expiry', days: 4 })).toContain(BOND_ALERT_REASONS['bond-expiry']);
    expect(deadlineSentence({ kind: 'bond-return', days: -2 })).toContain(BOND_ALERT_REASONS['bond-return']);
    expect(itemLabel(item('bond-expiry', 7))).toBe(
      'Bid bond expires too early, before the bid validity end or award — ask the issuer for an extension',
    );
  });
});

describe('dates', () => {
  it("are written as the app writes them, the emails' weekday added", () => {
    for (const date of ['2026-11-26', '2028-02-29', '2026-12-31', '2027-01-05']) {
      expect(formatShortDate(date)).toBe(calendarDateText(date));
    }
    expect(calendarDateText('2026-11-26')).toBe('Nov 26, 2026');
    expect(calendarDateText('2026-11-26', true)).toBe('Thursday, Nov 26, 2026');
    // A leap day keeps its calendar date (no time zone shift).
    expect(calendarDateText('2028-02-29', true)).toBe('Tuesday, Feb 29, 2028');
  });
});

describe('notification preferences', () => {
  it("are named in an email's footer as Settings names them", () => {
    expect(notificationSettings.map((setting) => setting.label)).toEqual(Object.values(PREFERENCE_LABELS));
    for (const preference of ['tenderDeadlineReminders', 'taskUpdates', 'mentionsAndReplies'] as const) {
      const footer = footerOf(
        { unsubscribe: [{ preference, token: 't' }] } as ReminderMessage,
        'https://app',
      );
      expect(footer.why).toBe(
        `You get this email because '${PREFERENCE_LABELS[preference]}' is on in your notification settings.`,
      );
    }
    expect(PREFERENCE_LABELS.tenderDeadlineReminders).toBe('Tender deadline reminders');
  });
});

describe('links', () => {
  it("point at the app's own routes", () => {
    expect(paths).toBe(sharedPaths);
    expect(PRODUCT_NAME).toBe(SHARED_PRODUCT_NAME);
    expect(tenderUrl(`${SITE}/`, TENDER)).toBe(`${SITE}${paths.app.tender(TENDER)}`);
    expect(companyDocumentsUrl(SITE)).toBe(`${SITE}${paths.app.companyDocuments}`);
    expect(settingsUrl(SITE)).toBe(`${SITE}${paths.app.settingsTab('notifications')}`);
    expect(unsubscribeUrl(SITE, 'a+b')).toBe(`${SITE}${paths.unsubscribe}?token=a%2Bb`);
    expect(settingsUrl(SITE)).toBe('https://app.example.com/app/settings?tab=notifications');
  });
});

describe('calendar files', () => {
  it("are written by one writer: the app's downloads and the subscribed feed", () => {
    const stamp = new Date('2026-11-20T10:15:30Z');
    const event = { uid: 'u@tenderflow', date: '2026-11-30', summary: 'Submission deadline: Roads' };
    const download = writeCalendar([event], { stamp });
    const feed = buildCalendar(
      {
        last_modified: stamp.toISOString(),
        events: [
          {
            ...event,
            kind: 'submission',
            title: event.summary,
            description: null,
            tender_id: TENDER,
            tender_title: 'Roads',
            workspace_name: 'W',
          },
        ],
      },
      SITE,
    );
    const lines = (text: string) => text.split('\r\n');
    const shared = lines(download).filter(
      (line) => !line.startsWith('DESCRIPTION') && !line.startsWith('URL'),
    );
    for (const line of shared) expect(lines(feed)).toContain(line);
    expect(download).toContain(`PRODID:-//${PRODUCT_NAME}//Deadlines//EN`);
  });
});

describe('invitations', () => {
  it("the app's role names and invitation link are the shared ones the email uses", async () => {
    const { ROLE_LABELS, invitationUrl } = await import('@shared/invitation.ts');
    const { roleLabels } = await import('@/lib/workspace');
    const { invitationLink } = await import('@/features/users/model');
    expect(roleLabels).toBe(ROLE_LABELS);
    expect(invitationLink).toBe(invitationUrl);
    expect(invitationLink('https://app.example.com/', 'tok_en-1', 'sam+x@example.com')).toBe(
      'https://app.example.com/invite/tok_en-1?email=sam%2Bx%40example.com',
    );
  });
});
