// Settings rules: the tabs in the URL, the profile and password forms, the notification
// toggles, the appearance choices, the profile photo's limits and where it is stored, and
// the words for every outcome.
import { PREFERENCE_LABELS } from '@shared/preferences.ts';
import { z } from '@/lib/zod';
import { ALERT_WINDOW } from '@/lib/deadlines';
import { authFailure, dataErrorMessage } from '@/lib/errors';
import type { Preferences } from '@/lib/preferences';
import type { Theme } from '@/lib/theme';

// ---------------------------------------------------------------------------------------
// Tabs
// ---------------------------------------------------------------------------------------

export const SETTINGS_TABS = [
  'profile',
  'security',
  'notifications',
  'pipeline',
  'templates',
  'appearance',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const settingsTabLabels: Record<SettingsTab, string> = {
  profile: 'Profile',
  security: 'Account Security',
  notifications: 'Notifications',
  pipeline: 'Pipeline',
  templates: 'Templates',
  appearance: 'Appearance',
};

/** The tab named by `?tab=`; the profile tab for anything else. */
export const settingsTab = (value: string | null): SettingsTab =>
  SETTINGS_TABS.find((tab) => tab === value) ?? 'profile';

// ---------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------

/** The database refused the name: a colleague in a shared workspace has it (TFP01). */
export const isNameTaken = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'TFP01';

export const settingsMessages = {
  profileSaved: 'Profile information updated successfully!',
  profileFailed: 'Failed to update profile information',
  nameTaken: 'Another member of a workspace you share has this name. Choose one that tells you apart.',
  passwordSaved: 'Password updated successfully!',
  notificationsSaved: 'Notification preferences saved!',
  notificationsFailed: 'Failed to save notification preferences',
  appearanceSaved: 'Appearance settings saved!',
  appearanceFailed: 'Failed to save appearance settings',
  workspaceRenamed: 'Workspace renamed.',
  workspaceRenameFailed: 'Failed to rename the workspace',
  photoSaved: 'Profile photo updated.',
  photoFailed: 'Failed to upload the photo',
  photoRemoved: 'Profile photo removed.',
  photoRemoveFailed: 'Failed to remove the photo',
  photoUnreadable: 'This file could not be read as an image.',
} as const;

// ---------------------------------------------------------------------------------------
// Profile
// ---------------------------------------------------------------------------------------

/** The same limits as user_profiles' check constraints. */
export const PROFILE_LIMITS = { name: 200, company: 200, role: 100 } as const;

const text = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

// `role` is the user_profiles column: the job title ('Bid Manager'), not the workspace role
// (what a member may do), so the screens call it 'Job title'.
export const profileFormSchema = z.object({
  name: text('Full name', PROFILE_LIMITS.name).min(1, 'Full name is required'),
  company: text('Company', PROFILE_LIMITS.company),
  role: text('Job title', PROFILE_LIMITS.role),
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

interface ProfileLike {
  name: string;
  company: string | null;
  role: string | null;
}

/** The form's starting values from the stored profile. */
export const profileFormValues = (profile: ProfileLike): ProfileFormValues => ({
  name: profile.name,
  company: profile.company ?? '',
  role: profile.role ?? '',
});

/** The user_profiles columns to save: empty optional fields are stored as null. */
export const profileChanges = (values: ProfileFormValues) => ({
  name: values.name.trim(),
  company: values.company.trim() || null,
  role: values.role.trim() || null,
});

/** The auth user's metadata that mirrors the profile (full_name is what sign-up set). */
export const profileMetadata = (values: ProfileFormValues) => {
  const changes = profileChanges(values);
  return { full_name: changes.name, company: changes.company, job_title: changes.role };
};

/** What each name on the Profile tab is, and where the other one is edited. */
export const profileHints = {
  company:
    'Your employer, shown on your profile. It does not rename the workspace: that is under Workspace below.',
  jobTitle:
    'Shown on your profile. What you may do in a workspace is your role, which an administrator sets in Users.',
  workspace: 'Shown in the sidebar and the workspace switcher for everyone in it.',
  workspaceReadOnly: 'Only administrators can rename the workspace.',
} as const;

// ---------------------------------------------------------------------------------------
// Workspace name
// ---------------------------------------------------------------------------------------

/** The same limits as workspaces_name_check. */
export const WORKSPACE_NAME_MAX = 200;

export const workspaceNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Workspace name is required')
    .max(WORKSPACE_NAME_MAX, `Workspace name must be at most ${WORKSPACE_NAME_MAX} characters`),
});
export type WorkspaceNameValues = z.infer<typeof workspaceNameSchema>;

// ---------------------------------------------------------------------------------------
// Password
// ---------------------------------------------------------------------------------------

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_HINT = 'Must be at least 8 characters';
export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect.';
export const SAME_PASSWORD = 'The new password must be different from your current password.';

export const passwordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters')
      .max(72, 'Password cannot be longer than 72 characters'),
    confirmPassword: z.string().min(1, 'Confirm your new password'),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  })
  .refine((values) => !values.currentPassword || values.newPassword !== values.currentPassword, {
    path: ['newPassword'],
    message: SAME_PASSWORD,
  });
