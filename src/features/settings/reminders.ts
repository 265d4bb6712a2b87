// Reminder offsets: how many days before each kind of deadline the workspace's reminder
// emails go out. One row of reminder_settings per workspace; its check constraints hold the
// same limits as offsetsProblem, so a form that passes here passes there.
import { z } from '@/lib/zod';
import { dataErrorMessage } from '@/lib/errors';

export const REMINDER_LISTS = ['submission_offsets', 'inquiry_offsets', 'task_offsets'] as const;
export type ReminderList = (typeof REMINDER_LISTS)[number];

/** The limits of reminder_settings' check constraints. */
export const REMINDER_LIMITS = { maxDays: 90, maxCount: 10 } as const;

export const reminderListLabels: Record<ReminderList, string> = {
  submission_offsets: 'Submission deadline',
  inquiry_offsets: 'Inquiry deadline',
  task_offsets: 'Task due date',
};

export const reminderMessages = {
  saved: 'Reminders saved.',
  failed: 'Failed to save reminders',
  notAdmin: 'Only administrators can change reminders.',
  refused: 'The reminder days were refused: each list takes up to 10 different days from 0 to 90.',
  hint: 'Days before, separated by commas; 0 is the day itself. Leave empty for none.',
  readOnly: 'Only administrators can change reminders.',
} as const;

const NOT_A_DAY = `Use whole days from 0 to ${REMINDER_LIMITS.maxDays}, separated by commas.`;

/** The days in a typed list ('14, 7 3,1'), or null when a part is not a whole number. */
export function parseOffsets(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (parts.some((part) => !/^\d{1,3}$/.test(part))) return null;
  return parts.map(Number);
}

/** Why a list of days cannot be saved, or null when it can (the database's own rule). */
export function offsetsProblem(days: number[] | null): string | null {
  if (days === null || days.some((day) => day > REMINDER_LIMITS.maxDays)) return NOT_A_DAY;
  if (new Set(days).size !== days.length) return 'Each day may appear only once.';
  if (days.length > REMINDER_LIMITS.maxCount) return `At most ${REMINDER_LIMITS.maxCount} reminders.`;
  return null;
}

const offsetsField = z.string().superRefine((text, context) => {
  const problem = offsetsProblem(parseOffsets(text));
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

export const reminderFormSchema = z.object({
  submission_offsets: offsetsField,
  inquiry_offsets: offsetsField,
  task_offsets: offsetsField,
});
export type ReminderFormValues = z.infer<typeof reminderFormSchema>;
export type ReminderOffsets = Record<ReminderList, number[]>;

/** A stored list as the form shows it: latest first ('14, 7, 3, 1, 0'). */
export const formatOffsets = (days: readonly number[]): string => [...days].sort((a, b) => b - a).join(', ');

export const reminderFormValues = (offsets: ReminderOffsets): ReminderFormValues => ({
  submission_offsets: formatOffsets(offsets.submission_offsets),
  inquiry_offsets: formatOffsets(offsets.inquiry_offsets),
  task_offsets: formatOffsets(offsets.task_offsets),
});

/** The columns to save from valid form values, each list latest first. */
export const reminderChanges = (values: ReminderFormValues): ReminderOffsets => {
  const list = (text: string) => (parseOffsets(text) ?? []).sort((a, b) => b - a);
  return {
    submission_offsets: list(values.submission_offsets),
    inquiry_offsets: list(values.inquiry_offsets),
    task_offsets: list(values.task_offsets),
  };
};

interface ErrorShape {
  code?: unknown;
  message?: unknown;
}

/** The list a check-constraint refusal names (reminder_settings_<list>_check), if any. */
export function refusedList(error: unknown): ReminderList | undefined {
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as ErrorShape;
  if (code !== '23514' || typeof message !== 'string') return undefined;
  return REMINDER_LISTS.find((list) => message.includes(list));
}

/** Why a save failed, in words: a refused list, not an admin (RLS leaves no row), or the connection. */
export function reminderSaveFailure(error: unknown): string {
  const { code } = (typeof error === 'object' && error !== null ? error : {}) as ErrorShape;
  if (code === '23514') return reminderMessages.refused;
  if (code === 'PGRST116' || code === '42501') return reminderMessages.notAdmin;
  return dataErrorMessage(error, reminderMessages.failed);
}
