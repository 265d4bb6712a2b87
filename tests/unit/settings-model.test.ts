import { AuthApiError, AuthRetryableFetchError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { StorageApiError } from '@supabase/storage-js';
import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  avatarFileProblem,
  avatarPath,
  avatarUploadFailure,
  fitWithin,
  mergePreferences,
  notificationSettings,
  notificationValues,
  passwordChangeFailure,
  passwordFormSchema,
  profileChanges,
  profileFormSchema,
  profileFormValues,
  profileMetadata,
  SAME_PASSWORD,
  settingsMessages,
  settingsTab,
  WRONG_CURRENT_PASSWORD,
} from '@/features/settings/model';
import { messages } from '@/lib/errors';
import { parsePreferences } from '@/lib/preferences';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('settingsTab', () => {
  it('reads the four tabs from the URL and falls back to the profile tab', () => {
    expect(settingsTab('security')).toBe('security');
    expect(settingsTab('notifications')).toBe('notifications');
    expect(settingsTab('appearance')).toBe('appearance');
    expect(settingsTab('profile')).toBe('profile');
    expect(settingsTab(null)).toBe('profile');
    expect(settingsTab('Security')).toBe('profile');
    expect(settingsTab('../users')).toBe('profile');
  });
});

describe('the profile form', () => {
  it('requires a full name and trims every field', () => {
    expect(issues(profileFormSchema.safeParse({ name: '   ', company: '', role: '' }))).toEqual({
      name: 'Full name is required',
    });
    expect(profileFormSchema.parse({ name: ' Ada ', company: ' Engines ', role: ' CEO ' })).toEqual({
      name: 'Ada',
      company: 'Engines',
      role: 'CEO',
    });
  });

  it('keeps to the database limits (200, 200, 100 characters)', () => {
    const result = profileFormSchema.safeParse({
      name: 'n'.repeat(201),
      company: 'c'.repeat(201),
      role: 'r'.repeat(101),
    });
    expect(issues(result)).toEqual({
      name: 'Full name must be at most 200 characters',
      company: 'Company must be at most 200 characters',
      role: 'Job title must be at most 100 characters',
    });
    expect(
      profileFormSchema.safeParse({ name: 'n'.repeat(200), company: '', role: 'r'.repeat(100) }).success,
    ).toBe(true);
  });

  it('starts from the stored profile and saves empty optional fields as null', () => {
    expect(profileFormValues({ name: 'Ada', company: null, role: null })).toEqual({
      name: 'Ada',
      company: '',
      role: '',
    });
    expect(profileChanges({ name: ' Ada ', company: '  ', role: '' })).toEqual({
      name: 'Ada',
      company: null,
      role: null,
    });
  });

  it('mirrors name, company and job title into the auth metadata', () => {
    expect(profileMetadata({ name: 'Ada Lovelace', company: 'Engines', role: '' })).toEqual({
      full_name: 'Ada Lovelace',
      company: 'Engines',
      job_title: null,
    });
  });
});

describe('the password form', () => {
  const valid = {
    currentPassword: 'old-password',
    newPassword: 'new-password',
    confirmPassword: 'new-password',
  };

  it('accepts a new password of 8 or more characters equal to its confirmation', () => {
    expect(passwordFormSchema.safeParse(valid).success).toBe(true);
  });

  it('says what is wrong under each field', () => {
    expect(
      issues(passwordFormSchema.safeParse({ currentPassword: '', newPassword: '', confirmPassword: '' })),
    ).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password must be at least 8 characters',
      confirmPassword: 'Confirm your new password',
    });
    expect(
      issues(passwordFormSchema.safeParse({ ...valid, newPassword: 'short', confirmPassword: 'short' })),
    ).toEqual({ newPassword: 'Password must be at least 8 characters' });
    expect(issues(passwordFormSchema.safeParse({ ...valid, confirmPassword: 'new-passwork' }))).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(issues(passwordFormSchema.safeParse({ ...valid, newPassword: 'x'.repeat(73) }))).toMatchObject({
      newPassword: 'Password cannot be longer than 72 characters',
    });
  });

  it('refuses the current password as the new one', () => {
    const same = {
      currentPassword: 'same-password',
      newPassword: 'same-password',
      confirmPassword: 'same-password',
    };
    expect(issues(passwordFormSchema.safeParse(same))).toEqual({ newPassword: SAME_PASSWORD });
  });
});

