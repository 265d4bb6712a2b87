import { describe, expect, it } from 'vitest';
import {
  isDuplicateName,
  nextNewTaskName,
  parseTaskView,
  renamedTo,
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

  it('knows when a new name would hide as a duplicate', () => {
    const tasks = [task('Visit'), task('Price', 'with notes')];
    expect(isDuplicateName(tasks, ' Visit ')).toBe(true);
    expect(isDuplicateName(tasks, 'Price')).toBe(false);
    expect(isDuplicateName(tasks, 'Visit', tasks[0]!.id)).toBe(false);
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
