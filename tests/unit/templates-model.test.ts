import { describe, expect, it } from 'vitest';
import { taskTemplateColumns, taskTemplateDefaults, taskTemplateSchema } from '@/features/templates/form';
import {
  dueLabel,
  inScope,
  nextPosition,
  scopeLabel,
  scopeOf,
  templateSaveFailure,
  typeOfScope,
} from '@/features/templates/model';

const row = (tender_type: 'limited-tender' | null, position: number, created_at = '2026-01-01') => ({
  tender_type,
  position,
  created_at,
});

describe('template scopes', () => {
  it('names all types and each type', () => {
    expect(scopeLabel('all')).toBe('All types');
    expect(scopeLabel('framework-agreement')).toBe('Framework Agreement');
    expect(scopeOf(null)).toBe('all');
    expect(typeOfScope('all')).toBeNull();
    expect(typeOfScope('limited-tender')).toBe('limited-tender');
  });

  it('lists one scope in order (position, then creation) and places a new one after its last', () => {
    const rows = [row(null, 1), row('limited-tender', 0), row(null, 0, '2026-02-01'), row(null, 0)];
    expect(inScope(rows, 'all')).toEqual([row(null, 0), row(null, 0, '2026-02-01'), row(null, 1)]);
    expect(nextPosition(inScope(rows, 'all'))).toBe(2);
    expect(nextPosition([])).toBe(0);
  });

  it('says when a task is due', () => {
    expect(dueLabel(null)).toBeNull();
    expect(dueLabel(0)).toBe('Due on the submission deadline');
    expect(dueLabel(1)).toBe('Due 1 day before the submission deadline');
    expect(dueLabel(14)).toBe('Due 14 days before the submission deadline');
  });
});

describe('the task template form', () => {
  const fields = { ...taskTemplateDefaults(null), name: '  Site visit ' };

  it('takes 0 to 365 days or none', () => {
    expect(taskTemplateSchema.safeParse({ ...fields, dueDaysBefore: '' }).success).toBe(true);
    expect(taskTemplateSchema.safeParse({ ...fields, dueDaysBefore: '365' }).success).toBe(true);
    expect(taskTemplateSchema.safeParse({ ...fields, dueDaysBefore: '366' }).success).toBe(false);
    expect(taskTemplateSchema.safeParse({ ...fields, dueDaysBefore: '-1' }).success).toBe(false);
    expect(taskTemplateSchema.safeParse({ ...fields, name: '  ' }).success).toBe(false);
  });

  it('stores the trimmed name and the days as a number, or null', () => {
    expect(taskTemplateColumns({ ...fields, dueDaysBefore: '7' })).toEqual({
      name: 'Site visit',
      description: '',
      due_days_before: 7,
      only_with_bid_bond: false,
    });
    expect(taskTemplateColumns(fields).due_days_before).toBeNull();
  });
});

describe('a template the database refuses', () => {
  it('G8: says a full type is full (TFL01), anything else in the general words', () => {
    expect(templateSaveFailure({ code: 'TFL01' })).toBe(
      'A tender type has at most 100 templates of each kind. Delete one before adding another.',
    );
    expect(templateSaveFailure({ code: '23514' })).toBe('Failed to save the template');
    expect(templateSaveFailure(new Error('offline'))).toBe('Failed to save the template');
  });
});
