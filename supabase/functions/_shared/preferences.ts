// The notification preferences' names as Settings shows them; an email's footer names the
// one its unsubscribe link turns off in the same words. Shared with the app (imported as
// '@shared/preferences.ts').

export const PREFERENCE_LABELS = {
  emailNotifications: 'Email notifications',
  tenderDeadlineReminders: 'Tender deadline reminders',
  taskUpdates: 'Task updates',
  mentionsAndReplies: 'Mentions and replies',
  workingDaysOnly: 'Working days only',
  systemAnnouncements: 'System announcements',
} as const;

export type NotificationKey = keyof typeof PREFERENCE_LABELS;
