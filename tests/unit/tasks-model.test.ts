import { describe, expect, it } from 'vitest';
import {
  duplicateError,
  nextNewTaskName,
  parseTaskView,
  renamedTo,
  taskFieldsSchema,
  taskNameSchema,
  tasksByStatus,
  visibleTasks,
  byDueDate,
  dueDateSchema,
  isOpenTask,
  taskDueCue,
  type Task,
} from '@/features/tasks/model';

let n = 0;
const task = (name: string, description = '', status: Task['status'] = 'not-started'): Task => ({
  id: `t${++n}`,
  tender_id: 'x',
  user_id: 'u',
  workspace_id: 'w',
  assignee_id: null,
  bid_bond_task: false,
  due_anchor: null,
  name,
  description,
  status,
  due_date: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

describe('tasks', () => {
  it('shows tasks with the same name and description once, the first', () => {
    const first = task('Price it', 'spreadsheet');
    const shown = visibleTasks([
      first,
      task('Price it', 'spreadsheet'),
      task('Price it', 'other'),
      task('Price it ', 'spreadsheet '),
    ]);
    expect(shown).toEqual([first, expect.objectContaining({ description: 'other' })]);
  });

  it('names new tasks New Task, New Task 2, New Task 3…', () => {
    expect(nextNewTaskName([])).toBe('New Task');
    expect(nextNewTaskName([task('New Task')])).toBe('New Task 2');
    expect(nextNewTaskName([task('New Task'), task('New Task 2'), task('New Task 4')])).toBe('New Task 3');
  });

  it('knows when a name and description would hide the task as a duplicate', () => {
    const tasks = [task('Visit'), task('Price', 'with notes')];
    expect(duplicateError(tasks, { name: ' Visit ', description: '' })).toBe(
      'A task with this name already exists',
    );
    expect(duplicateError(tasks, { name: 'Price', description: '' })).toBeNull();
    expect(duplicateError(tasks, { name: 'Price', description: ' with notes ' })).toBe(
      'A task with this name and description already exists',
    );
    expect(duplicateError(tasks, { name: 'Visit', description: '' }, tasks[0]!.id)).toBeNull();
  });

  it('trims the fields of the task form and keeps them within the database limits', () => {
    expect(taskFieldsSchema.parse({ name: ' Visit ', description: ' notes\n ', dueDate: '' })).toEqual({
      name: 'Visit',
      description: 'notes',
      dueDate: '',
    });
    expect(
      taskFieldsSchema.safeParse({ name: 'Visit', description: 'x'.repeat(10_001), dueDate: '' }).success,
    ).toBe(false);
  });

  it('ignores an empty or unchanged rename and trims the new name', () => {
    expect(renamedTo('Visit', '   ')).toBeNull();
    expect(renamedTo('Visit', ' Visit ')).toBeNull();
    expect(renamedTo('Visit', '  Site visit ')).toBe('Site visit');
    expect(taskNameSchema.safeParse('   ').success).toBe(false);
    expect(taskNameSchema.safeParse('x'.repeat(201)).success).toBe(false);
  });

  it('puts every status in its column, in order', () => {
    const columns = tasksByStatus([task('a', '', 'completed'), task('b'), task('c', '', 'completed')]);
    expect(columns.map((column) => [column.status, column.tasks.map((t) => t.name)])).toEqual([
      ['not-started', ['b']],
      ['in-progress', []],
      ['completed', ['a', 'c']],
      ['canceled', []],
      ['not-needed', []],
    ]);
  });

  it('reads the view from the URL, Kanban by default', () => {
    expect(parseTaskView(null)).toBe('kanban');
    expect(parseTaskView('list')).toBe('list');
    expect(parseTaskView('grid')).toBe('kanban');
  });
});

describe('task due dates', () => {
  const dated = (name: string, due_date: string | null, status: Task['status'] = 'not-started') => ({
    ...task(name, '', status),
    due_date,
  });

  it('accepts an empty due date (none) or a calendar date from 2000 to 2999, and says what is wrong otherwise', () => {
    expect(dueDateSchema.parse('')).toBe('');
    expect(dueDateSchema.parse('2026-12-20')).toBe('2026-12-20');
    expect(dueDateSchema.safeParse('2026-02-30').error?.issues[0]?.message).toBe('Enter a valid date');
    expect(dueDateSchema.safeParse('1999-12-31').error?.issues[0]?.message).toBe(
      'Enter a due date between 2000 and 2999',
    );
  });

  it('cues only open tasks (not completed, canceled or not needed)', () => {
    expect(isOpenTask('in-progress')).toBe(true);
    expect(['completed', 'canceled', 'not-needed'].map((s) => isOpenTask(s as Task['status']))).toEqual([
      false,
      false,
      false,
    ]);
    expect(taskDueCue(dated('a', '2026-01-30'), '2026-01-31')?.label).toBe('Overdue');
    expect(taskDueCue(dated('a', '2026-02-02'), '2026-01-31')?.label).toBe('Due in 2 days');
    expect(taskDueCue(dated('a', '2026-01-30', 'completed'), '2026-01-31')).toBeNull();
  });

  it("sorts 'My tasks' by due date, undated last, keeping the order of equal ones", () => {
    const tasks = [
      dated('none 1', null),
      dated('late', '2026-03-01'),
      dated('early', '2026-01-01'),
      dated('none 2', null),
      dated('late too', '2026-03-01'),
    ];
    expect(byDueDate(tasks).map((t) => t.name)).toEqual(['early', 'late', 'late too', 'none 1', 'none 2']);
  });
});