export type PasswordFormValues = z.infer<typeof passwordFormSchema>;

export const emptyPasswordForm: PasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

export interface PasswordFailure {
  /** The field the reason belongs under, when it belongs to one. */
  field?: 'currentPassword' | 'newPassword';
  message: string;
}

/** Why a password change failed, in words: wrong current password, same password, too weak, or the service's reason. */
export function passwordChangeFailure(error: unknown): PasswordFailure {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  // Only the re-authentication with the current password answers invalid_credentials.
  if (code === 'invalid_credentials') return { field: 'currentPassword', message: WRONG_CURRENT_PASSWORD };
  if (code === 'same_password') return { field: 'newPassword', message: SAME_PASSWORD };
  const failure = authFailure(error, 'update-password');
  return failure.kind === 'weak-password' ? { field: 'newPassword', message: failure.message } : failure;
}

// ---------------------------------------------------------------------------------------
// Notifications and appearance
// ---------------------------------------------------------------------------------------

export type NotificationKey = Exclude<keyof Preferences, 'theme' | 'calendarAlarm'>;
export type NotificationValues = Record<NotificationKey, boolean>;

export const notificationSettings: { key: NotificationKey; label: string; description: string }[] = [
  {
    key: 'emailNotifications',
    label: PREFERENCE_LABELS.emailNotifications,
    description: 'Reminder and task emails, at most one digest a morning. Turning this off sends you none.',
  },
  {
    key: 'tenderDeadlineReminders',
    label: PREFERENCE_LABELS.tenderDeadlineReminders,
    description: `Alerts in the notification bell for deadlines overdue or due in the ${ALERT_WINDOW.label.toLowerCase()}. Also the reminder emails before tender deadlines. Turning this off hides the deadline alerts from the bell and stops those emails.`,
  },
  {
    key: 'taskUpdates',
    label: PREFERENCE_LABELS.taskUpdates,
    description: 'Emails when a task is assigned to you, and reminders before its due date.',
  },
  {
    key: 'mentionsAndReplies',
    label: PREFERENCE_LABELS.mentionsAndReplies,
    description:
      'Emails when someone mentions you in a comment or replies in a thread you wrote in. They always show in the notification bell.',
  },
  {
    key: 'workingDaysOnly',
    label: PREFERENCE_LABELS.workingDaysOnly,
    description:
      'No morning digest on Saturday or Sunday (in your time zone): what falls due then comes on Monday. Other emails are not held.',
  },
  {
    key: 'systemAnnouncements',
    label: PREFERENCE_LABELS.systemAnnouncements,
    description: 'Product news and planned maintenance.',
  },
];

/**
 * The labels in Settings of the preferences an unsubscribe link turned off ('a,b' from the
 * database: a digest of both kinds turns both off), joined with 'and'; null for unknown keys.
 */
