import { describe, expect, it } from 'vitest';
import { parsePreferences } from '@/lib/preferences';

describe('preferences', () => {
  it('turns every notification on by default', () => {
    expect(parsePreferences({})).toEqual({
      emailNotifications: true,
      tenderDeadlineReminders: true,
      taskUpdates: true,
      mentionsAndReplies: true,
      systemAnnouncements: true,
      calendarAlarm: 'day-before',
      workingDaysOnly: true,
    });
    expect(parsePreferences(null)).toEqual(parsePreferences({}));
    expect(parsePreferences([true])).toEqual(parsePreferences({}));
  });

  it('keeps what is stored, ignores unknown keys and malformed values', () => {
    expect(
      parsePreferences({
        tenderDeadlineReminders: false,
        theme: 'dark',
        legacyKey: 1,
        taskUpdates: 'no',
        mentionsAndReplies: false,
        calendarAlarm: 'week-before',
        workingDaysOnly: false,
      }),
    ).toEqual({
      emailNotifications: true,
      tenderDeadlineReminders: false,
      taskUpdates: true,
      mentionsAndReplies: false,
      systemAnnouncements: true,
      calendarAlarm: 'week-before',
      workingDaysOnly: false,
      theme: 'dark',
    });
    expect(parsePreferences({ workingDaysOnly: 'weekends' }).workingDaysOnly).toBe(true);
    expect(parsePreferences({ theme: 'sepia' }).theme).toBeUndefined();
    expect(parsePreferences({ calendarAlarm: 'hourly' }).calendarAlarm).toBe('day-before');
  });
});
