import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import {
  afterPendingSave,
  allLiveRoots,
  patchTask,
  refreshedBy,
  withTaskChange,
  type RowChange,
} from '@/features/live/changes';
import { deferWhileHeld, holdTask, releaseTask } from '@/lib/live-hold';
import { taskQueries } from '@/features/tasks/api/queries';
import type { Task } from '@/features/tasks/model';

const task = (id: string, fields: Partial<Task> = {}): Task => ({
  id,
  tender_id: 'tender-1',
  user_id: 'u',
  workspace_id: 'w',
  assignee_id: null,
  bid_bond_task: false,
  due_anchor: null,
  name: `Task ${id}`,
  description: '',
  status: 'not-started',
  due_date: null,
  created_at: `2026-11-29T06:00:0${id}Z`,
  updated_at: `2026-11-29T06:00:0${id}Z`,
  ...fields,
});

const change = (operation: RowChange['operation'], row: Task): RowChange => ({
  operation,
  table: 'tasks',
  record: operation === 'DELETE' ? null : (row as unknown as Record<string, unknown>),
  old_record: operation === 'DELETE' ? (row as unknown as Record<string, unknown>) : null,
});

describe('withTaskChange', () => {
  const list = [task('1'), task('3')];

  it('adds a new task in creation order, replaces a changed one, removes a deleted one', () => {
    expect(withTaskChange(list, 'INSERT', task('2')).map((t) => t.id)).toEqual(['1', '2', '3']);
    const moved = task('3', { status: 'in-progress', name: 'Site walk', updated_at: '2026-11-29T07:00:00Z' });
    expect(withTaskChange(list, 'UPDATE', moved)[1]).toEqual(moved);
    expect(withTaskChange(list, 'DELETE', task('1')).map((t) => t.id)).toEqual(['3']);
  });

  it('keeps a row newer than the change (an echo overtaken by a later save)', () => {
    const newer = [task('1', { status: 'completed', updated_at: '2026-11-29T08:00:00Z' })];
    const echo = task('1', { status: 'in-progress', updated_at: '2026-11-29T07:00:00Z' });
    expect(withTaskChange(newer, 'UPDATE', echo)[0]!.status).toBe('completed');
  });

  it('an update of a task not shown yet adds it (its insert came before the board loaded)', () => {
    expect(withTaskChange(list, 'UPDATE', task('4')).map((t) => t.id)).toEqual(['1', '3', '4']);
  });
});

describe('patchTask', () => {
  it("patches the tender's cached tasks, and leaves a tender never opened without a cache", () => {
    const queryClient = new QueryClient();
    const { queryKey } = taskQueries.byTender('tender-1');
    queryClient.setQueryData(queryKey, [task('1')]);
    patchTask(
      queryClient,
      change('UPDATE', task('1', { name: 'Renamed', updated_at: '2026-11-29T07:00:00Z' })),
    );
    expect(queryClient.getQueryData(queryKey)?.[0]?.name).toBe('Renamed');
    patchTask(queryClient, change('INSERT', task('2', { tender_id: 'tender-2' })));
    expect(queryClient.getQueryData(taskQueries.byTender('tender-2').queryKey)).toBeUndefined();
  });
});

describe('afterPendingSave', () => {
  it("waits for this screen's own save of the task, then applies; applies at once without one", async () => {
    const queryClient = new QueryClient();
    let finish = () => undefined as void;
    const saving = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => new Promise<void>((resolve) => (finish = resolve)) })
      .execute({ task: { id: '1', tender_id: 'tender-1' }, changes: { name: 'Mine' } });
    const applied: string[] = [];
    await Promise.resolve();
    expect(afterPendingSave(queryClient, '1', () => applied.push('1'))).toBe(true);
    expect(afterPendingSave(queryClient, '2', () => applied.push('2'))).toBe(false);
    expect(applied).toEqual([]);
    finish();
    await saving;
    expect(applied).toEqual(['1']);
  });
});

describe('hold', () => {
  afterEach(() => releaseTask('1'));

  it('a held task keeps its latest change until released; another task is not held', () => {
    const applied: string[] = [];
    holdTask('1');
    expect(deferWhileHeld('1', () => applied.push('first'))).toBe(true);
    expect(deferWhileHeld('1', () => applied.push('latest'))).toBe(true);
    expect(deferWhileHeld('2', () => applied.push('other'))).toBe(false);
    expect(applied).toEqual([]);
    releaseTask('1');
    expect(applied).toEqual(['latest']);
    expect(deferWhileHeld('1', () => applied.push('after'))).toBe(false);
  });
});

describe('refreshedBy', () => {
  it('every live table refreshes the screens that show it; the bell hears of tenders, tasks, deadlines and comments', () => {
    expect(Object.keys(refreshedBy).sort()).toEqual(
      [
        'bid_bonds',
        'bid_decisions',
        'clarifications',
        'comments',
        'deadline_changes',
        'documents',
        'tasks',
        'tender_addenda',
        'tender_outcomes',
        'tender_requirements',
        'tenders',
      ].sort(),
    );
    for (const table of ['tenders', 'tasks', 'deadline_changes', 'comments'])
      expect(refreshedBy[table]).toContainEqual(['notifications']);
    expect(refreshedBy.tenders).toContainEqual(['dashboard']);
    expect(allLiveRoots()).toContainEqual(['tasks']);
    expect(new Set(allLiveRoots().map((root) => root.join('/'))).size).toBe(allLiveRoots().length);
  });
});
