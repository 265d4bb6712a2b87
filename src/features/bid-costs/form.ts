// The Log time and Add expense forms: what they take, how they check it (the database checks
// the same: time_entries' and expenses' constraints), and what they store.
import { isStorableDate } from '@/lib/calendar-date';
import { formatShortDate, localDateString } from '@/lib/dates';
import { formatMoney, parseAmount } from '@/lib/money';
import { z } from '@/lib/zod';
import { EXPENSE_CATEGORIES, expenseCategoryLabels, formatHours, type ExpenseCategory } from './model';

export const DESCRIPTION_MAX = 300;
export const NOTE_MAX = 500;
/** The task select's value for 'no task': Radix Select has no empty value. */
export const NO_TASK = 'none';

/** Typed hours: '1.5', '1,5' or '1:30' → 1.5; NaN when it is not a number of hours. */
export function parseHours(text: string): number {
  const trimmed = text.trim();
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(trimmed);
  if (clock) return Number(clock[1]) + Number(clock[2]) / 60;
  return /^\d{1,2}([.,]\d{1,2})?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

const dateField = z.string().refine(isStorableDate, { message: 'Enter a date between 2000 and 2999' });

/** Hours in quarter hours, a quarter to 24: the rule time_entries_hours_quarters keeps too. */
export const hoursField = z.string().refine((value) => {
  const hours = parseHours(value);
  return hours > 0 && hours <= 24 && Number.isInteger(hours * 4);
}, 'Enter hours in quarter hours, e.g. 1.25 or 1:15 (24 at most)');

export const longTimerSchema = z.object({ hours: hoursField });

export const timeEntrySchema = z
  .object({
    workDate: dateField,
    hours: hoursField,
    taskId: z.string(),
    description: z.string().trim().max(DESCRIPTION_MAX, `At most ${DESCRIPTION_MAX} characters`),
  })
  .refine((fields) => fields.taskId !== NO_TASK || fields.description !== '', {
    path: ['description'],
    message: 'Choose a task or say what the time was for',
  });

export type TimeEntryFields = z.input<typeof timeEntrySchema>;

export const timeEntryDefaults = (): TimeEntryFields => ({
  workDate: localDateString(),
  hours: '',
  taskId: NO_TASK,
  description: '',
});

export const timeEntryValues = (fields: TimeEntryFields) => ({
  work_date: fields.workDate,
  hours: parseHours(fields.hours),
  task_id: fields.taskId === NO_TASK ? null : fields.taskId,
  description: fields.description.trim(),
});

export const expenseSchema = z.object({
  amount: z.string().refine((value) => {
    const amount = parseAmount(value);
    return amount !== null && amount > 0;
  }, 'Enter an amount, e.g. 120.50'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'Choose a currency'),
  spentOn: dateField,
  category: z.enum(EXPENSE_CATEGORIES, { message: 'Choose a category' }),
  note: z.string().trim().max(NOTE_MAX, `At most ${NOTE_MAX} characters`),
  receipt: z.instanceof(File).nullable(),
});

export type ExpenseFields = z.input<typeof expenseSchema>;

export const expenseDefaults = (currency: string): ExpenseFields => ({
  amount: '',
  currency,
  spentOn: localDateString(),
  category: '' as ExpenseCategory,
  note: '',
  receipt: null,
});

export const expenseValues = (fields: ExpenseFields) => ({
  amount: parseAmount(fields.amount) ?? 0,
  currency: fields.currency,
  spent_on: fields.spentOn,
  category: fields.category,
  note: fields.note.trim(),
});

/** A time entry as it is edited: what the Log time form starts from. */
export interface TimeEntryRow {
  id: string;
  tender_id: string;
  user_id?: string | null;
  work_date: string;
  hours: number;
  task_id: string | null;
  description: string;
}

export const timeEntryFields = (entry: TimeEntryRow): TimeEntryFields => ({
  workDate: entry.work_date,
  hours: String(entry.hours),
  taskId: entry.task_id ?? NO_TASK,
  description: entry.description,
});

/** An expense as it is listed and edited. */
export interface ExpenseRow {
  id: string;
  user_id: string | null;
  amount: number;
  currency: string;
  spent_on: string;
  category: ExpenseCategory;
  note: string;
  receipt_path: string | null;
}

/** The Add expense form filled from an expense; a new receipt (if chosen) replaces its own. */
export const expenseFields = (expense: ExpenseRow): ExpenseFields => ({
  amount: String(expense.amount),
  currency: expense.currency,
  spentOn: expense.spent_on,
  category: expense.category,
  note: expense.note,
  receipt: null,
});

/** '11 Mar 2026, 2 h, Reading': a time entry as buttons and questions name it. */
export const timeEntryName = (entry: TimeEntryRow) =>
  `${formatShortDate(entry.work_date)}, ${formatHours(entry.hours)}, ${entry.description}`;

/** '€120.50, Travel, 12 Mar 2026': an expense as buttons and questions name it. */
export const expenseName = (expense: ExpenseRow) =>
  `${formatMoney(expense.amount, expense.currency)}, ${expenseCategoryLabels[expense.category]}, ${formatShortDate(expense.spent_on)}`;