describe('passwordChangeFailure', () => {
  it('puts a wrong current password under the current password', () => {
    const error = new AuthApiError('Invalid login credentials', 400, 'invalid_credentials');
    expect(passwordChangeFailure(error)).toEqual({
      field: 'currentPassword',
      message: WRONG_CURRENT_PASSWORD,
    });
  });

  it('puts the same password and a weak one under the new password, with the server’s reasons in words', () => {
    const same = new AuthApiError(
      'New password should be different from the old password.',
      422,
      'same_password',
    );
    expect(passwordChangeFailure(same)).toEqual({ field: 'newPassword', message: SAME_PASSWORD });
    const weak = new AuthWeakPasswordError('Password is known to be weak', 422, ['pwned', 'characters']);
    expect(passwordChangeFailure(weak)).toEqual({
      field: 'newPassword',
      message:
        'Password is too weak: it has appeared in a known data breach; choose another; it must mix letters, numbers and symbols.',
    });
  });

  it('gives the connection message or the service’s words otherwise, never a field', () => {
    expect(passwordChangeFailure(new AuthRetryableFetchError('Failed to fetch', 0))).toEqual({
      kind: 'network',
      message: messages.network,
    });
    expect(
      passwordChangeFailure(new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit')),
    ).toMatchObject({ message: messages.rateLimited });
    expect(passwordChangeFailure(new Error('boom')).message).toBe(messages.unexpected);
  });
});

describe('notifications and preferences', () => {
  it('has the toggles in the spec’s order, and says deadline reminders feed the bell', () => {
    expect(notificationSettings.map((setting) => setting.label)).toEqual([
      'Email notifications',
      'Tender deadline reminders',
      'Task updates',
      'Mentions and replies',
      'Working days only',
      'System announcements',
    ]);
    expect(notificationSettings[1]!.description).toMatch(/hides the deadline alerts from the bell/);
  });

  it('starts every toggle on for a profile that never saved any', () => {
    expect(notificationValues(parsePreferences({}))).toEqual({
      emailNotifications: true,
      tenderDeadlineReminders: true,
      taskUpdates: true,
      mentionsAndReplies: true,
      workingDaysOnly: true,
      systemAnnouncements: true,
    });
  });

  it('merges a save into the stored JSON, keeping keys this version does not know', () => {
    const stored = { taskUpdates: false, digest: 'weekly', theme: 'dark' };
    expect(mergePreferences(stored, { tenderDeadlineReminders: false, taskUpdates: true })).toEqual({
      taskUpdates: true,
      digest: 'weekly',
      theme: 'dark',
      tenderDeadlineReminders: false,
    });
    expect(mergePreferences(null, { theme: 'light' })).toEqual({ theme: 'light' });
    expect(mergePreferences(['odd'], { theme: 'light' })).toEqual({ theme: 'light' });
  });
});

describe('the profile photo', () => {
  it('takes JPEG, PNG or WebP up to 2 MB', () => {
    expect(avatarFileProblem({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(avatarFileProblem({ type: 'image/webp', size: 1 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/gif', size: 1000 })).toBe('Choose a JPEG, PNG or WebP image.');
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 1000 })).toBe(
      'Choose a JPEG, PNG or WebP image.',
    );
    expect(avatarFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe(
      'The photo must be 2 MB or smaller.',
    );
    expect(avatarFileProblem({ type: 'image/png', size: 0 })).toBe('This file is empty.');
  });

  it('fits within 256 px keeping the aspect ratio, never enlarging', () => {
    expect(fitWithin(1024, 768)).toEqual({ width: 256, height: 192 });
    expect(fitWithin(300, 1200)).toEqual({ width: 64, height: 256 });
    expect(fitWithin(100, 80)).toEqual({ width: 100, height: 80 });
    expect(fitWithin(5000, 1)).toEqual({ width: 256, height: 1 });
  });

  it('is stored in the user’s own folder under a new name each time', () => {
    const user = '00000000-0000-4000-8000-000000000001';
    expect(avatarPath(user, 1700000000000, 'image/webp')).toBe(`${user}/avatar-1700000000000.webp`);
    expect(avatarPath(user, 1, 'image/jpeg')).toBe(`${user}/avatar-1.jpg`);
    expect(avatarPath(user, 1, 'image/png')).toBe(`${user}/avatar-1.png`);
  });

  it('explains Storage’s refusals, an unreadable file and a lost connection', () => {
    expect(avatarUploadFailure(new StorageApiError('too big', 400, '413'))).toBe(
      'The photo must be 2 MB or smaller.',
    );
    expect(avatarUploadFailure(new StorageApiError('bad type', 400, '415'))).toBe(
      'Choose a JPEG, PNG or WebP image.',
    );
    expect(avatarUploadFailure(new Error(settingsMessages.photoUnreadable))).toBe(
      settingsMessages.photoUnreadable,
    );
    expect(avatarUploadFailure(new TypeError('Failed to fetch'))).toBe(messages.network);
    expect(
      avatarUploadFailure(new StorageApiError('new row violates row-level security policy', 400, '403')),
    ).toBe(settingsMessages.photoFailed);
  });
});
