import { describe, expect, it } from 'vitest';
import { OPEN_TASK_STATUSES, ownTasksFilter, profileStatLabels } from '@/features/profile/model';

describe('the profile numbers', () => {
  it('counts tasks assigned to the user, or unassigned and created by them', () => {
    expect(ownTasksFilter('u-1')).toBe('assignee_id.eq.u-1,and(assignee_id.is.null,user_id.eq.u-1)');
  });

  it('counts not-started and in-progress tasks as open', () => {
    expect(OPEN_TASK_STATUSES).toEqual(['not-started', 'in-progress']);
  });

  it('names the four numbers', () => {
    expect(Object.values(profileStatLabels)).toEqual([
      'Tenders created',
      'Tenders won',
      'Tasks completed',
      'Open tasks',
    ]);
  });
});
