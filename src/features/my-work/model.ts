// 'My work' (/app/my-work): the signed-in person's open own tasks and the deadlines of the
// open tenders they work on, across all their workspaces, as public.my_work returns them
// (supabase/schemas/03_tasks.sql; docs/product.md § My work), and the one-tap
// status changes each item offers.
import type { Deadline } from '@/lib/deadlines';
import type { TaskStatus, TenderStatus } from '@/lib/statuses';
import { canEditTenders, type WorkspaceRole } from '@/lib/workspace';
import { day, list, orNull, shape, text, whole } from '@/lib/json-shape';

export const MY_WORK_FAILED = 'Failed to load your work. Please try again later.';

/** Each list shows its first (soonest) items until 'Show all'. */
export const SHOWN_FIRST = 10;

/** One open task of the user's (assignee, or creator when unassigned) on an open tender. */
export interface MyTask {
  id: string;
  name: string;
  status: TaskStatus;
  /** 'YYYY-MM-DD', or null when the task has no due date. */
  due_date: string | null;
  /** Days from the user's today (negative: overdue); null without a due date. */
  days: number | null;
  tender_id: string;
  tender_title: string;
  reference_number: string;
  workspace_id: string;
  workspace_name: string;
}

/** A submission or inquiry deadline of an open tender the user works on. */
export interface MyDeadline {
  tender_id: string;
  title: string;
  reference_number: string;
  kind: 'submission' | 'inquiry';
  due_date: string;
  days: number;
  status: TenderStatus;
  workspace_id: string;
  workspace_name: string;
}

export interface MyWork {
  /** Soonest due date first, undated last. */
  tasks: MyTask[];
  /** Soonest first (overdue ones first of all). */
  deadlines: MyDeadline[];
}

const place = { workspace_id: text, workspace_name: text, reference_number: text };
const isMyWork = shape({
  tasks: list(
    shape({
      ...place,
      id: text,
      name: text,
      status: text,
      due_date: orNull(day),
      days: orNull(whole),
      tender_id: text,
      tender_title: text,
    }),
  ),
  deadlines: list(
    shape({ ...place, tender_id: text, title: text, kind: text, due_date: day, days: whole, status: text }),
  ),
});

/** my_work's document, checked: another shape is an error, never a wrong list on screen. */
export function parseMyWork(value: unknown): MyWork {
  if (!isMyWork(value)) throw new Error('my_work returned an unexpected document');
  return value as MyWork;
}

/** The one-tap next step of an open task: Start a task not started, Complete one in progress. */
export function nextTaskStep(status: TaskStatus): { status: TaskStatus; verb: 'Start' | 'Complete' } | null {
  if (status === 'not-started') return { status: 'in-progress', verb: 'Start' };
  if (status === 'in-progress') return { status: 'completed', verb: 'Complete' };
  return null;
}

/**
 * Whether a deadline offers 'Mark submitted': on the tender's submission deadline, to an
 * admin or manager of its workspace (who may change a tender's status).
 */
export const canMarkSubmitted = (deadline: Pick<MyDeadline, 'kind'>, role: WorkspaceRole | undefined) =>
  deadline.kind === 'submission' && role !== undefined && canEditTenders(role);

/** A deadline as the shared deadline item shows it (components/deadline-item.tsx). */
export const asDeadline = (deadline: MyDeadline): Deadline => ({
  tender_id: deadline.tender_id,
  title: deadline.title,
  reference_number: deadline.reference_number,
  kind: deadline.kind,
  task_id: null,
  task_name: null,
  due_date: deadline.due_date,
  days: deadline.days,
});

/** The one-tap changes, given by the route (which composes the tasks' and tenders' mutations). */
export interface MyWorkActions {
  setTaskStatus: (task: MyTask, status: TaskStatus) => void;
  markSubmitted: (deadline: MyDeadline) => void;
  /** Whether a change of this task or tender is being saved. */
  saving: (id: string) => boolean;
}
