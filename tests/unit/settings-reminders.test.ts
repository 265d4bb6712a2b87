// Reminder offsets, the time zone list and the calendar feed's URL: the rules behind the
// Settings screens that set when reminders go out.
import { describe, expect, it } from 'vitest';
import { calendarFeedUrl, lastFetchedText, webcalUrl } from '@/features/settings/calendar-feed';
import { unsubscribedLabel } from '@/features/settings/model';
import {
  formatOffsets,
  offsetsProblem,
  parseOffsets,
  refusedList,
  reminderChanges,
  reminderFormSchema,
  reminderFormValues,
  reminderMessages,
  reminderSaveFailure,
} from '@/features/settings/reminders';
import { supportedTimeZones, timeZoneLabel, timeZoneOptions } from '@/features/settings/time-zones';
import { messages } from '@/lib/errors';

const firstIssue = (text: string) => {
  const result = reminderFormSchema.safeParse({
    submission_offsets: text,
    inquiry_offsets: '',
    task_offsets: '1',
  });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('reminder offsets', () => {
  it('reads days separated by commas or spaces, and shows them latest first', () => {
    expect(parseOffsets('14, 7 3,1,0')).toEqual([14, 7, 3, 1, 0]);
    expect(parseOffsets('  ')).toEqual([]);
    expect(parseOffsets('7, two')).toBeNull();
    expect(parseOffsets('-1')).toBeNull();
    expect(parseOffsets('1.5')).toBeNull();
    expect(formatOffsets([0, 14, 3])).toBe('14, 3, 0');
  });

  it('takes 0 to 90 days, each once, at most 10 (the database’s limits)', () => {
    expect(offsetsProblem([90, 0])).toBeNull();
    expect(offsetsProblem([])).toBeNull();
    expect(offsetsProblem([91])).toBe('Use whole days from 0 to 90, separated by commas.');
    expect(offsetsProblem(null)).toBe('Use whole days from 0 to 90, separated by commas.');
    expect(offsetsProblem([3, 1, 3])).toBe('Each day may appear only once.');
    expect(offsetsProblem([10, 9, 8, 7, 6, 5, 4, 3, 2, 1])).toBeNull();
    expect(offsetsProblem([10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0])).toBe('At most 10 reminders.');
    expect(firstIssue('14, 7, 3, 1, 0')).toBeNull();
    expect(firstIssue('7, 7')).toBe('Each day may appear only once.');
    expect(firstIssue('soon')).toBe('Use whole days from 0 to 90, separated by commas.');
  });

  it('turns stored lists into form values and back, latest first', () => {
    const values = reminderFormValues({
      submission_offsets: [0, 1, 3, 7, 14],
      inquiry_offsets: [3, 1, 0],
      task_offsets: [],
    });
    expect(values).toEqual({
      submission_offsets: '14, 7, 3, 1, 0',
      inquiry_offsets: '3, 1, 0',
      task_offsets: '',
    });
    expect(reminderChanges({ ...values, task_offsets: '0 2' })).toEqual({
      submission_offsets: [14, 7, 3, 1, 0],
      inquiry_offsets: [3, 1, 0],
      task_offsets: [2, 0],
    });
  });

  it('says why a save failed without the database’s text', () => {
    const refusal = {
      code: '23514',
      message:
        'new row for relation "reminder_settings" violates check constraint "reminder_settings_task_offsets_check"',
    };
    expect(refusedList(refusal)).toBe('task_offsets');
    expect(reminderSaveFailure(refusal)).toBe(reminderMessages.refused);
    expect(
      reminderSaveFailure({
        code: 'PGRST116',
        message: 'JSON object requested, multiple (or no) rows returned',
      }),
    ).toBe('Only administrators can change reminders.');
    expect(reminderSaveFailure(new TypeError('Failed to fetch'))).toBe(messages.network);
    expect(reminderSaveFailure({ code: 'XX000', message: 'boom' })).toBe('Failed to save reminders');
    expect(refusedList({ code: '42501', message: 'task_offsets' })).toBeUndefined();
  });
});

describe('time zones', () => {
  it('offers UTC first and every zone the runtime knows, keeping a stored alias', () => {
    const zones = supportedTimeZones();
    expect(zones[0]).toBe('UTC');
    expect(zones).toContain('Europe/Berlin');
    expect(zones.filter((zone) => zone === 'UTC')).toHaveLength(1);
    expect(timeZoneOptions('Europe/Berlin')).toBe(zones);
    expect(timeZoneOptions('Asia/Calcutta_Legacy')[0]).toBe('Asia/Calcutta_Legacy');
    expect(timeZoneOptions(null)).toBe(zones);
  });

  it('labels a zone with its offset now', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    expect(timeZoneLabel('America/New_York', winter)).toBe('America/New York (GMT-05:00)');
    expect(timeZoneLabel('UTC', winter)).toBe('UTC (GMT+00:00)');
    expect(timeZoneLabel('Asia/Kolkata', winter)).toBe('Asia/Kolkata (GMT+05:30)');
    expect(timeZoneLabel('Not/A_Zone', winter)).toBe('Not/A Zone');
  });
});

describe('the calendar feed', () => {
  it('builds the feed URL on the project’s functions, and its webcal:// form', () => {
    const url = calendarFeedUrl('https://abc.supabase.co/', 'AbC_-123');
    expect(url).toBe('https://abc.supabase.co/functions/v1/calendar-feed?token=AbC_-123');
    expect(webcalUrl(url)).toBe('webcal://abc.supabase.co/functions/v1/calendar-feed?token=AbC_-123');
    expect(webcalUrl('http://127.0.0.1:54321/functions/v1/calendar-feed?token=x')).toBe(
      'webcal://127.0.0.1:54321/functions/v1/calendar-feed?token=x',
    );
  });

  it('says when the feed was last fetched, or that it never was', () => {
    expect(lastFetchedText(null)).toBe('Never fetched');
    expect(lastFetchedText('garbage')).toBe('Never fetched');
    const local = new Date(2026, 0, 5, 9, 30);
    expect(lastFetchedText(local.toISOString(), 'en-GB')).toBe('Last fetched 05 Jan 2026 at 09:30');
  });
});

describe('unsubscribe', () => {
  it('names the preference an unsubscribe turned off by its label in Settings', () => {
    expect(unsubscribedLabel('tenderDeadlineReminders')).toBe('Tender deadline reminders');
    expect(unsubscribedLabel('taskUpdates')).toBe('Task updates');
    expect(unsubscribedLabel('emailNotifications')).toBe('Email notifications');
    expect(unsubscribedLabel('theme')).toBeNull();
    expect(unsubscribedLabel('constructor')).toBeNull();
  });
});
