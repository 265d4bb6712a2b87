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
  type Task,
} from '@/features/tasks/model';

let n = 0;
const task = (name: string, description = '', status: Task['status'] = 'not-started'): Task => ({
  id: `t${++n}`,
  tender_id: 'x',
  user_id: 'u',
  workspace_id: 'w',
  assignee_id: null,
  name,
  description,
  status,
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
    expect(taskFieldsSchema.parse({ name: ' Visit ', description: ' notes\n ' })).toEqual({
      name: 'Visit',
      description: 'notes',
    });
    expect(taskFieldsSchema.safeParse({ name: 'Visit', description: 'x'.repeat(10_001) }).success).toBe(
      false,
    );
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
