// The Profile page's numbers: what counts as the user's tenders and tasks.
import type { Database } from '@/types/database';

type TaskStatus = Database['public']['Enums']['task_status'];

/** Tasks still to be done; completed, canceled and not-needed ones are closed. */
export const OPEN_TASK_STATUSES = ['not-started', 'in-progress'] as const satisfies readonly TaskStatus[];

/**
 * The user's tasks, as a PostgREST `or` filter: assigned to them, or unassigned and
 * created by them (a solo user rarely assigns tasks to themselves).
 */
export const ownTasksFilter = (userId: string) =>
  `assignee_id.eq.${userId},and(assignee_id.is.null,user_id.eq.${userId})`;

export interface ProfileStats {
  tendersCreated: number;
  tendersWon: number;
  tasksCompleted: number;
  openTasks: number;
}

export const profileStatLabels: Record<keyof ProfileStats, string> = {
  tendersCreated: 'Tenders created',
  tendersWon: 'Tenders won',
  tasksCompleted: 'Tasks completed',
  openTasks: 'Open tasks',
};

export const PROFILE_STATS_NOTE =
  'In the current workspace. Tasks count those assigned to you, and unassigned ones you created.';
export const PROFILE_STATS_FAILED = 'Failed to load your numbers. Please try again later.';
