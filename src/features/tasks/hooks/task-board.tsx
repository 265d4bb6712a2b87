import { createContext, useContext, type ReactNode } from 'react';
import type { Member } from '@/lib/workspace';
import type { Task } from '../model';
import type { TaskFocus } from './task-focus';
import type { TaskActions } from './use-task-actions';

/** What every task view shares: all of the tender's tasks, the actions, the members to assign, the dialogs, and the focus. */
export interface TaskBoard {
  /** Every task of the tender (for the duplicate-name and 'New Task N' rules). */
  allTasks: readonly Task[];
  actions: TaskActions;
  members: readonly Member[];
  requestDelete: (task: Task) => void;
  /** Opens the task's edit dialog (name and description). */
  requestEdit: (task: Task) => void;
  focus: TaskFocus;
  /** Comments per task id (counted in SQL); a task without any is absent. */
  commentCounts: Readonly<Record<string, number>>;
  /** What the route shows under a task's fields in its dialog (its comments). */
  detail?: (task: Task) => ReactNode;
  /** What another feature shows at the foot of a Kanban card (the timer), composed by the route. */
  cardExtra?: (task: Task) => ReactNode;
}

export const TaskBoardContext = createContext<TaskBoard | null>(null);

export function useTaskBoard(): TaskBoard {
  const board = useContext(TaskBoardContext);
  if (!board) throw new Error('useTaskBoard must be used inside the tasks card');
  return board;
}