export function unsubscribedLabel(keys: string): string | null {
  const labels = keys
    .split(',')
    .map((key) => notificationSettings.find((setting) => setting.key === key)?.label);
  return labels.length > 0 && labels.every(Boolean) ? labels.join(' and ') : null;
}

export const unsubscribeMessages = {
  ask: 'Stop getting this kind of email from TenderFlow? You can turn it back on at any time in Settings → Notifications.',
  invalid: 'This unsubscribe link is not valid.',
  failed: 'Could not unsubscribe. Please try again.',
  stopped: {
    tenderDeadlineReminders: 'No more emails before tender deadlines.',
    taskUpdates: 'No more emails about task assignments and due dates.',
    mentionsAndReplies:
      'No more emails about mentions and replies. They still show in the notification bell.',
    'tenderDeadlineReminders,taskUpdates':
      'No more emails before tender deadlines or about tasks. Other emails, such as a missed submission deadline, still come.',
  } as Partial<Record<string, string>>,
} as const;

/** The database's answer to a forged, altered or unknown unsubscribe token. */
export const isInvalidUnsubscribeToken = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'TFR01';

/** The toggles from the stored preferences. */
export const notificationValues = (preferences: Preferences): NotificationValues => ({
  emailNotifications: preferences.emailNotifications,
  tenderDeadlineReminders: preferences.tenderDeadlineReminders,
  taskUpdates: preferences.taskUpdates,
  mentionsAndReplies: preferences.mentionsAndReplies,
  workingDaysOnly: preferences.workingDaysOnly,
  systemAnnouncements: preferences.systemAnnouncements,
});

export const APPEARANCE_DESCRIPTION =
  'Choose how TenderFlow looks. Your choice applies at once and is saved to your profile.';

export const themeOptions: { value: Theme; label: string; description: string }[] = [
  { value: 'light', label: 'Light', description: 'Dark text on a light background.' },
  { value: 'dark', label: 'Dark', description: 'Light text on a dark background.' },
  { value: 'system', label: 'System', description: "Follows your device's setting." },
];

/** Saved preferences merged into the stored JSON: keys this version does not know are kept. */
export function mergePreferences(stored: unknown, changes: Partial<Preferences>): Record<string, unknown> {
  const base = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? stored : {};
  return { ...base, ...changes };
}

// ---------------------------------------------------------------------------------------
// Profile photo
// ---------------------------------------------------------------------------------------

export const AVATAR_BUCKET = 'avatars';
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The longest side of the stored photo, in pixels. */
export const AVATAR_MAX_SIDE = 256;

/** Why a chosen file cannot be a profile photo, or null when it can. */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a JPEG, PNG or WebP image.';
  }
  if (file.size > AVATAR_MAX_BYTES) return 'The photo must be 2 MB or smaller.';
  if (file.size === 0) return 'This file is empty.';
  return null;
}

/** The size that fits within `max` × `max`, keeping the aspect ratio and never enlarging. */
export function fitWithin(width: number, height: number, max = AVATAR_MAX_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** `<user id>/avatar-<time>.<ext>`: the user's own folder, a new name per photo so caches never show the old one. */
export function avatarPath(userId: string, time: number, type: string): string {
  const extension = type === 'image/webp' ? 'webp' : type === 'image/png' ? 'png' : 'jpg';
  return `${userId}/avatar-${time}.${extension}`;
}

/** Why an upload failed: Storage's own size and type checks, an unreadable file, or the connection. */
export function avatarUploadFailure(error: unknown): string {
  const { statusCode, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    statusCode?: unknown;
    message?: unknown;
  };
  if (statusCode === '413') return 'The photo must be 2 MB or smaller.';
  if (statusCode === '415') return 'Choose a JPEG, PNG or WebP image.';
  if (message === settingsMessages.photoUnreadable) return settingsMessages.photoUnreadable;
  return dataErrorMessage(error, settingsMessages.photoFailed);
}
