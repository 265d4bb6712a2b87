import { describe, expect, it } from 'vitest';
import { deadlineKindLabel, deadlineSentence, dueCue } from '@/lib/deadlines';

describe("dueCue: the one definition of a due date's cue (tender deadlines and task due dates)", () => {
  const today = '2026-01-31';

  it('says Overdue, Due today, Due tomorrow and Due in N days within a week', () => {
    expect(dueCue('2026-01-30', true, today)).toEqual({ kind: 'overdue', label: 'Overdue', days: -1 });
    expect(dueCue('2026-01-31', true, today)).toEqual({ kind: 'soon', label: 'Due today', days: 0 });
    expect(dueCue('2026-02-01', true, today)?.label).toBe('Due tomorrow');
    expect(dueCue('2026-02-07', true, today)?.label).toBe('Due in 7 days');
    expect(dueCue('2026-02-08', true, today)).toBeNull();
    expect(dueCue('2027-01-01', true, '2026-12-31')?.label).toBe('Due tomorrow');
  });

  it('gives no cue for work that is no longer open or has no date', () => {
    expect(dueCue('2026-01-30', false, today)).toBeNull();
    expect(dueCue('2026-01-31', false, today)).toBeNull();
    expect(dueCue(null, true, today)).toBeNull();
  });
});

describe('deadline alerts of tasks', () => {
  it('are labelled as tasks, by name', () => {
    expect(deadlineKindLabel('task')).toBe('Task');
    expect(deadlineSentence({ kind: 'task', days: 2, task_name: 'Submit tender' })).toBe(
      'Task Submit tender due in 2 days',
    );
    expect(deadlineSentence({ kind: 'submission', days: 0, task_name: null })).toBe(
      'Submission deadline today',
    );
  });
});
