// The task domain's rules: the board's columns, the duplicate rule, 'New Task N' names,
// what a rename and the task form accept, due dates. Statuses and their palette live in
// lib/statuses.ts; the due-date cue ('Overdue', 'Due today' …) in lib/deadlines.ts.
import { DATE_MAX, DATE_MIN, isCalendarDate } from '@/lib/calendar-date';
import { dueCue } from '@/lib/deadlines';
import { z } from '@/lib/zod';
import { TASK_STATUSES, type TaskStatus } from '@/lib/statuses';
import type { Member } from '@/lib/workspace';
import type { Database } from '@/types/database';

export type Task = Database['public']['Tables']['tasks']['Row'];
/** The tender a task belongs to (the tasks feature needs only these). */
export type Tender = Pick<Database['public']['Tables']['tenders']['Row'], 'id' | 'workspace_id'>;

export const TASK_NAME_MAX = 200;

export const taskNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter a task name')
  .max(TASK_NAME_MAX, `A task name is at most ${TASK_NAME_MAX} characters`);

export const TASK_DESCRIPTION_MAX = 10000;

// ---------------------------------------------------------------------------------------
// Due dates: a calendar date ('YYYY-MM-DD') from 2000 to 2999 (tasks_due_date_check), or none
// ---------------------------------------------------------------------------------------

export { DATE_MIN as DUE_DATE_MIN, DATE_MAX as DUE_DATE_MAX };

/** A due date as a date input gives it: '' for none. */
export const dueDateSchema = z
  .string()
  .refine((value) => value === '' || isCalendarDate(value), 'Enter a valid date')
  .refine(
    (value) => value === '' || !isCalendarDate(value) || (value >= DATE_MIN && value <= DATE_MAX),
    'Enter a due date between 2000 and 2999',
  );

/** What the database stores for a due date input's value. */
export const dueDateValue = (input: string): string | null => (input === '' ? null : input);

/** Open work: a task not completed, canceled or not needed. Only open tasks show a due-date cue. */
export const isOpenTask = (status: TaskStatus) =>
  status !== 'completed' && status !== 'canceled' && status !== 'not-needed';

/** 'Overdue', 'Due today', 'Due tomorrow', 'Due in N days' for an open task; null otherwise. */
export const taskDueCue = (task: Pick<Task, 'due_date' | 'status'>, today?: string) =>
  dueCue(task.due_date, isOpenTask(task.status), today);

/** 'My tasks' order: soonest due date first, undated last; equal ones keep their order. */
export const byDueDate = <T extends Pick<Task, 'due_date'>>(tasks: readonly T[]): T[] =>
  [...tasks].sort((a, b) =>
    a.due_date === b.due_date
      ? 0
      : a.due_date === null
        ? 1
        : b.due_date === null
          ? -1
          : a.due_date < b.due_date
            ? -1
            : 1,
  );

/** A task's name, description and due date as a form edits them (the database's check constraints, trimmed). */
export const taskFieldsSchema = z.object({
  name: taskNameSchema,
  description: z
    .string()
    .trim()
    .max(
      TASK_DESCRIPTION_MAX,
      `A description is at most ${TASK_DESCRIPTION_MAX.toLocaleString('en-US')} characters`,
    ),
  dueDate: dueDateSchema,
});
export type TaskFields = z.infer<typeof taskFieldsSchema>;

const duplicateKey = (task: Pick<Task, 'name' | 'description'>) =>
  `${task.name.trim()}\u0000${task.description.trim()}`;

/** Tasks with the same name and description are shown once, the oldest (docs/decisions.md). */
export function visibleTasks(tasks: readonly Task[]): Task[] {
  const seen = new Set<string>();
  return tasks.filter((task) => {
    const key = duplicateKey(task);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const DUPLICATE_NAME = 'A task with this name already exists';
export const DUPLICATE_TASK = 'A task with this name and description already exists';

/**
 * Why a task with these fields would be hidden as a duplicate of another task (`exceptId`:
 * the task being edited), or null when it would not.
 */
export function duplicateError(
  tasks: readonly Task[],
  fields: Pick<Task, 'name' | 'description'>,
  exceptId?: string,
): string | null {
  const key = duplicateKey(fields);
  if (!tasks.some((task) => task.id !== exceptId && duplicateKey(task) === key)) return null;
  return fields.description.trim() ? DUPLICATE_TASK : DUPLICATE_NAME;
}

/** 'New Task', or 'New Task 2', 'New Task 3' … when taken, so a new task never hides as a duplicate. */
export function nextNewTaskName(tasks: readonly Task[]): string {
  const taken = new Set(tasks.map((task) => task.name.trim()));
  if (!taken.has('New Task')) return 'New Task';
  for (let n = 2; ; n++) if (!taken.has(`New Task ${n}`)) return `New Task ${n}`;
}

/** The new name to save, or null when the rename is empty or changes nothing (then it is ignored). */
export function renamedTo(current: string, input: string): string | null {
  const name = input.trim();
  return name === '' || name === current.trim() ? null : name;
}

/** The board's columns: every status, in order, with its tasks (oldest first). */
export function tasksByStatus(tasks: readonly Task[]): { status: TaskStatus; tasks: Task[] }[] {
  return TASK_STATUSES.map((status) => ({ status, tasks: tasks.filter((task) => task.status === status) }));
}

/** The 'My tasks' filter: only the tasks assigned to this user. */
export const assignedTo = (tasks: readonly Task[], userId: string | undefined) =>
  tasks.filter((task) => task.assignee_id !== null && task.assignee_id === userId);

/** The member to assign, by id (null: nobody). */
export const memberById = (members: readonly Member[], id: string | null) => {
  const member = id ? members.find((each) => each.userId === id) : undefined;
  return member ? { id: member.userId, name: member.name } : null;
};

export const TASK_VIEWS = ['kanban', 'list'] as const;
export type TaskView = (typeof TASK_VIEWS)[number];
export const parseTaskView = (value: string | null): TaskView => (value === 'list' ? 'list' : 'kanban');

export { deleteTaskWarning, taskMessages } from './messages';
